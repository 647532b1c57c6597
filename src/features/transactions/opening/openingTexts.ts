/** The Open Sealed Product flow's texts. */
export const OPENING_TEXTS = {
  open: 'Open',
  title: (name: string) => `Open ${name}`,
  pickStep: 'Pick the pulled cards',
  reviewStep: 'Review cost spread',
  search: 'Search for a pulled card',
  pulled: 'Pulled cards',
  noPulled: 'No cards picked yet',
  quickAdd: (quantity: number, name: string) => `Add ${quantity} ${name}`,
  costOf: 'Product cost',
  bookedAt: 'Booked at',
  review: 'Review',
  back: 'Back',
  complete: 'Complete Opening',
  saving: 'Saving…',
  cancel: 'Cancel',
  failed: (message: string) => `Failed to open the product: ${message}`,
} as const;
