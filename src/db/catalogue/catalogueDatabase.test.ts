import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueDatabase } from './catalogueDatabase';

const NAME = 'catalogue-upgrade-test';
afterEach(() => Dexie.delete(NAME));

describe('the device catalogue database', () => {
  it('keeps the printings and the state of version 1 when it drops the unused name index', async () => {
    const old = new Dexie(NAME);
    old.version(1).stores({ printings: 'id, name', state: 'key' });
    await old.table('printings').bulkPut([
      { id: 'p1', name: 'Lightning Bolt' },
      { id: 'p2', name: 'Counterspell' },
    ]);
    await old.table('state').put({ key: 'state', version: 3, priceDate: '2026-11-22', total: 2 });
    old.close();

    const db = new CatalogueDatabase(NAME);
    expect(await db.printings.toArray()).toEqual([
      { id: 'p1', name: 'Lightning Bolt' },
      { id: 'p2', name: 'Counterspell' },
    ]);
    expect(await db.state.get('state')).toMatchObject({ version: 3, total: 2 });
    expect(db.printings.schema.indexes.map((index) => index.name)).toEqual([]);
    db.close();
  });
});
