import { CATALOGUE_COLUMNS, type CompactRow, toCompactRow } from '../../domain/catalogue/compactRows';
import { catalogueRecordFromScryfall } from '../../domain/catalogue/fromScryfall';
import type { CatalogueDatabase } from '../catalogue/catalogueDatabase';
import { storeCatalogue } from '../catalogue/storeCatalogue';

/** Card database answers as the catalogue rows the ingest makes of them (those it keeps). */
export function catalogueRowsOf(cards: readonly unknown[]): CompactRow[] {
  return cards.flatMap((card) => {
    const record = catalogueRecordFromScryfall(card);
    return record ? [toCompactRow(record)] : [];
  });
}

/** Stores `rows` as the device's whole catalogue, version 1: a test's printings on the device. */
export function storeTestCatalogue(
  db: CatalogueDatabase,
  rows: CompactRow[],
  priceDate: string | null = '2026-11-22',
): Promise<void> {
  return storeCatalogue(db, {
    version: 1,
    full: true,
    priceDate,
    total: rows.length,
    columns: [...CATALOGUE_COLUMNS],
    rates: [],
    rows,
  });
}
