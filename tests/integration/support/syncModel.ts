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

export interface ModelCard {
  owner: number;
  tempId: string;
  collection: ModelCollection;
  name: string;
  status: ItemStatus;
  foil: boolean;
  notes: string;
  quantity: number;
  live: boolean;
}

export type CardFields = Pick<ModelCard, 'name' | 'status' | 'foil' | 'notes' | 'quantity'>;

export class SyncModel {
  readonly collections: ModelCollection[] = [];
  readonly cards: ModelCard[] = [];
  private counter = 0;

  /** A name no other write of this case uses. */
  freshName(prefix: 'col' | 'card'): string {
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

  /** The server cascades to the cards that are in it when the delete arrives. */
  deleteCollection(collection: ModelCollection): void {
    collection.live = false;
    for (const card of this.cards) if (card.collection === collection) card.live = false;
  }

  addCard(owner: number, tempId: string, collection: ModelCollection, fields: CardFields): void {
    this.cards.push({ owner, tempId, collection, ...fields, live: true });
  }

  liveCollections(): ModelCollection[] {
    return this.collections.filter((c) => c.live);
  }

  liveCards(): ModelCard[] {
    return this.cards.filter((c) => c.live);
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
