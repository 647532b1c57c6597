import { afterEach, describe, expect, it } from 'vitest';
import { CardfolioDatabase } from './database';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS } from './migrations';

const opened: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const STAMP = '2025-01-01T00:00:00.000Z';
const definition = (id: string, name: string, set: string, type: string) => ({
  id,
  name,
  set,
  type,
  description: '',
  releaseDate: null,
  imageUrl: '',
  isActive: true,
  createdAt: STAMP,
  updatedAt: STAMP,
});
/** A sealed product as the device stored it before definitions: no definitionId. */
const olderProduct = (id: string, name: string, set: string, type: string) => ({
  id,
  collectionId: 'c1',
  name,
  set,
  type,
  condition: 'Sealed',
  status: 'have',
  quantity: 1,
});

describe('schema v2: older sealed products get their definition', () => {
  it('attaches definitionId by lowercase name, set and type; leaves unmatched and linked rows alone', async () => {
    const name = `sealed-v1-${crypto.randomUUID()}`;
    const v1 = new CardfolioDatabase(
      name,
      SCHEMA_VERSIONS.filter((version) => version.version === 1),
    );
    opened.push(v1);
    await v1.sealedDefinitions.bulkAdd([
      definition('d-box', 'Foundations Play Booster Box', 'Foundations', 'Booster Box') as never,
      definition('d-deck', 'Starter Deck', 'Foundations', 'Preconstructed Deck') as never,
    ]);
    await v1.sealedProducts.bulkAdd([
      olderProduct('p1', ' foundations play booster box', 'FOUNDATIONS ', 'booster box') as never,
      olderProduct('p2', 'Starter Deck', 'Foundations', 'Bundle') as never,
      {
        ...olderProduct('p3', 'Starter Deck', 'Foundations', 'Preconstructed Deck'),
        definitionId: 'kept',
      } as never,
    ]);
    v1.close();

    const upgraded = new CardfolioDatabase(name);
    opened.push(upgraded);
    await upgraded.open();
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION);
    const rows = await upgraded.sealedProducts.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.definitionId])).toEqual([
      ['p1', 'd-box'],
      ['p2', undefined],
      ['p3', 'kept'],
    ]);
    expect(await upgraded.sealedProducts.where('definitionId').equals('d-box').count()).toBe(1);
  });
});
