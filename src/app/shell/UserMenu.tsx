import { useEffect, useId, useRef, useState } from 'react';
import { createCollection } from '../../db/collections/createCollection';
import { useDatabase } from '../../db/DatabaseProvider';
import type { User } from '../../domain/schemas/user';
import { CollectionFormDialog } from '../../features/collections/CollectionFormDialog';
import { CollectionsList } from '../../features/collections/CollectionsList';
import { buttonStyles } from '../../ui/buttons';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { LogoutButton } from '../session/LogoutButton';

/** Part 1 §2 "User menu": who is signed in, the Collections list with + New, and Logout. */
export function UserMenu({ user }: { user: User }) {
  const db = useDatabase();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="User menu"
        onClick={() => setOpen(!open)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-semibold text-on-primary"
      >
        {user.username.slice(0, 1).toUpperCase()}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-72 rounded-lg border border-border bg-surface py-2 text-text shadow-xl"
        >
          <div className="border-b border-border-light px-3 pb-2">
            <p className="font-semibold">{user.username}</p>
            <p className="text-sm text-text-secondary">{user.email}</p>
          </div>
          <div className="flex items-center justify-between px-3 pt-2 pb-1">
            <h2 className="text-sm font-semibold text-text-secondary">Collections</h2>
            <button type="button" className={buttonStyles.ghost} onClick={() => setCreating(true)}>
              + New
            </button>
          </div>
          <ErrorBoundary fallback={<p className="px-3 py-2 text-sm text-error">Error loading collections</p>}>
            <CollectionsList />
          </ErrorBoundary>
          <div className="mt-2 border-t border-border-light px-1 pt-2">
            <LogoutButton className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-surface-hover" />
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
