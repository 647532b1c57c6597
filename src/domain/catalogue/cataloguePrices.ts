import type { Card } from '../schemas';
import type { CataloguePriceFields, CataloguePrinting } from './cataloguePrinting';

export type PricedPrinting = Pick<CataloguePrinting, 'name' | 'setCode' | 'collectorNumber' | 'tcgplayerId'> &
  CataloguePriceFields;

export type CatalogueCard = Pick<Card, 'name' | 'setCode' | 'foil'> & { tcgplayer_id?: number | null };

/** Finds the catalogue's market price of a copy; undefined when the catalogue has none. */
export type CataloguePriceLookup = (card: CatalogueCard) => number | undefined;

const known = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/** A foil copy reads the foil price, else the etched one (etched cards are foils); others the plain price. */
export function priceByFinish(prices: CataloguePriceFields, foil: boolean): number | undefined {
  const price = foil ? (known(prices.usdFoil) ? prices.usdFoil : prices.usdEtched) : prices.usd;
  return known(price) ? price : undefined;
}

const nameSetKey = (name: string, setCode: string) =>
  `${name.trim().toLowerCase()}|${setCode.trim().toLowerCase()}`;
const numberOf = (printing: PricedPrinting) =>
  Number.parseInt(printing.collectorNumber, 10) || Number.MAX_SAFE_INTEGER;

/**
 * Copies name no printing, only a name and set (and the card database's TCGplayer id when added from
 * it): the id finds the exact printing, else the set's regular printing of the name (the lowest
 * collector number: variants and showcase frames are numbered after the set's main run).
 */
export function buildCataloguePrintingLookup<P extends PricedPrinting>(
  printings: Iterable<P>,
): (card: CatalogueCard) => P | undefined {
  const byTcgplayer = new Map<number, P>();
  const byNameSet = new Map<string, P>();
  for (const printing of printings) {
    if (printing.tcgplayerId !== null) byTcgplayer.set(printing.tcgplayerId, printing);
    const key = nameSetKey(printing.name, printing.setCode);
    const current = byNameSet.get(key);
    if (!current || numberOf(printing) < numberOf(current)) byNameSet.set(key, printing);
  }
  return (card) => {
    const exact = card.tcgplayer_id != null ? byTcgplayer.get(card.tcgplayer_id) : undefined;
    return exact ?? byNameSet.get(nameSetKey(card.name, card.setCode));
  };
}

/** A copy's catalogue price for its finish, through the printing lookup. */
export function priceLookupOf(
  printingOf: (card: CatalogueCard) => PricedPrinting | undefined,
): CataloguePriceLookup {
  return (card) => {
    const printing = printingOf(card);
    return printing ? priceByFinish(printing, card.foil) : undefined;
  };
}

export function buildCataloguePriceLookup(printings: Iterable<PricedPrinting>): CataloguePriceLookup {
  return priceLookupOf(buildCataloguePrintingLookup(printings));
}
