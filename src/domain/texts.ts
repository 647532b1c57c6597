import { MAX_UNITS_PER_ADD } from './limits';

/** Texts the UI and the API show, word for word from the spec's quotes and error catalogues. */
export const TEXTS = {
  updatePrompt: 'New version available! Reload to update?',
  tagline: 'Manage your card collection with ease',
  searchPlaceholder: 'Search cards, sealed products, transactions...',
  advancedSearchPlaceholder: 'Powerful search and filtering capabilities',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  defaultCollectionFailed: 'Unable to create default collection. Please try refreshing the page.',
  noCollectionSelected: 'No collection selected',
  cardNotFound: 'Card not found',
  collectionNotFound: 'Collection not found',
  definitionNotFound: 'Product definition not found.',
  definitionExists: 'A product definition with this name, set, and type already exists.',
  /** Not in the spec: deleting a definition would orphan the sealed products that name it. */
  definitionInUse:
    'This product definition is used by sealed products in your collections. Delete those first.',
  offlineCardSearch: 'Offline — showing cards saved on this device',
  /** Part 2 §5: a sale of more copies than the chosen condition holds (wizard and server alike). */
  quantityExceedsAvailable: 'Quantity exceeds available amount for this condition',
} as const;

/** Fallback error messages per API call when the server gives none (both §8s). */
export const FALLBACK_MESSAGES = {
  login: 'Login failed',
  getProfile: 'Failed to get profile',
  updateProfile: 'Failed to update profile',
  changePassword: 'Failed to change password',
  deactivate: 'Failed to deactivate account',
  fetchCollections: 'Failed to fetch collections',
  fetchCollection: 'Failed to fetch collection',
  createCollection: 'Failed to create collection',
  updateCollection: 'Failed to update collection',
  deleteCollection: 'Failed to delete collection',
  setDefaultCollection: 'Failed to set default collection',
  collectionStats: 'Failed to fetch collection stats',
  searchCollections: 'Failed to search collections',
  initCollections: 'Failed to initialize collections',
  loadFinance: 'Failed to load finance data',
  recalculateFinance: 'Failed to recalculate finance data',
  fetchCards: 'Failed to fetch cards',
  fetchCollectionCards: 'Failed to fetch collection cards',
  addCard: 'Failed to add card',
  updateCard: 'Failed to update card',
  removeCard: 'Failed to remove card',
  addCardToCollection: 'Failed to add card to collection',
  addIndividualCard: 'Failed to add individual card',
  searchCards: 'Failed to search cards',
  cardStats: 'Failed to fetch card statistics',
  fetchPrintings: 'Failed to fetch card printings',
  fetchDefinitions: 'Failed to fetch sealed product definitions',
  createDefinition: 'Failed to create sealed product definition',
  updateDefinition: 'Failed to update sealed product definition',
  deleteDefinition: 'Failed to delete sealed product definition',
  fetchSealed: 'Failed to fetch sealed products',
  createSealed: 'Failed to create sealed product',
  updateSealed: 'Failed to update sealed product',
  deleteSealed: 'Failed to delete sealed product',
  searchSealed: 'Failed to search sealed products',
  loadTransactions: 'Failed to load transactions',
} as const;

/** The card dialogs' texts (part 1 §2 removal, part 2 §2, §5 and §8), word for word. */
export const CARD_DIALOG_TEXTS = {
  addTitle: 'Add New Card',
  editTitle: 'Edit Card',
  removeTitle: 'Remove Card',
  removeWarning: 'This action cannot be undone',
  removeQuestion: 'Are you sure you want to remove the card from your collection?',
  allPrintingsTitle: 'All Printings',
  selectCollectionFirst: 'Please select a collection first',
  noPrintings: 'No printings found for this card.',
  noCardsFound: 'No cards found',
  backToSearch: 'Back to Search',
  quantityAtLeastOne: 'Quantity must be at least 1',
  invalidPrice: 'Please enter a valid price',
  addSomeFailed: 'Failed to add some cards. Please try again.',
  /** Not in the spec: the form's upper limit (MAX_UNITS_PER_ADD). */
  tooManyCopies: `Add at most ${MAX_UNITS_PER_ADD} copies at a time`,
  saveFailed: 'Failed to save card changes',
  saveError: 'An error occurred while saving',
} as const;

/** The sealed products page, its dialogs and Product Management (part 2 §2, §5, §8), word for word. */
export const SEALED_TEXTS = {
  title: 'Sealed Products',
  subtitle: 'Tracking of Sealed Products in your collection',
  addProduct: '+ Add Product',
  emptyTitle: 'No sealed products yet',
  emptyHint: 'Start building your sealed product collection!',
  noMatch: 'No sealed products found matching the search.',
  loading: 'Loading sealed products',
  loadError: 'Error Loading Sealed Products',
  tryAgain: 'Try Again',
  addTitle: 'Add Sealed Product',
  editTitle: 'Edit Sealed Product',
  deleteTitle: 'Delete Sealed Product',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  noDefinitions: 'No sealed product definitions found',
  noDefinitionsHint: 'Add some product definitions in the Admin panel first',
  backToSearch: 'Back to Search',
  quantityAtLeastOne: 'Quantity must be at least 1',
  invalidPrice: 'Please enter a valid price',
  invalidUrl: 'Please enter a valid URL',
  definitionRequired: 'Name, Set, and Type are required fields',
  conditionRequired: 'Please choose a condition',
  /** Not in the spec: the form's upper limit (MAX_UNITS_PER_ADD). */
  tooManyUnits: `Add at most ${MAX_UNITS_PER_ADD} units at a time`,
} as const;

