import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { InputError } from '../errors';
import type { Mutation } from '../outbox/mutator';
import type { OutboxCall } from '../outbox/types';
import type { SealedDefinitionRow, SealedProductRow } from '../rows';
import { findSameDefinition } from './definitionLookup';

/*
 * The writes of a definition, run inside a use case's mutator transaction: Edit Product Definition and
 * Edit Sealed Product (which may re-point a product at another definition) write through the same ones.
 */

/** The fields a sealed product shows from its definition (the server joins them in on read). */
export const JOINED_DEFINITION_FIELDS = ['name', 'set', 'type', 'releaseDate', 'imageUrl'] as const;
export type JoinedFields = Pick<SealedProductRow, (typeof JOINED_DEFINITION_FIELDS)[number]>;

export function joinedFieldsOf(definition: JoinedFields): JoinedFields {
  const { name, set, type, releaseDate, imageUrl } = definition;
  return { name, set, type, releaseDate, imageUrl };
}

/** Only the given fields that differ from the row: what a partial PUT has to carry. */
export function changedFields<T extends object>(row: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key as keyof T]),
    ),
  ) as Partial<T>;
}

/** The `POST /sealed-products/definitions` that tells the server about a definition made on the device. */
export function definitionCreateCall(definition: SealedDefinitionRow): OutboxCall {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...body } = definition;
  return { ...callOf(API.sealedDefinitions.create), body };
}

/**
 * Applies `patch` to a definition: only what changes is stored and sent (partial PUT). Refused, writing
 * nothing, when another definition has the new name|set|type. The device's sealed products of this
 * definition show the new joined fields at once (the server re-sends them to other devices).
 */
export async function writeDefinitionChange(
  { db, now }: Mutation,
  row: SealedDefinitionRow,
  patch: Partial<SealedDefinitionRow>,
): Promise<SealedDefinitionRow> {
  const body = changedFields(row, patch);
  if (Object.keys(body).length === 0) return row;
  const next: SealedDefinitionRow = { ...row, ...body, updatedAt: now };
  if (await findSameDefinition(db, next, row.id)) {
    throw new InputError(TEXTS.definitionExists, { name: TEXTS.definitionExists });
  }
  const changes = rowChange('sealedDefinitions', next, 'update');
  const joined = changedFields<JoinedFields>(joinedFieldsOf(row), joinedFieldsOf(next));
  if (Object.keys(joined).length > 0) {
    // Shown by the products, never sent for them: the server joins them in on read.
    const products = await db.sealedProducts.where('definitionId').equals(row.id).toArray();
    for (const product of products) {
      changes.writes.push({ table: 'sealedProducts', id: product.id, row: { ...product, ...joined } });
    }
  }
  await commit(db, changes, { ...callOf(API.sealedDefinitions.update, { id: row.id }), body }, now);
  return next;
}
