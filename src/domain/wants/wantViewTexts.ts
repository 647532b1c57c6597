/** The want list's views (issue 26): "Complete a set", "Trade binder", import / export. */
export const WANT_VIEW_TEXTS = {
  views: 'Want list views',
  list: 'Want list',
  completeSet: 'Complete a set',
  tradeBinder: 'Trade binder',
  importExport: 'Import / export',
  loading: 'Loading…',
  noCatalogue: 'No card catalogue on this device yet: update it in Card Database while online',
  set: 'Set',
  chooseSet: 'Choose a set',
  collection: 'Collection',
  allCollections: 'All collections',
  missingCount: (missing: number, total: number) => `${missing} of ${total} missing`,
  costToComplete: 'Cost to complete',
  unpriced: (count: number) => `${count} without a price`,
  noPrice: 'no price',
  complete: 'You have every printing of this set',
  missingPrintings: 'Missing printings',
  addMissing: 'Add missing to want list',
  addedMissing: (count: number) =>
    count === 0 ? 'All of them are on the want list already' : `Added ${count} to the want list`,
} as const;
