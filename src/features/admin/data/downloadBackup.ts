import { type BackupScope, makeBackup } from '../../../db/backup/makeBackup';
import type { CardfolioDatabase } from '../../../db/database';
import { backupFileName } from '../../../domain/backup/backupFormat';
import { downloadFile } from '../../../ui/downloadFile';

/**
 * Makes a backup on the device (offline too) and hands it to the browser as a download named with the
 * date. Data Management backs up the current collection; Account Management's "Export data" calls
 * `downloadBackup(db, { scope: 'all' })`.
 */
export async function downloadBackup(db: CardfolioDatabase, scope: BackupScope): Promise<string> {
  const now = new Date();
  const backup = await makeBackup(db, scope, now);
  const name = backupFileName(now);
  downloadFile(name, JSON.stringify(backup), 'application/json');
  return name;
}
