/** The collection tab's five sections (part 1 §2), in the spec's order. */
export const SECTIONS = [
  { id: 'cards', label: 'Cards', icon: '🃏' },
  { id: 'sealed', label: 'Sealed Products', icon: '📦' },
  { id: 'advanced-search', label: 'Advanced Search', icon: '🔍' },
  { id: 'transactions', label: 'Transactions', icon: '🧾' },
  { id: 'profit-tracking', label: 'Profit Tracking', icon: '📈' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export const TABS = [
  { id: 'collection', label: 'Collection' },
  { id: 'admin', label: 'Admin' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
