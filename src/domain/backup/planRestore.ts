import type { Location } from '../locations/schema';
import type { Card, Collection, MarketPrice, SealedDefinition, SealedProduct, Transaction } from '../schemas';
import { sealedDefinitionKey } from '../sealed/definitionKey';
import type { Want } from '../wants/schema';
import type { BackupCollection, BackupFile } from './backupFormat';
import {
  cardFingerprint,
  locationFingerprint,
  marketPriceFingerprint,
  sealedFingerprint,
  transactionFingerprint,
  wantFingerprint,
} from './fingerprints';
import { remapIds } from './remapIds';

/** The device's rows a restore may add to: it adds only what is not there yet. */
export interface ExistingRows {
  collections: Collection[];
  sealedDefinitions: SealedDefinition[];
  /** The rows of the collections the backup's collections land in (same name, or the current one). */
  cards: Card[];
  sealedProducts: SealedProduct[];
  transactions: Transaction[];
  marketPrices: MarketPrice[];
  locations: Location[];
  /** The want lists a restore may add to: those of the landing collections and the list across them. */
  wants: Want[];
}

export interface RestoreRows {
  collections: Collection[];
  sealedDefinitions: SealedDefinition[];
  locations: Location[];
  cards: Card[];
  sealedProducts: SealedProduct[];
  transactions: Transaction[];
  marketPrices: MarketPrice[];
  wants: Want[];
}
export type RestoreKind = keyof RestoreRows;

/** No rows of any kind: where a plan, a chunk or a bench starts. */
export const emptyRestoreRows = (): RestoreRows => ({
  collections: [],
  sealedDefinitions: [],
  locations: [],
  cards: [],
  sealedProducts: [],
  transactions: [],
  marketPrices: [],
  wants: [],
});

export interface RestorePlan {
  /** The new rows, every id new and every reference pointing at the restored or existing record. */
  add: RestoreRows;
  /** Records of the file already on the device (a second restore of the same file skips them all). */
  skipped: Record<RestoreKind, number>;
}

