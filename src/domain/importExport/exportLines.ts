import type { Card } from '../schemas';
import type { CatalogueLookup } from './catalogueLookup';
import type { ExportLine } from './peerRow';

/**
 * A collection's cards as export lines: one per condition row (quantities per condition and
 * finish), with the printing's collector number and ids where the catalogue knows the card's image.
 */
export function exportLines(cards: readonly Card[], lookup: CatalogueLookup | null): ExportLine[] {
  const lines: ExportLine[] = [];
  for (const card of cards) {
    const printing = lookup?.byImage(card.imageUrl);
    for (const row of card.conditionQuantities) {
      lines.push({
        name: card.name,
        setCode: card.setCode,
        setName: card.set,
        collectorNumber: printing?.collectorNumber ?? '',
        scryfallId: printing?.id ?? '',
        cardmarketId: printing?.cardmarket_id ?? null,
        rarity: card.rarity,
        quantity: row.quantity,
        condition: row.condition,
        finish: card.foil ? 'foil' : 'nonfoil',
        language: 'en',
        purchasePrice: row.purchasePrice,
        date: row.purchaseDate,
        status: card.status,
      });
    }
  }
  return lines;
}
