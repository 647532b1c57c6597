import type { SyncStatus } from '../../../sync/status';
import { useDatabase } from '../../db/DatabaseProvider';
import { useOutboxStatus } from '../../db/hooks/useOutboxStatus';
import { discardParkedEntry, retryParkedEntry } from '../../db/outbox/parked';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { describeChange } from './describeChange';
import { useSyncEngine } from './SyncEngineContext';
import { describeLastSync } from './syncStatusText';

/**
 * Sync details: pending count, last sync, and every change the server refused, with its message,
 * Retry (send it again as it is, e.g. after fixing what it names) and Discard (drop it; the next
 * sync brings back the server's version).
 */
export function SyncPanel({ status, onClose }: { status: SyncStatus; onClose(): void }) {
  const db = useDatabase();
  const engine = useSyncEngine();
  const outbox = useOutboxStatus();
  const failed = outbox?.failed ?? [];

  async function act(run: () => Promise<void>) {
    await run();
    void engine.sync();
  }

  return (
    <Dialog
      title="Sync"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => void engine.retryNow()}>
            Sync now
          </button>
        </>
      }
    >
      <p className="text-sm text-text-secondary">
        {outbox?.pendingCount ?? status.pendingCount} changes waiting to sync.{' '}
        {describeLastSync(status.lastSyncAt)}.
      </p>
      {status.lastError && <p className="text-sm text-warning">{status.lastError}</p>}
      {failed.length > 0 && (
        <section aria-label="Changes the server refused" className="flex flex-col gap-2">
          <h3 className="font-semibold">Changes the server refused</h3>
          <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {failed.map((entry) => (
              <li key={entry.seq} className="rounded-md border border-border p-3">
                <p className="font-medium">{describeChange(entry)}</p>
                <p className="text-sm text-error">{entry.lastError}</p>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => act(() => retryParkedEntry(db, entry.seq))}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => act(() => discardParkedEntry(db, entry.seq))}
                  >
                    Discard
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
