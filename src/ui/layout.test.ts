import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFINITION_PAGE_SIZE_DEFAULT,
  DEFINITION_PAGE_SIZES,
  MISSING_PRICE_ITEMS_SHOWN,
  TRADE_SEARCH_RESULTS_MAX,
  TRANSACTION_PAGE_SIZE_DEFAULT,
  TRANSACTION_PAGE_SIZES,
  WIZARD_STEP_COUNT,
} from './layout';

describe('layout constants of the spec (part 1 §2, part 2 §9)', () => {
  it('has the breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 475, sm: 640, md: 768, lg: 1024, xl: 1280 });
  });

  it('has page sizes whose default is one of them', () => {
    expect(DEFINITION_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFINITION_PAGE_SIZES).toContain(DEFINITION_PAGE_SIZE_DEFAULT);
    expect(DEFINITION_PAGE_SIZE_DEFAULT).toBe(10);
    expect(TRANSACTION_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(TRANSACTION_PAGE_SIZES).toContain(TRANSACTION_PAGE_SIZE_DEFAULT);
    expect(TRANSACTION_PAGE_SIZE_DEFAULT).toBe(20);
  });

  it('has the counts the screens show', () => {
    expect(TRADE_SEARCH_RESULTS_MAX).toBe(20);
    expect(MISSING_PRICE_ITEMS_SHOWN).toBe(9);
    expect(WIZARD_STEP_COUNT).toBe(4);
  });
});
