import { useState } from 'react';
import { createCollection } from '../../db/collections/createCollection';
import { useDatabase } from '../../db/DatabaseProvider';
import type { User } from '../../domain/schemas/user';
import { CollectionFormDialog } from '../../features/collections/CollectionFormDialog';
import { CollectionsList } from '../../features/collections/CollectionsList';
import { buttonStyles, focusRing } from '../../ui/buttons';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { useDisclosure } from '../../ui/useDisclosure';
import { LogoutButton } from '../session/LogoutButton';

/**
 * Part 1 §2 "User menu": who is signed in, the Collections list with + New, and Logout. A disclosure:
 * Escape or a press outside closes it; dialogs opened from it keep it open behind them.
 */
export function UserMenu({ user }: { user: User }) {
  const db = useDatabase();
  const [creating, setCreating] = useState(false);
  const { open, panelId, root, toggleProps } = useDisclosure();

  return (
    <div ref={root} className="relative">
      <button
        {...toggleProps}
        type="button"
        aria-label="User menu"
        className={`flex h-9 w-9 items-center justify-center rounded-full bg-primary font-semibold text-on-primary hover:bg-primary-hover ${focusRing}`}
      >
        {user.username.slice(0, 1).toUpperCase()}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-[min(18rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-surface py-2 text-text shadow-xl"
        >
          <div className="border-b border-border-light px-4 pt-1 pb-3">
            <p className="truncate font-semibold">{user.username}</p>
            <p className="truncate text-sm text-text-secondary">{user.email}</p>
          </div>
          <div className="flex items-center justify-between px-4 pt-2 pb-1">
            <h2 className="text-xs font-semibold tracking-wide text-text-secondary uppercase">Collections</h2>
            <button type="button" className={buttonStyles.ghost} onClick={() => setCreating(true)}>
              + New
            </button>
          </div>
          <ErrorBoundary fallback={<p className="px-4 py-2 text-sm text-error">Error loading collections</p>}>
            <CollectionsList />
          </ErrorBoundary>
          <div className="mt-2 border-t border-border-light px-2 pt-2">
            <LogoutButton
              className={`w-full rounded-md px-2 py-2 text-left text-sm font-medium hover:bg-surface-hover ${focusRing}`}
            />
          </div>
        </div>
      )}
      {creating && (
        <CollectionFormDialog
          mode="create"
          onSubmit={async (input) => void (await createCollection(db, input))}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  );
}
