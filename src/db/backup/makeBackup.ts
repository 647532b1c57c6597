import { BACKUP_FORMAT_NAME, BACKUP_FORMAT_VERSION, type BackupFile } from '../../domain/backup/backupFormat';
import type { CardfolioDatabase } from '../database';
import { readBackupRows } from './backupRows';

/** Data Management backs up the current collection; Account Management's export takes every one. */
export type BackupScope = { scope: 'collection'; collectionId: string } | { scope: 'all' };

const byCollection = <T extends { collectionId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.collectionId);
    if (group) group.push(row);
    else groups.set(row.collectionId, [row]);
  }
  return (id: string) => groups.get(id) ?? [];
};

/**
 * The backup of `scope` (src/domain/backup/README.md), read in one read transaction (a consistent snapshot): one bulk read per
 * table, no per-row queries, so 50,000 cards back up in well under the 3 s.
 */
export async function makeBackup(
  db: CardfolioDatabase,
  scope: BackupScope,
  now = new Date(),
): Promise<BackupFile> {
  const tables = [
    db.collections,
    db.sealedDefinitions,
    db.cards,
    db.sealedProducts,
    db.transactions,
    db.marketPrices,
    db.locations,
    db.wants,
  ];
  return db.transaction('r', tables, async () => {
    const one = scope.scope === 'collection' ? scope.collectionId : null;
    const rows = await readBackupRows(db, one === null ? null : [one]);
    const { sealedDefinitions, locations, cards, sealedProducts, transactions, marketPrices } = rows;
    const collections = rows.collections.filter((collection) => one === null || collection.id === one);
    // A collection's backup holds its own want list; the list across collections goes with `all`.
    const wants = rows.wants.filter((want) => one === null || want.collectionId === one);
    const [cardsOf, sealedOf, transactionsOf, pricesOf] = [
      byCollection(cards),
      byCollection(sealedProducts),
      byCollection(transactions),
      byCollection(marketPrices),
    ];
    return {
      format: BACKUP_FORMAT_NAME,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      scope: scope.scope,
      collections: collections.map((collection) => ({
        collection,
        cards: cardsOf(collection.id),
        sealedProducts: sealedOf(collection.id),
        transactions: transactionsOf(collection.id),
        marketPrices: pricesOf(collection.id),
      })),
      sealedDefinitions,
      locations,
      wants,
    };
  });
}
