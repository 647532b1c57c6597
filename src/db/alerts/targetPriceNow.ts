import { priceInFinish } from '../../domain/alerts/alertPrice';
import { printingsByName, wantPrice } from '../../domain/alerts/evaluate';
import type { Alert } from '../../domain/alerts/schema';
import { matchKey } from '../../domain/wants/matchKey';
import { catalogueDatabase } from '../catalogue/catalogueDatabase';
import { loadCatalogue } from '../catalogue/catalogueIndex';
import type { CardfolioDatabase } from '../database';

/** Today's USD price of what an alert would watch, from the device's catalogue; null when unknown. */
export async function targetPriceNow(
  db: CardfolioDatabase,
  target: Pick<Alert, 'printingId' | 'wantId' | 'finish'>,
): Promise<number | null> {
  const catalogue = await loadCatalogue(catalogueDatabase());
  if (!catalogue) return null;
  if (target.printingId) {
    const printing = catalogue.printings.get(target.printingId);
    return printing ? priceInFinish(printing, target.finish) : null;
  }
  const want = target.wantId ? await db.wants.get(target.wantId) : undefined;
  if (!want) return null;
  const named = [...catalogue.printings.values()].filter(
    (printing) => matchKey(printing.name) === matchKey(want.name),
  );
  return wantPrice(want, target.finish, printingsByName(named));
}
