// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard, makeLine, makePrice } from '../../domain/testing/factories';
import { buildCollectionPrices } from '../finance/collectionPrices';
import { type CardsViewSettings, DEFAULT_CARDS_VIEW } from './cardsViewSettings';
import { useCardRows } from './useCardRows';

const cards = [
  makeCard({ name: 'Lightning Bolt', setCode: 'M10', conditionQuantities: [makeLine('Near Mint', 2, 1.5)] }),
  makeCard({ name: 'Lightning Bolt', setCode: 'M10', conditionQuantities: [makeLine('Near Mint', 1, 3)] }),
  makeCard({ name: 'Opt', setCode: 'XLN', color: 'blue', conditionQuantities: [makeLine('Played', 1, 0.1)] }),
  makeCard({ name: 'Black Lotus', setCode: 'LEA', color: 'colorless', status: 'want' }),
];
const prices = buildCollectionPrices([makePrice('Lightning Bolt|M10|Near Mint', 2.5)]);

function render(initial: Partial<CardsViewSettings> = {}) {
  return renderHook(({ settings }) => useCardRows(cards, prices, settings), {
    initialProps: { settings: { ...DEFAULT_CARDS_VIEW, ...initial } },
  });
}

describe('useCardRows', () => {
  it('groups by product with the weighted average and the looked-up market price, sorted by name', () => {
    const { result } = render();
    expect(result.current.total).toBe(3);
    expect(result.current.rows.map((row) => row.name)).toEqual(['Black Lotus', 'Lightning Bolt', 'Opt']);
    const bolt = result.current.rows[1];
    // (2 × 1.50 + 3.00) / 3 copies = 2.00; market 2.50 → +25 %.
    expect(bolt).toMatchObject({ totalQuantity: 3, averagePrice: 2, marketPrice: 2.5 });
    expect(bolt.gainLoss?.percent).toBeCloseTo(25);
  });

  it('a search keystroke filters the sorted rows without grouping again; a group change regroups', () => {
    const { result, rerender } = render();
    const [lotus, bolt, opt] = result.current.rows;
    rerender({ settings: { ...DEFAULT_CARDS_VIEW, search: 'o' } });
    // The same row objects come back: nothing was regrouped or re-priced.
    expect(result.current.rows).toEqual([lotus, bolt, opt]);
    expect(result.current.rows[1]).toBe(bolt);
    rerender({ settings: { ...DEFAULT_CARDS_VIEW, search: 'op' } });
    expect(result.current.rows).toEqual([opt]);
    expect(result.current.total).toBe(3);
    rerender({ settings: { ...DEFAULT_CARDS_VIEW, search: 'op', groupBy: 'none' } });
    expect(result.current.rows[0]).not.toBe(opt);
    expect(result.current.rows.map((row) => row.name)).toEqual(['Opt']);
    expect(result.current.total).toBe(4);
  });

  it('sorts by gain/loss in the display mode and filters by colour and status', () => {
    const { result, rerender } = render({ sortField: 'gainLoss', sortDirection: 'desc' });
    expect(result.current.rows.map((row) => row.name)).toEqual(['Lightning Bolt', 'Black Lotus', 'Opt']);
    rerender({ settings: { ...DEFAULT_CARDS_VIEW, color: 'blue' } });
    expect(result.current.rows.map((row) => row.name)).toEqual(['Opt']);
    rerender({ settings: { ...DEFAULT_CARDS_VIEW, status: 'want' } });
    expect(result.current.rows.map((row) => row.name)).toEqual(['Black Lotus']);
  });
});