export interface PlanOptions {
  /** A backup's collection lands here instead of by name (the spec's plain arrays go to the current collection). */
  intoCollectionId?: string;
  newId: () => string;
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * Matches `records` with existing ones of the same fingerprint, one to one (a collection may hold two
 * identical copies, and a file with three of them then adds the third only). Records it matches map to
 * the existing id in `ids`; the others get a new id and are returned.
 */
function matchOrAdd<T extends { id: string }>(
  records: readonly T[],
  existing: readonly T[],
  fingerprint: (record: T) => string,
  ids: Map<string, string>,
  newId: () => string,
): T[] {
  const free = new Map<string, string[]>();
  for (const row of existing) {
    const key = fingerprint(row);
    const list = free.get(key);
    if (list) list.push(row.id);
    else free.set(key, [row.id]);
  }
  const added: T[] = [];
  for (const record of records) {
    const match = free.get(fingerprint(record))?.pop();
    if (match !== undefined) ids.set(record.id, match);
    else {
      ids.set(record.id, newId());
      added.push(record);
    }
  }
  return added;
}

const inCollection = <T extends { collectionId: string | null }>(
  rows: readonly T[],
  collectionId: string | null,
) => rows.filter((row) => row.collectionId === collectionId);

/** Kinds that are the user's rather than a collection's: the file holds them once, at its top level. */
const USER_LEVEL = ['collections', 'sealedDefinitions', 'locations', 'wants'] as const;

/**
 * A card filed in a location that is neither in the file nor on the device (a version 1 file, or the
 * location was deleted since) comes back unfiled rather than naming a place that does not exist.
 */
function withKnownPlace(card: Card, known: (locationId: string) => boolean): Card {
  if (card.locationId === null || card.locationId === undefined || known(card.locationId)) return card;
  return { ...card, locationId: null, page: null, slot: null };
}

/**
 * The file's wants, each matched against the list it lands on: a collection's list follows its
 * collection; a want whose collection the file does not hold joins the list across collections.
 */
function addWants(
  backup: BackupFile,
  existing: readonly Want[],
  ids: Map<string, string>,
  newId: () => string,
) {
  const lists = new Map<string | null, Want[]>();
  for (const want of backup.wants) {
    const listed =
      want.collectionId !== null && ids.has(want.collectionId) ? want : { ...want, collectionId: null };
    const target = listed.collectionId === null ? null : (ids.get(listed.collectionId) ?? null);
    lists.set(target, [...(lists.get(target) ?? []), listed]);
  }
  return [...lists].flatMap(([target, wants]) =>
    matchOrAdd(wants, inCollection(existing, target), wantFingerprint, ids, newId),
  );
}

/**
 * What restoring `backup` adds to the device (pure; the device writes it in one transaction). A
 * collection lands in the existing one of the same name (a new account's default collection takes the
 * backup's default) or becomes a new one; definitions are matched by name, set and type; records
 * already there are skipped, so restoring the same file twice adds nothing the second time.
 */
export function planRestore(backup: BackupFile, existing: ExistingRows, options: PlanOptions): RestorePlan {
  const { newId } = options;
  const ids = new Map<string, string>();
  const fresh = emptyRestoreRows();
  const existingByName = new Map(existing.collections.map((c) => [sameName(c.name), c.id]));
  const targets: { entry: BackupCollection; targetId: string }[] = [];
  for (const entry of backup.collections) {
    const targetId = options.intoCollectionId ?? existingByName.get(sameName(entry.collection.name));
    if (targetId !== undefined) {
      ids.set(entry.collection.id, targetId);
      targets.push({ entry, targetId });
    } else {
      const id = newId();
      ids.set(entry.collection.id, id);
      existingByName.set(sameName(entry.collection.name), id);
      fresh.collections.push({ ...entry.collection, isDefault: false });
      targets.push({ entry, targetId: id });
    }
  }
  fresh.sealedDefinitions = matchOrAdd(
    backup.sealedDefinitions,
    existing.sealedDefinitions,
    sealedDefinitionKey,
    ids,
    newId,
  );
  fresh.locations = matchOrAdd(backup.locations, existing.locations, locationFingerprint, ids, newId);
  const onDevice = new Set(existing.locations.map((location) => location.id));
  const knownPlace = (locationId: string) => ids.has(locationId) || onDevice.has(locationId);
  // An instance shows its definition's name, set and type (the server joins them in), so a file whose
  // copies disagree with their definition is read as the server will answer it.
  const definitionById = new Map(backup.sealedDefinitions.map((d) => [d.id, d]));
  const joinDefinition = (product: SealedProduct): SealedProduct => {
    const definition = definitionById.get(product.definitionId);
    if (!definition) return product;
    const { name, set, type, releaseDate, imageUrl } = definition;
    return { ...product, name, set, type, releaseDate, imageUrl };
  };
  for (const { entry, targetId } of targets) {
    const add = <T extends { id: string; collectionId: string }>(
      records: readonly T[],
      rows: readonly T[],
      fingerprint: (record: T) => string,
    ) => matchOrAdd(records, inCollection(rows, targetId), fingerprint, ids, newId);
    fresh.cards.push(
      ...add(entry.cards, existing.cards, cardFingerprint).map((card) => withKnownPlace(card, knownPlace)),
    );
    fresh.sealedProducts.push(
      ...add(entry.sealedProducts.map(joinDefinition), existing.sealedProducts, sealedFingerprint),
    );
    fresh.transactions.push(...add(entry.transactions, existing.transactions, transactionFingerprint));
    fresh.marketPrices.push(...add(entry.marketPrices, existing.marketPrices, marketPriceFingerprint));
  }
  fresh.wants = addWants(backup, existing.wants, ids, newId);
  const total = (kind: RestoreKind) =>
    kind === 'collections'
      ? backup.collections.length
      : (USER_LEVEL as readonly string[]).includes(kind)
        ? backup[kind as Exclude<(typeof USER_LEVEL)[number], 'collections'>].length
        : backup.collections.reduce(
            (sum, entry) => sum + entry[kind as Exclude<RestoreKind, (typeof USER_LEVEL)[number]>].length,
            0,
          );
  const kinds = Object.keys(fresh) as RestoreKind[];
  const skipped = Object.fromEntries(kinds.map((kind) => [kind, total(kind) - fresh[kind].length])) as Record<
    RestoreKind,
    number
  >;
  // Every id is decided before any row is copied: cards name transactions and transactions name cards.
  const add = Object.fromEntries(
    kinds.map((kind) => [kind, remapIds(fresh[kind], ids)]),
  ) as unknown as RestoreRows;
  return { add, skipped };
}
