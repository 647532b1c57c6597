import type { ItemStatus } from '../../../src/domain/valueSets';

/**
 * The expected outcome of a randomized sync case, exact by construction:
 * - every create and every rename uses a fresh name token, so a name says which write produced it;
 * - a device edits, moves and deletes only records it created, and puts cards only into collections it
 *   created, so those records have one writer and the server must end with that writer's last values;
 * - a quick add (add-to-collection) either names a fresh printing, making a card, or copies one of the
 *   device's have, non-foil cards, whose unique name makes it the one copy both sides merge into;
 * - the one real conflict is a rename of another device's collection. Each device's renames reach the
 *   server in its outbox order, so the server keeps the last name of SOME device: the model accepts any
 *   device's last name for that collection (`lastNames`), and the checks require that every device and
 *   the server agree on which one;
 * - `isDefault` depends on the order in which the server saw two devices' creates and deletes, so the
 *   model does not predict it: every device must agree with the server, and the server must have
 *   exactly one default whenever it has collections.
 * Records are identified by the temp id their creating device gave them; the creator's idMap says which
 * real id the server gave it.
 */
export interface ModelCollection {
  owner: number;
  tempId: string;
  /** The owner's last name for it. */
  name: string;
  description: string;
  /** The last name each device gave it; the owner's create counts as its first. */
  lastNames: Map<number, string>;
  ownerRenamed: boolean;
  live: boolean;
}

/**
 * One condition row of a card, all Near Mint: a lot is the purchase that brought the copies in (its
 * price, date and transaction), or null for copies added without one (create, quick add, an edit of
 * the quantity, which sends the rows whole).
 */
export interface ModelRow {
  quantity: number;
  lot: ModelTransaction | null;
}

/** A binder (3 pages of 9 pockets) or a box; each device files only its own cards in its own ones. */
export interface ModelLocation {
  owner: number;
  tempId: string;
  name: string;
  kind: 'binder' | 'box';
  live: boolean;
}

/** Where a card's copies are; null when unfiled. Replaced whole, never changed in place. */
export interface ModelPlace {
  location: ModelLocation;
  page: number | null;
  slot: number | null;
}

export interface ModelCard {
  owner: number;
  tempId: string;
  collection: ModelCollection;
  place: ModelPlace | null;
  name: string;
  status: ItemStatus;
  foil: boolean;
  notes: string;
  rows: ModelRow[];
  /** Made by a purchase: quick adds leave it alone (its printing is the purchase line's). */
  purchased: boolean;
  /** A graded copy (a slab, issue 25): quick adds and quantity edits leave it alone. */
  graded: boolean;
  live: boolean;
}

/** A sealed product definition; each device names its own, so every one has one writer. */
export interface ModelDefinition {
  owner: number;
  tempId: string;
  name: string;
}

/** One sealed unit (an instance), made by a purchase. */
export interface ModelSealed {
  owner: number;
  tempId: string;
  collection: ModelCollection;
  definition: ModelDefinition;
  live: boolean;
}

export interface CardFields {
  name: string;
  status: ItemStatus;
  foil: boolean;
  notes: string;
  quantity: number;
}

/**
 * A transaction the model predicts (src/domain/transactions is the ledger; this is its arithmetic for
 * the few shapes the randomized test makes): a purchase of new cards, or a sale from one card.
 */
export interface ModelTransaction {
  owner: number;
  tempId: string;
  type: 'purchase' | 'sale' | 'trade' | 'adjustment' | 'opening';
  collection: ModelCollection;
  /** A purchase or trade: the cards it made; an adjustment: the card it added a lot to. */
  cards: ModelCard[];
  /** A purchase of sealed units: the instances it made. */
  sealed?: ModelSealed[];
  /** An opening: the instance it opened (deleting the opening brings it back under its id). */
  opened?: ModelSealed;
  /** What it took from one card (a sale, a trade's given side, a write-off): each lot's copies, and the card as it was. */
  sold?: { card: ModelCard; taken: ModelRow[]; before: Omit<ModelCard, 'rows' | 'live'> };
  live: boolean;
}

export class SyncModel {
  readonly collections: ModelCollection[] = [];
  readonly cards: ModelCard[] = [];
  readonly transactions: ModelTransaction[] = [];
  readonly definitions: ModelDefinition[] = [];
  readonly sealed: ModelSealed[] = [];
  readonly locations: ModelLocation[] = [];
  private counter = 0;

  /** A name no other write of this case uses. */
  freshName(prefix: 'col' | 'card' | 'box' | 'loc' | 'cert'): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  ownCollections(device: number): ModelCollection[] {
    return this.collections.filter((c) => c.live && c.owner === device);
  }

  ownCards(device: number): ModelCard[] {
    return this.cards.filter((c) => c.live && c.owner === device);
  }

  addCollection(owner: number, tempId: string, name: string, description: string): void {
    this.collections.push({
      owner,
      tempId,
      name,
      description,
      lastNames: new Map([[owner, name]]),
      ownerRenamed: false,
      live: true,
    });
  }

