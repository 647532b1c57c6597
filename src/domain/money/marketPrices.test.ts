import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from './exchangeRates';
import { cataloguePriceLookupIn, type MarketMoney, printingPriceIn } from './marketPrices';

const RATES: ExchangeRates = [
  { date: '2026-11-20', perEuro: { USD: 1.05, GBP: 0.85 } },
  { date: '2026-11-26', perEuro: { USD: 1.1, GBP: 0.86 } },
];
const money = (currency: string, priceDate = '2026-11-26'): MarketMoney => ({
  currency,
  rates: RATES,
  priceDate,
});
const prices = (fields: Partial<Parameters<typeof printingPriceIn>[0]>) => ({
  usd: null,
  usdFoil: null,
  usdEtched: null,
  eur: null,
  eurFoil: null,
  ...fields,
});

describe('catalogue prices in the display currency', () => {
  it('shows a EUR collector $3.47 as €3.15 at 1 EUR = 1.10 USD when the card database has no EUR price', () => {
    const euros = printingPriceIn(prices({ usd: 3.47 }), false, money('EUR'));
    expect(euros).toBeCloseTo(3.1545, 4);
  });

  it("uses the card database's own price in the display currency unconverted", () => {
    expect(printingPriceIn(prices({ usd: 3.47, eur: 2.9 }), false, money('EUR'))).toBe(2.9);
    expect(printingPriceIn(prices({ usd: 3.47, eur: 2.9 }), false, money('USD'))).toBe(3.47);
    expect(printingPriceIn(prices({ usdFoil: 9, eur: 2.9, eurFoil: 8.1 }), true, money('EUR'))).toBe(8.1);
  });

  it('converts at the rates of the prices’ day, and the EUR price where there is no USD one', () => {
    expect(printingPriceIn(prices({ usd: 10.5 }), false, money('GBP', '2026-11-21'))).toBeCloseTo(8.5, 10);
    expect(printingPriceIn(prices({ eur: 10 }), false, money('USD'))).toBeCloseTo(11, 10);
    expect(printingPriceIn(prices({ usdEtched: 2.2 }), true, money('EUR'))).toBeCloseTo(2, 10);
  });

  it('answers no price rather than a wrong one when no rate is known', () => {
    expect(printingPriceIn(prices({ usd: 3.47 }), false, { ...money('EUR'), rates: [] })).toBeUndefined();
    expect(printingPriceIn(prices({ usd: 3.47 }), false, money('CHF'))).toBeUndefined();
    expect(printingPriceIn(prices({}), false, money('USD'))).toBeUndefined();
  });

  it("prices a copy by its printing's finish through the lookup", () => {
    const printing = prices({ usd: 1.1, usdFoil: 4.4 });
    const lookup = cataloguePriceLookupIn(
      (card) => (card.name === 'Bolt' ? printing : undefined),
      money('EUR'),
    );
    expect(lookup({ name: 'Bolt', setCode: 'lea', foil: true })).toBeCloseTo(4, 10);
    expect(lookup({ name: 'Bolt', setCode: 'lea', foil: false })).toBeCloseTo(1, 10);
    expect(lookup({ name: 'Other', setCode: 'lea', foil: false })).toBeUndefined();
  });
});
