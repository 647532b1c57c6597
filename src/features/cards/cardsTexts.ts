/** The cards view's texts, word for word from part 1 §2 "Cards view". */
export const CARDS_TEXTS = {
  title: 'Cards',
  searchPlaceholder: 'Search cards...',
  loading: 'Loading cards...',
  errorPrefix: 'Error loading cards: ',
  noneFound: 'No cards found',
  adjustFilters: 'Try adjusting your search or filters',
  addSome: 'Add some cards to your collection to get started',
  emptyCollection: 'No Cards in Collection',
  emptyCollectionHint: 'Record a transaction or manually add a card...',
  addCard: '+ Add Card',
} as const;

/** Labels of the toolbar's choices. */
export const GROUP_LABELS = { product: 'Product', transaction: 'Transaction', none: 'None' } as const;

export const SORT_LABELS = {
  name: 'Name',
  set: 'Set',
  setCode: 'Set code',
  color: 'Color',
  type: 'Type',
  rarity: 'Rarity',
  totalQuantity: 'Total quantity',
  status: 'Status',
  gainLoss: 'Gain/loss',
} as const;

export const STATUS_LABELS = { have: 'Have', want: 'Want' } as const;
