import type { ApiClient } from '../../api/apiClient';
import { fetchPriceHistory } from '../../api/priceHistory';
import { PRICE_HISTORY_DAYS } from '../../domain/catalogue/catalogueContract';
import type { CatalogueCard } from '../../domain/catalogue/cataloguePrices';
import { backfillSnapshots, type HeldPrinting } from '../../domain/profit/valueBackfill';
import { addDays } from '../../domain/profit/valueSnapshots';
import type { Card } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { readValueSnapshots, storeBackfill } from './valueSnapshots';

type HeldCard = CatalogueCard & Pick<Card, 'status' | 'conditionQuantities'>;

/** The held copies grouped by the catalogue printing and finish they are of; unknown printings left out. */
export function heldPrintings(
  cards: readonly HeldCard[],
  printingOf: (card: CatalogueCard) => { id: string } | undefined,
): HeldPrinting[] {
  const held = new Map<string, { printingId: string; foil: boolean; lots: HeldPrinting['lots'][number][] }>();
  for (const card of cards) {
    if (card.status !== 'have') continue;
    const printing = printingOf(card);
    if (!printing) continue;
    const key = `${printing.id}|${card.foil}`;
    let entry = held.get(key);
    if (!entry) {
      entry = { printingId: printing.id, foil: card.foil, lots: [] };
      held.set(key, entry);
    }
    entry.lots.push(...card.conditionQuantities);
  }
  return [...held.values()];
}

const backfilledKey = (collectionId: string) => `valueBackfilledUntil:${collectionId}`;

/**
 * Rebuilds the year before the collection's first snapshot from the catalogue's price history of the
 * printings it holds, once per collection (and again only if an older first day appears). Asks the
 * server in batches of the route's limit; offline it throws and the next open tries again. Answers how
 * many days it stored.
 */
export async function backfillValueHistory(
  db: CardfolioDatabase,
  client: Pick<ApiClient, 'send'>,
  collectionId: string,
  cards: readonly HeldCard[],
  printingOf: (card: CatalogueCard) => { id: string } | undefined,
  today: string,
): Promise<number> {
  const snapshots = await readValueSnapshots(db, collectionId);
  const firstDevice = snapshots.find((snapshot) => snapshot.source === 'device')?.day ?? today;
  const done = await db.meta.get(backfilledKey(collectionId));
  if (typeof done?.value === 'string' && done.value <= firstDevice) return 0;
  const holdings = heldPrintings(cards, printingOf);
  const history = await fetchPriceHistory(
    client,
    holdings.map((holding) => holding.printingId),
  );
  const rebuilt = backfillSnapshots({
    collectionId,
    holdings,
    history,
    from: addDays(firstDevice, -PRICE_HISTORY_DAYS),
    until: firstDevice,
    existingDays: new Set(snapshots.map((snapshot) => snapshot.day)),
  });
  const stored = await storeBackfill(db, rebuilt);
  await db.meta.put({ key: backfilledKey(collectionId), value: firstDevice });
  return stored;
}
