/** How the screens lay things out (part 1 §2, part 2): sizes and counts no rule of the data depends on. */

/** Layout breakpoints in px: below `md` is mobile, `md`..`lg` tablet, `lg` and up desktop. */
export const BREAKPOINTS = { xs: 475, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const TRADE_SEARCH_RESULTS_MAX = 20;

export const DEFINITION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFINITION_PAGE_SIZE_DEFAULT = 10;
export const TRANSACTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TRANSACTION_PAGE_SIZE_DEFAULT = 20;
export const MISSING_PRICE_ITEMS_SHOWN = 9;
export const WIZARD_STEP_COUNT = 4;