  rename(collection: ModelCollection, device: number, name: string): void {
    if (device === collection.owner) {
      collection.name = name;
      collection.ownerRenamed = true;
    }
    collection.lastNames.set(device, name);
  }

  /** The server cascades to the cards and transactions that are in it when the delete arrives. */
  deleteCollection(collection: ModelCollection): void {
    collection.live = false;
    for (const card of this.cards) if (card.collection === collection) card.live = false;
    for (const unit of this.sealed) if (unit.collection === collection) unit.live = false;
    for (const transaction of this.transactions)
      if (transaction.collection === collection) transaction.live = false;
  }

  addCard(owner: number, tempId: string, collection: ModelCollection, fields: CardFields): ModelCard {
    const { quantity, ...rest } = fields;
    const card = {
      owner,
      tempId,
      collection,
      ...rest,
      place: null,
      rows: [{ quantity, lot: null }],
      purchased: false,
      graded: false,
      live: true,
    };
    this.cards.push(card);
    return card;
  }

  liveCollections(): ModelCollection[] {
    return this.collections.filter((c) => c.live);
  }

  liveCards(): ModelCard[] {
    return this.cards.filter((c) => c.live);
  }

  ownTransactions(device: number): ModelTransaction[] {
    return this.transactions.filter((t) => t.live && t.owner === device);
  }

  ownSealed(device: number): ModelSealed[] {
    return this.sealed.filter((u) => u.live && u.owner === device);
  }

  liveSealed(): ModelSealed[] {
    return this.sealed.filter((u) => u.live);
  }

  liveTransactions(): ModelTransaction[] {
    return this.transactions.filter((t) => t.live);
  }

  ownLocations(device: number): ModelLocation[] {
    return this.locations.filter((l) => l.live && l.owner === device);
  }

  liveLocations(): ModelLocation[] {
    return this.locations.filter((l) => l.live);
  }

  /** Its copies go to `moveTo` (page and slot cleared) or to Unfiled. */
  deleteLocation(location: ModelLocation, moveTo: ModelLocation | null): void {
    location.live = false;
    for (const card of this.cards) {
      if (card.place?.location !== location) continue;
      card.place = moveTo && { location: moveTo, page: null, slot: null };
    }
  }
}

/** The record a step's `pick` names among those it may touch (modulo, so any pick is valid). */
export const chosen = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];

export const totalOf = (card: Pick<ModelCard, 'rows'>) =>
  card.rows.reduce((sum, row) => sum + row.quantity, 0);

/**
 * Takes copies as the ledger does: purchased lots (dated, all on one date) before undated ones, each
 * in row order; rows taken to 0 are dropped, a card left with none is deleted.
 */
export function sellCopies(card: ModelCard, quantity: number): ModelRow[] {
  const order = [...card.rows.filter((r) => r.lot !== null), ...card.rows.filter((r) => r.lot === null)];
  const taken: ModelRow[] = [];
  let wanted = quantity;
  for (const row of order) {
    if (wanted === 0) break;
    const take = Math.min(wanted, row.quantity);
    row.quantity -= take;
    taken.push({ quantity: take, lot: row.lot });
    wanted -= take;
  }
  card.rows = card.rows.filter((r) => r.quantity > 0);
  if (card.rows.length === 0) card.live = false;
  return taken;
}

/** A deleted transaction's effect undone: a purchase's lots leave its cards, a sale's copies come back. */
export function reverseTransaction(transaction: ModelTransaction): void {
  transaction.live = false;
  for (const card of transaction.cards) {
    if (!card.live) continue;
    card.rows = card.rows.filter((r) => r.lot !== transaction);
    if (card.rows.length === 0) card.live = false;
  }
  for (const unit of transaction.sealed ?? []) unit.live = false;
  if (transaction.opened) transaction.opened.live = true;
  const sold = transaction.sold;
  if (!sold) return;
  if (!sold.card.live) {
    // Back in its slot while its location exists, unfiled once the location was deleted.
    const place = sold.before.place?.location.live ? sold.before.place : null;
    Object.assign(sold.card, sold.before, { place, rows: [], live: true });
  }
  // As the ledger gives copies back (returnCopies): last taken first, an emptied lot in front of the
  // rows taken after it. Every lot here has the test's one date; undated rows come last.
  for (const entry of [...sold.taken].reverse()) {
    const lot = sold.card.rows.find((r) => r.lot === entry.lot);
    if (lot) {
      lot.quantity += entry.quantity;
      continue;
    }
    const next = sold.card.rows.findIndex((r) => entry.lot !== null || r.lot === null);
    sold.card.rows.splice(next < 0 ? sold.card.rows.length : next, 0, { ...entry });
  }
}

/**
 * The names the server may end with for a collection: each device's last name for it. The create's
 * name is out once another device renamed it: that device only saw the collection after the create
 * reached the server, so its rename arrived later.
 */
export function acceptedNames(collection: ModelCollection): string[] {
  const others = [...collection.lastNames].filter(([device]) => device !== collection.owner);
  if (others.length > 0 && !collection.ownerRenamed) return others.map(([, name]) => name);
  return [...collection.lastNames.values()];
}
