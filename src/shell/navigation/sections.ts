/**
 * The collection tab's five sections (part 1 §2), in the spec's order. `short` is what the 60 px bottom
 * bar has room for; the full label stays the button's name (it contains the short one).
 */
export const SECTIONS = [
  { id: 'cards', label: 'Cards', short: 'Cards' },
  { id: 'sealed', label: 'Sealed Products', short: 'Sealed' },
  { id: 'advanced-search', label: 'Advanced Search', short: 'Search' },
  { id: 'transactions', label: 'Transactions', short: 'Transactions' },
  { id: 'profit-tracking', label: 'Profit Tracking', short: 'Profit' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export const TABS = [
  { id: 'collection', label: 'Collection' },
  { id: 'admin', label: 'Admin' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
