/** The Financial Performance screen's texts (part 2 §2, §8); the quoted ones word for word. */
export const PROFIT_TEXTS = {
  /** The section's name in the navigation (part 1 §2); the screen is the spec's Financial Performance. */
  title: 'Profit Tracking',
  subtitle: 'Financial performance: invested, market value, realized and unrealized profit',
  refresh: 'Refresh Data',
  empty: 'No profit data available',
  emptyHint: 'Add cards or sealed products with purchase prices, or record a sale or trade.',
  loading: 'Calculating profit data...',
  tabs: { overview: 'Overview', realized: 'Realized Gains/Losses', analysis: 'Analysis' },
  noRealized: 'No sales, trades or losses yet.',
  realizedNote:
    'Gain or loss is what a sale or trade brought in minus what the items cost (their cost basis) and the fees. Copies an adjustment removed (lost, damaged) are a loss of their cost basis.',
  adjustmentLoss: 'Adjustment loss',
  adjustmentLosses: 'Lost in adjustments (cost basis, no proceeds)',
  noProceeds: '—',
  salesAndTradeNet: 'Sales totals plus trade net',
  noPerformers: 'Nothing to rank yet.',
  valueTitle: 'Value over time',
  valueRange: 'Time span',
  valueLegend: 'Solid line: market value. Dashed line: cost basis.',
  oneDay: 'Only one day of data so far: a point is added each day the collection is opened.',
  noValueData: 'No value history in this time span yet.',
  priceHistoryTitle: 'Price history',
  priceHistoryLoading: 'Loading price history…',
  noPrintingHistory: 'No price history for this printing.',
  priceHistoryOffline: 'Price history needs a connection.',
} as const;
