import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, fromCompactRow } from '../../domain/catalogue/compactRows';
import { CatalogueDatabase } from './catalogueDatabase';
import { loadCatalogue } from './catalogueIndex';

const NAME = 'catalogue-upgrade-test';
afterEach(() => Dexie.delete(NAME));

/** A printing as versions 1 and 2 stored it: one record per printing. */
const stored = (id: string, name: string, usd: number) =>
  fromCompactRow(
    CATALOGUE_COLUMNS.map((column) =>
      column === 'id' ? id : column === 'name' ? name : column === 'usd' ? usd : null,
    ),
    CATALOGUE_COLUMNS,
  );

describe('the device catalogue database', () => {
  it('moves the printings of version 1 into chunks and keeps its state, so search works offline after the upgrade', async () => {
    const old = new Dexie(NAME);
    old.version(1).stores({ printings: 'id, name', state: 'key' });
    await old
      .table('printings')
      .bulkPut([stored('p1', 'Lightning Bolt', 1.5), stored('p2', 'Counterspell', 0.75)]);
    await old.table('state').put({ key: 'state', version: 3, priceDate: '2026-11-22', total: 2 });
    old.close();

    const db = new CatalogueDatabase(NAME);
    const catalogue = await loadCatalogue(db);
    expect([...(catalogue?.printings.values() ?? [])]).toEqual([
      stored('p1', 'Lightning Bolt', 1.5),
      stored('p2', 'Counterspell', 0.75),
    ]);
    expect(catalogue?.search.search('bolt')).toEqual(['p1']);
    expect(await db.state.get('state')).toMatchObject({ version: 3, total: 2 });
    expect(db.tables.map((table) => table.name).sort()).toEqual(['chunks', 'rates', 'state']);
    db.close();
  });
});
