import { useState } from 'react';
import { useOutboxStatus } from '../../db/hooks/useOutboxStatus';
import { useSyncEngine } from '../../features/sync/SyncEngineContext';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { logout } from './sessionActions';

/**
 * Logout never deletes unsent changes: they stay in this user's database on the device and go out
 * at their next sign-in. Still, with changes not yet on the server the user is told and may sync first.
 */
export function LogoutButton({ className }: { className: string }) {
  const outbox = useOutboxStatus();
  const engine = useSyncEngine();
  const [asking, setAsking] = useState(false);
  const unsynced = outbox ? outbox.pendingCount + outbox.failed.length : 0;

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => (unsynced > 0 ? setAsking(true) : void logout())}
      >
        Logout
      </button>
      {asking && (
        <Dialog
          title="Log out?"
          onClose={() => setAsking(false)}
          actions={
            <>
              <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(false)}>
                Cancel
              </button>
              <button type="button" className={buttonStyles.secondary} onClick={() => void engine.retryNow()}>
                Sync now
              </button>
              <button type="button" className={buttonStyles.danger} onClick={() => void logout()}>
                Log out anyway
              </button>
            </>
          }
        >
          <p>
            {unsynced === 1 ? '1 change is not synced yet.' : `${unsynced} changes are not synced yet.`} They
            stay saved on this device and are sent when you sign in again.
          </p>
        </Dialog>
      )}
    </>
  );
}
