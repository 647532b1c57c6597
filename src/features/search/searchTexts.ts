export const SEARCH_TEXTS = {
  inCollection: 'In your collection',
  cardDatabase: 'Card database',
  noCatalogue: 'The card database is not on this device yet.',
  nothingFound: 'Nothing found',
  showAll: (query: string) => `Show all results for “${query}”`,
  recent: 'Recent searches',
  resultsTitle: 'Search results',
  queryLabel: 'Search query',
  more: (shown: number, total: number) => `${shown} of ${total} shown`,
} as const;
