import { DEFAULT_TRADE_PARTNER } from '../../domain/limits';
import type { TransactionType } from '../../domain/valueSets';

/** The Transactions section's texts (part 2 §2, §4, §5, §8), word for word where the spec quotes them. */
export const TRANSACTION_TEXTS = {
  title: 'Transactions',
  subtitle: 'Purchases, sales, trades and openings of this collection',
  addTransaction: 'Add Transaction',
  addActionLabel: 'Add transaction',
  loading: 'Loading transactions...',
  errorPrefix: 'Error: ',
  retry: 'Retry',
  emptyAll: 'No transactions found',
  emptyFiltered: 'No transactions match your current filters.',
  filtersTitle: 'Filters & Search',
  searchLabel: 'Search transactions',
  searchPlaceholder: 'Search by item, partner or notes...',
  typeLabel: 'Type',
  allTypes: 'All types',
  dateLabel: 'Date range',
  clearFilters: 'Clear Filters',
  viewDetails: 'View Details',
  delete: 'Delete',
  close: 'Close',
  edit: 'Edit',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} transactions`,
  detailTitle: 'Transaction Details',
  deleteTitle: 'Delete Transaction',
  deleteConfirm: 'Delete',
  deleteQuestion: 'Are you sure you want to delete this transaction?',
  deleteAddedWarning: 'The cards and sealed products this transaction added are deleted too.',
  deleteTakenWarning: 'What it took out of your collection comes back.',
  deleteFailed: 'Failed to delete the transaction',
  noPartner: '—',
  defaultPartner: DEFAULT_TRADE_PARTNER,
} as const;

/** Column headers of the table (part 2 §2), in its order. */
export const TRANSACTION_COLUMNS = {
  actions: 'Actions',
  type: 'Type',
  date: 'Date',
  summary: 'Summary',
  items: 'Items',
  impact: 'Financial Impact',
  partner: 'Partner',
} as const;

/** The six tiles (part 2 §2), in their order. */
export const TILE_LABELS = {
  totalTransactions: 'Total Transactions',
  netValue: 'Net Value',
  totalSpent: 'Total Spent',
  totalEarned: 'Total Earned',
  netTradeValue: 'Net Trade Value',
  trades: 'Trades',
} as const;

export const TYPE_LABELS: Record<TransactionType, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  trade: 'Trade',
  opening: 'Opening',
  adjustment: 'Adjustment',
};

/** The detail modal's labels. */
export const DETAIL_LABELS = {
  date: 'Date',
  totalValue: 'Total Value',
  impact: 'Financial Impact',
  partner: 'Trade Partner',
  notes: 'Notes',
  /** An adjustment's notes are its reason (issue 29). */
  reason: 'Reason',
  items: 'Items',
  costBasis: 'Cost basis',
  realizedGain: 'Realized gain',
  additionalCosts: 'Additional Costs',
  platformFee: 'Platform Fee',
  shippingCost: 'Shipping',
  taxAmount: 'Tax',
  given: 'Given',
  received: 'Received',
  /** Where a copy that left was kept (issue 25): its slot is free now. */
  wasIn: { sale: 'Sold, was in', trade: 'Traded, was in', other: 'Left, was in' },
} as const;
