import { exportLines } from '../../domain/importExport/exportLines';
import type { PeerFormat } from '../../domain/importExport/peerFormat';
import { writePeerCsv } from '../../domain/importExport/writePeerCsv';
import type { Card } from '../../domain/schemas';
import type { CatalogueDatabase } from '../catalogue/catalogueDatabase';
import type { CardfolioDatabase } from '../database';
import { deviceCatalogueLookup } from './deviceCatalogueLookup';

/**
 * The cards of one collection (or of all, `collectionId` null) as a file in `format`. One read of the
 * cards and one of the catalogue's index; no query per card.
 */
export async function exportCollection(
  db: CardfolioDatabase,
  catalogue: CatalogueDatabase | null,
  collectionId: string | null,
  format: PeerFormat,
): Promise<string> {
  const cards: Card[] =
    collectionId === null
      ? await db.cards.toArray()
      : await db.cards.where('collectionId').equals(collectionId).toArray();
  const lookup = catalogue ? await deviceCatalogueLookup(catalogue) : null;
  return writePeerCsv(format, exportLines(cards, lookup));
}
