import { exportLines } from '../../domain/importExport/exportLines';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import type { PeerFormat } from '../../domain/importExport/peerFormat';
import { exportPeerFile, type PeerExport } from '../../domain/importExport/writePeerCsv';
import type { Card } from '../../domain/schemas';
import type { CatalogueDatabase } from '../catalogue/catalogueDatabase';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { deviceCatalogueLookup } from './deviceCatalogueLookup';

/**
 * The cards of one collection (or of all, `collectionId` null) as a file in `format`, with how many
 * rows the format could not take (Cardmarket: cards without its product id). One read of the cards
 * and one of the catalogue's index; no query per card. Refused, with the reason, when there is no
 * card or every line was left out (the format's needs, the want list): an empty file would look like
 * an empty collection.
 */
export async function exportCollectionFile(
  db: CardfolioDatabase,
  catalogue: CatalogueDatabase | null,
  collectionId: string | null,
  format: PeerFormat,
): Promise<PeerExport> {
  const cards: Card[] =
    collectionId === null
      ? await db.cards.toArray()
      : await db.cards.where('collectionId').equals(collectionId).toArray();
  if (cards.length === 0) throw new InputError(IMPORT_TEXTS.nothingToExport);
  const lookup = catalogue ? await deviceCatalogueLookup(catalogue) : null;
  const file = exportPeerFile(format, exportLines(cards, lookup));
  if (file.written > 0) return file;
  const needs = format.exportNeeds;
  if (needs && file.leftOut > 0) throw new InputError(needs.leftOut(file.leftOut, 0));
  if (file.wantsLeftOut > 0) throw new InputError(IMPORT_TEXTS.wantsLeftOut(file.wantsLeftOut, format.label));
  throw new InputError(IMPORT_TEXTS.nothingToExport);
}

/** The file alone (the in-page bench reads only the text). */
export async function exportCollection(
  db: CardfolioDatabase,
  catalogue: CatalogueDatabase | null,
  collectionId: string | null,
  format: PeerFormat,
): Promise<string> {
  return (await exportCollectionFile(db, catalogue, collectionId, format)).text;
}
