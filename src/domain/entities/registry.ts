import type { SyncEntity } from '../schemas/sync';

/** A field of an entity's records that holds the id of another record. */
export interface Reference {
  /** Dotted path; `[]` steps into every element of a list: `conditionQuantities[].transactionId`. */
  field: string;
  /** The entity the id names; a transaction item's `id` names a card or a sealed product by its itemType. */
  to: readonly SyncEntity[];
  /** The named record owns this one: deleting it deletes this record too. */
  owner?: true;
}

const ref = (field: string, to: SyncEntity | readonly SyncEntity[], owner?: true): Reference => ({
  field,
  to: typeof to === 'string' ? [to] : to,
  ...(owner ? { owner } : {}),
});

/**
 * The one entity registry (DESIGN.md, Change sets): which fields of each synced entity reference which
 * entity, and which references own the record. Deleting a collection (device and server), reconcile
 * of temp ids and the sync test double read it; a new reference is added here, nowhere else.
 */
export const ENTITY_REFERENCES: Readonly<Record<SyncEntity, readonly Reference[]>> = {
  collections: [],
  cards: [
    ref('collectionId', 'collections', true),
    ref('conditionQuantities[].transactionId', 'transactions'),
    // Not owning: deleting a location moves its copies (to another location or "Unfiled").
    ref('locationId', 'locations'),
  ],
  sealedDefinitions: [],
  sealedProducts: [
    ref('collectionId', 'collections', true),
    ref('definitionId', 'sealedDefinitions'),
    ref('transactionId', 'transactions'),
  ],
  transactions: [
    ref('collectionId', 'collections', true),
    ref('items[].id', ['cards', 'sealedProducts']),
    ref('items[].definitionId', 'sealedDefinitions'),
  ],
  marketPrices: [ref('collectionId', 'collections', true)],
  locations: [],
  // A collection's want list goes with it; the list across collections has no collectionId.
  wants: [ref('collectionId', 'collections', true)],
  // Not owning: an alert whose want is deleted has no price and never fires; the bell deletes it.
  alerts: [ref('wantId', 'wants')],
};

const ENTITIES = Object.keys(ENTITY_REFERENCES) as SyncEntity[];

/** Every field, of every entity, that references a record of `target`. */
export function referencesTo(target: SyncEntity): { entity: SyncEntity; field: string; owner: boolean }[] {
  return ENTITIES.flatMap((entity) =>
    ENTITY_REFERENCES[entity]
      .filter((reference) => reference.to.includes(target))
      .map((reference) => ({ entity, field: reference.field, owner: reference.owner === true })),
  );
}

/**
 * The records `owner` owns, as entity and the top-level field that holds the owner's id: deleting an
 * `owner` record deletes every record whose `field` is its id. A collection owns its cards, sealed
 * products, transactions, market prices and want list.
 */
export function ownedBy(owner: SyncEntity): { entity: SyncEntity; field: string }[] {
  return referencesTo(owner)
    .filter((reference) => reference.owner)
    .map(({ entity, field }) => ({ entity, field }));
}

/** The entities a collection owns: deleted with it. */
export const COLLECTION_OWNED: readonly SyncEntity[] = ownedBy('collections').map(({ entity }) => entity);

/** A reference held in a record's own field (no list step), which a table can index. */
export const isTopLevelField = (field: string) => !field.includes('.') && !field.includes('[]');