/** Product Management in the Admin tab (part 2 §2), word for word. */
/** Price Management (part 2 §2, §5). */
export const PRICE_ADMIN_TEXTS = {
  fillRequired: 'Please fill in all required fields',
  addTitle: 'Add Market Price',
  editTitle: 'Edit Market Price',
  debugTitle: 'Debug Information',
  missingTitle: 'Products Without Market Prices',
  tableTitle: 'Existing Market Prices',
  empty: 'No market prices yet. Add one above.',
  addFailed: 'Failed to add market price',
  updateFailed: 'Failed to update market price',
  deleteFailed: 'Failed to delete market price',
} as const;

export const PRODUCT_ADMIN_TEXTS = {
  addProduct: 'Add Product',
  addTitle: 'Add New Sealed Product Definition',
  editTitle: 'Edit Product Definition',
  tableTitle: 'Existing Product Types',
  loading: 'Loading product definitions...',
  empty: 'No sealed product types defined yet. Add some above to get started!',
  retry: 'Retry',
  clearFilters: 'Clear Filters',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} definitions`,
} as const;

/** Locations (issue 25): not in the spec, written here once for the forms, the server and the tests. */
/** The want list (issue 26). */
export const WANT_TEXTS = {
  title: 'Want list',
  notFound: 'Want not found',
  nameRequired: 'Card name is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityRange: 'Quantity must be between 1 and 999',
  priceRange: 'Maximum price must be between 0 and 1,000,000',
  noteTooLong: 'Note is too long',
  anyPrinting: 'Any printing',
  have: 'Have',
  missing: 'Missing',
  wanted: (count: number) => `wanted (${count})`,
  newWant: 'New want',
  addWant: 'Add want',
  remove: 'Remove',
  empty: 'No wants yet',
} as const;

export const LOCATION_TEXTS = {
  title: 'Locations',
  unfiled: 'Unfiled',
  notFound: 'Location not found',
  nameRequired: 'Location name is required',
  nameTooLong: 'Location name is too long',
  binderNeedsSize: 'A binder needs its number of pages and slots per page',
  onlyBinderHasPages: 'Only a binder has pages and slots',
  pageNeedsBinder: 'A page and slot need a binder as the location',
  pageNeedsSlot: 'Give both the page and the slot, or neither',
  pageOutOfRange: 'This binder has no such page',
  slotOutOfRange: 'This binder page has no such slot',
  moveToItself: 'Copies cannot move into the location being deleted',
  deleteQuestion: 'Where should the copies in this location go?',
  newLocation: 'New location',
  addLocation: 'Add location',
  empty: 'No locations yet',
  rename: 'Rename',
  delete: 'Delete',
  moveCopies: 'Move copies and delete',
  kinds: { binder: 'Binder', box: 'Box', deck: 'Deck', display: 'Display', other: 'Other' },
  locationField: 'Location',
  pageField: 'Page',
  slotField: 'Slot',
} as const;

/** The device's database and storage (issue 30): not in the spec, written for it. */
export const DEVICE_DATABASE_TEXTS = {
  /** Issue 30's words: a newer version upgraded the database in another tab; this one writes nothing more. */
  updatedInAnotherTab: 'Cardfolio was updated in another tab — reload',
  reload: 'Reload',
  /** A write failed twice because the browser closed the database under it: nothing was stored. */
  connectionLost:
    'The database on this device was closed by the browser; the change was not saved. Try again.',
  storageTitle: 'Storage on this device',
  storageUsed: 'Used',
  storageQuota: 'Available to Cardfolio',
  storagePersistent: 'Kept when space runs low',
  persistentYes: 'Yes',
  persistentNo: 'No — the browser may clear it when the disk fills',
  storageUnknown: 'Not reported by this browser',
  askPersistence: 'Ask to keep my data',
  /** The browser cleared the database while the session was remembered (src/db/eviction). */
  evictedTitle: 'The browser cleared the data Cardfolio kept on this device',
  evictedRefetch:
    'Your collections are being downloaded again from the server, and the card database with them.',
  evictedNothingLost: 'Every change made here had reached the server: nothing was lost.',
  evictedLost: (count: number) =>
    count === 1
      ? '1 change made on this device had not reached the server and was lost:'
      : `${count} changes made on this device had not reached the server and were lost:`,
  evictedMore: (count: number) => `…and ${count} more`,
  evictedDismiss: 'OK',
  /** Any write the browser refused for lack of space (QuotaExceededError), wherever it happened. */
  storageFull: 'Your device is out of storage space, so nothing was saved. Free some space and try again.',
} as const;
