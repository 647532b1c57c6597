import { type BackupScope, makeBackup } from '../../../db/backup/makeBackup';
import type { CardfolioDatabase } from '../../../db/database';
import { backupFileName } from '../../../domain/backup/backupFormat';

/**
 * Makes a backup on the device (offline too) and hands it to the browser as a download named with the
 * date. Data Management backs up the current collection; Account Management's "Export data" calls
 * `downloadBackup(db, { scope: 'all' })`.
 */
export async function downloadBackup(db: CardfolioDatabase, scope: BackupScope): Promise<string> {
  const now = new Date();
  const backup = await makeBackup(db, scope, now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(backup)], { type: 'application/json' }));
  const name = backupFileName(now);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is no longer needed once it is read.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}
