import { useState } from 'react';
import { useOutboxStatus } from '../../db/hooks/useOutboxStatus';
import { useSyncStatus } from '../../db/hooks/useSyncStatus';
import { useOnline } from '../../ui/useOnline';
import { useSyncEngine } from './SyncEngineContext';
import { SyncPanel } from './SyncPanel';
import { describeLastSync, describeSyncStatus, type SyncTone } from './syncStatusText';

const DOT: Record<SyncTone, string> = {
  ok: 'bg-success',
  busy: 'bg-info',
  warning: 'bg-warning',
  error: 'bg-error',
};

/** The header's sync state on every screen; opens the panel with parked changes and Sync now. */
export function SyncStatusButton() {
  const engine = useSyncEngine();
  const status = useSyncStatus(engine.status);
  const outbox = useOutboxStatus();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  // The outbox is the truth for counts; the engine's copy lags a write by up to a second.
  const counts = outbox ? { pendingCount: outbox.pendingCount, failedCount: outbox.failed.length } : {};
  const { label, tone } = describeSyncStatus({ ...status, ...counts }, online);

  return (
    <>
      <button
        type="button"
        data-testid="sync-status"
        onClick={() => setOpen(true)}
        title={describeLastSync(status.lastSyncAt)}
        className="flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm text-text hover:bg-surface-hover"
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[tone]}`} />
        <span>{label}</span>
      </button>
      {open && <SyncPanel status={status} onClose={() => setOpen(false)} />}
    </>
  );
}
