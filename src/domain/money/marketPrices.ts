import { type CatalogueCard, type CataloguePriceLookup, priceByFinish } from '../catalogue/cataloguePrices';
import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { type CurrencyCode, convertAmount, type ExchangeRates } from './exchangeRates';

/** The card database prices a printing in these two currencies itself (`prices.usd…`, `prices.eur…`). */
type PrintingPrices = Pick<CataloguePrinting, 'usd' | 'usdFoil' | 'usdEtched' | 'eur' | 'eurFoil'>;

/** What market values are shown in: the display currency, the rates held, and the prices' day. */
export interface MarketMoney {
  currency: CurrencyCode;
  rates: ExchangeRates;
  /** The catalogue's price date: its prices convert at that day's rates (today's when unknown). */
  priceDate: string;
}

const known = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

function euroByFinish(prices: PrintingPrices, foil: boolean): number | undefined {
  const price = foil ? prices.eurFoil : prices.eur;
  return known(price) ? price : undefined;
}

/**
 * A printing's market price in `money.currency` (issue 29): the card database's own price in that
 * currency as given (a EUR collector sees its `eur` unconverted); otherwise its USD price converted at
 * the day's reference rate, else its EUR price converted. Undefined when it has no price, or no rate
 * is known for the currency: no figure rather than a dollar amount under another symbol.
 */
export function printingPriceIn(
  prices: PrintingPrices,
  foil: boolean,
  money: MarketMoney,
): number | undefined {
  const dollars = priceByFinish(prices, foil);
  const euros = euroByFinish(prices, foil);
  if (money.currency === 'USD' && dollars !== undefined) return dollars;
  if (money.currency === 'EUR' && euros !== undefined) return euros;
  if (dollars !== undefined)
    return convertAmount(dollars, 'USD', money.currency, money.priceDate, money.rates);
  if (euros !== undefined) return convertAmount(euros, 'EUR', money.currency, money.priceDate, money.rates);
  return undefined;
}

/** A copy's catalogue price in the display currency, through the printing lookup. */
export function cataloguePriceLookupIn(
  printingOf: (card: CatalogueCard) => PrintingPrices | undefined,
  money: MarketMoney,
): CataloguePriceLookup {
  return (card) => {
    const printing = printingOf(card);
    return printing ? printingPriceIn(printing, card.foil, money) : undefined;
  };
}
