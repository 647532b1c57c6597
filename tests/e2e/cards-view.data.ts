import type { SeedCard, SeedPrice } from './pages/CardsViewPage';

/**
 * A small collection whose figures are worked out by hand below. Transaction ids are free text on
 * cards; the view shows their last 8 characters.
 */
export const BOLT_TX_1 = 'e2e-purchase-aa11bb22';
export const BOLT_TX_2 = 'e2e-purchase-cc33dd44';
const ELVES_TX = 'e2e-purchase-ee55ff66';

const nearMint = (quantity: number, purchasePrice: number | null, transactionId: string | null = null) => ({
  condition: 'Near Mint' as const,
  quantity,
  purchasePrice,
  transactionId,
});

const bolt = {
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  setCode: 'M10',
  color: 'red',
  type: 'Instant',
  rarity: 'Common',
  manaCost: '{R}',
  imageUrl: '/icons/icon-512.png',
} as const;
const elves = {
  name: 'Llanowar Elves',
  set: 'Dominaria',
  setCode: 'DOM',
  color: 'green',
  type: 'Creature — Elf Druid',
  rarity: 'Common',
  manaCost: '{G}',
} as const;

export const CARDS: SeedCard[] = [
  { ...bolt, conditionQuantities: [nearMint(2, 1.5, BOLT_TX_1)] },
  { ...bolt, conditionQuantities: [nearMint(1, 3, BOLT_TX_2)] },
  {
    ...elves,
    conditionQuantities: [
      { condition: 'Lightly Played', quantity: 4, purchasePrice: 0.25, transactionId: ELVES_TX },
    ],
  },
  {
    ...elves,
    conditionQuantities: [
      { condition: 'Lightly Played', quantity: 2, purchasePrice: 0.25, transactionId: ELVES_TX },
    ],
  },
  {
    name: 'Counterspell',
    set: 'Seventh Edition',
    setCode: '7ED',
    color: 'blue',
    type: 'Instant',
    rarity: 'Uncommon',
    manaCost: '{U}{U}',
    status: 'want',
    conditionQuantities: [nearMint(1, null)],
  },
  {
    name: 'Black Lotus',
    set: 'Limited Edition Alpha',
    setCode: 'LEA',
    color: 'colorless',
    type: 'Artifact',
    rarity: 'Rare',
    manaCost: '{0}',
    conditionQuantities: [nearMint(1, 100)],
  },
  {
    name: 'Fire // Ice',
    set: 'Apocalypse',
    setCode: 'APC',
    color: 'multicolor',
    type: 'Instant // Instant',
    rarity: 'Uncommon',
    manaCost: '{1}{R} // {1}{U}',
    foil: true,
    notes: 'Signed by the artist',
    conditionQuantities: [nearMint(1, 2)],
  },
];

/** Keys built like src/domain/marketPriceKeys.ts cardMarketPriceKey: name|setCode|condition. */
export const PRICES: SeedPrice[] = [
  { productType: 'card', productKey: 'Lightning Bolt|M10|Near Mint', marketPrice: 2.5 },
  { productType: 'card', productKey: 'Llanowar Elves|DOM|Lightly Played', marketPrice: 0.2 },
  { productType: 'card', productKey: 'Black Lotus|LEA|Near Mint', marketPrice: 150 },
];

/**
 * Finance by hand (only "have" copies count; Counterspell is a want):
 * - copies: Bolt 2 + 1, Elves 4 + 2, Lotus 1, Fire // Ice 1 = 11
 * - purchase: Bolt 2 × 1.50 + 3.00 = 6.00; Elves 6 × 0.25 = 1.50; Lotus 100; Fire // Ice 2.00 → 109.50
 * - market: Bolt 3 × 2.50 = 7.50; Elves 6 × 0.20 = 1.20; Lotus 150; Fire // Ice has none → 158.70
 * - P&L over copies with both prices: 1.50 − 0.30 + 50 = 51.20 on a cost of 107.50 → +47.63 %
 * - coverage: 10 copies priced, 1 not → 90.9 %
 * Cards view rows: by product 5 (Bolt, Elves, Counterspell, Lotus, Fire // Ice); by transaction 6 (Bolt's
 * two purchases apart, Elves' one purchase together); none 7 (every condition line).
 * Bolt by product: 3 copies at an average of 2.00, worth 2.50 each: +25.00 %, +$1.50.
 */
export const EXPECTED_FINANCE = {
  totalItems: '11',
  purchaseValue: '$109.50',
  marketValue: '$158.70',
  profitLoss: '+$51.20',
  profitLossPercent: '+47.63%',
  withPrices: '10',
  withoutPrices: '1',
  coverage: '90.9%',
} as const;
