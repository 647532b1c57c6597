/**
 * A copy of `value` with every string that is a key of `ids` replaced by its value. A restored record
 * gets a new id, and every reference to it (collectionId, definitionId, conditionQuantities[].transactionId,
 * items[].id, ledger received and taken…) must follow; ids are uuids or `temp-<uuid>`, so no other
 * field equals one, and a generic walk cannot miss a reference the entity registry adds later.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids)) as T;
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = remapIds(field, ids);
    return copy as T;
  }
  return value;
}
