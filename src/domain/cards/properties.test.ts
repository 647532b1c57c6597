import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import {
  CARD_COLORS,
  CARD_SORT_FIELDS,
  type CardSortField,
  CONDITIONS,
  GROUP_MODES,
  ITEM_STATUSES,
  RARITIES,
} from '../valueSets';
import type { CardRow } from './cardRow';
import { groupCards } from './grouping';
import { sortCardRows } from './sorting';
import { totalQuantity } from './totals';

/** Random small collections: few names and transactions, so rows really merge. */
const lineArbitrary = fc.record({
  condition: fc.constantFrom(...CONDITIONS),
  quantity: fc.integer({ min: 1, max: 5 }),
  price: fc.option(fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  transaction: fc.option(fc.constantFrom('tx-a', 'tx-b', 'tx-c')),
});
const cardArbitrary = fc.record({
  name: fc.constantFrom('Opt', 'opt', 'Lightning Bolt', 'Shock', 'Ajani'),
  setCode: fc.constantFrom('M10', 'XLN', ''),
  foil: fc.boolean(),
  status: fc.constantFrom('have' as const, 'want' as const),
  marketPrice: fc.option(fc.integer({ min: 1, max: 9000 }).map((cents) => cents / 100)),
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }),
});
const collectionArbitrary = fc.array(cardArbitrary, { maxLength: 30 }).map((specs) =>
  specs.map((spec, index) =>
    makeCard({
      id: `card-${index}`,
      name: spec.name,
      setCode: spec.setCode,
      foil: spec.foil,
      status: spec.status,
      marketPrice: spec.marketPrice,
      conditionQuantities: spec.lines.map((line) =>
        makeLine(line.condition, line.quantity, line.price, { transactionId: line.transaction }),
      ),
    }),
  ),
);

describe('grouping and sorting properties', () => {
  it('every grouping keeps every copy exactly once', () => {
    fc.assert(
      fc.property(collectionArbitrary, fc.constantFrom(...GROUP_MODES), (cards, mode) => {
        const rows = groupCards(cards, mode);
        const copies = cards.reduce((sum, card) => sum + totalQuantity(card.conditionQuantities), 0);
        expect(rows.reduce((sum, row) => sum + row.totalQuantity, 0)).toBe(copies);
        expect(rows.reduce((sum, row) => sum + row.conditions.length, 0)).toBe(
          cards.reduce((sum, card) => sum + card.conditionQuantities.length, 0),
        );
        expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
      }),
      { seed: 20250601, numRuns: 200 },
    );
  });

  it('a product row never mixes finish, status or printing', () => {
    fc.assert(
      fc.property(collectionArbitrary, (cards) => {
        const byId = new Map(cards.map((card) => [card.id, card]));
        for (const row of groupCards(cards, 'product')) {
          for (const id of row.cardIds) {
            const card = byId.get(id);
            expect([card?.name, card?.setCode || card?.set, card?.foil, card?.status]).toEqual([
              row.name,
              row.setCode || row.set,
              row.foil,
              row.status,
            ]);
          }
        }
      }),
      { seed: 20250602, numRuns: 200 },
    );
  });

  it('sorting is an ordered permutation with missing values last', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const listed = (list: readonly string[], value: string) => list.indexOf(value);
    const sortedValue = (row: CardRow, field: CardSortField): string | number | null => {
      if (field === 'gainLoss') return row.gainLoss?.percent ?? null;
      if (field === 'totalQuantity') return row.totalQuantity;
      if (field === 'color') return listed(CARD_COLORS, row.color);
      if (field === 'rarity') return listed(RARITIES, row.rarity);
      if (field === 'status') return listed(ITEM_STATUSES, row.status);
      return row[field] === '' ? null : row[field];
    };
    const compare = (a: string | number, b: string | number) =>
      typeof a === 'string' ? collator.compare(a, b as string) : a - (b as number);
    fc.assert(
      fc.property(
        collectionArbitrary,
        fc.constantFrom(...CARD_SORT_FIELDS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (cards, field, direction) => {
          const rows = groupCards(cards, 'none');
          const sorted = sortCardRows(rows, field, direction);
          expect(new Set(sorted)).toEqual(new Set(rows));
          const values = sorted.map((row) => sortedValue(row, field));
          const firstMissing = values.indexOf(null);
          if (firstMissing !== -1)
            expect(values.slice(firstMissing).every((value) => value === null)).toBe(true);
          for (let index = 1; index < values.length; index++) {
            const [a, b] = [values[index - 1], values[index]];
            if (a === null || b === null) continue;
            expect((direction === 'asc' ? 1 : -1) * compare(a, b)).toBeLessThanOrEqual(0);
          }
        },
      ),
      { seed: 20250603, numRuns: 300 },
    );
  });
});
