/** What Data Management says about backups and restores: the spec's alerts (part 2 §5) and ours. */
export const BACKUP_TEXTS = {
  empty: 'The backup file is empty',
  notBackupData: 'This file does not appear to contain valid backup data...',
  invalidFormat: 'Invalid backup file format',
  /** Not in the spec: the size limit, said before the file is read at all. */
  tooLarge: (limitMb: number) => `The backup file is too large (the limit is ${limitMb} MB)`,
  /** Not in the spec: a backup of a newer app version. */
  newerVersion: 'This backup was made by a newer version of Cardfolio. Update the app, then restore it.',
  noCardsFound: 'No cards found in this collection.',
  noSealedFound: 'No sealed products found in this collection',
  noTransactionsFound: 'No transactions found in this collection',
  deleteCardsFailed: 'Failed to delete cards. Please try again.',
  deleteSealedFailed: 'Failed to delete sealed products. Please try again.',
  deleteTransactionsFailed: 'Failed to delete transactions. Please try again.',
} as const;
