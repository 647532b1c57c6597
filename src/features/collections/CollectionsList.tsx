import { useState } from 'react';
import { setCurrentCollection } from '../../db/collections/currentCollection';
import { deleteCollection } from '../../db/collections/deleteCollection';
import { editCollection } from '../../db/collections/editCollection';
import { useDatabase } from '../../db/DatabaseProvider';
import { useCollections } from '../../db/hooks/useCollections';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import type { CollectionRow } from '../../db/rows';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../domain/limits';
import { focusRing } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PencilIcon, ShareIcon, TrashIcon } from '../../ui/icons';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { ShareButton } from '../sharing/ShareButton';
import { CollectionFormDialog } from './CollectionFormDialog';
import { useDefaultCollectionError } from './DefaultCollectionError';

const NO_COLLECTIONS = 'No collections found';
const DELETE_QUESTION = 'Are you sure you want to delete this collection? This action cannot be undone.';

/** The collections whose name holds the typed text, once it has SEARCH_MIN_CHARS characters (part 2 §9). */
export function matchingCollections<T extends { name: string }>(
  collections: readonly T[],
  query: string,
): T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted.length < SEARCH_MIN_CHARS) return [...collections];
  return collections.filter((collection) => collection.name.toLowerCase().includes(wanted));
}

/**
 * The user menu's Collections list (part 1 §2): its four states, a search by name (250 ms debounce,
 * part 2 §9), select (current ticked), edit and delete. Failed actions are only logged (part 1 §4); the list is the device's, so they are rare.
 */
export function CollectionsList({ onSelected }: { onSelected?(): void }) {
  const db = useDatabase();
  const collections = useCollections();
  const current = useCurrentCollection();
  const defaultError = useDefaultCollectionError();
  const [editing, setEditing] = useState<CollectionRow | null>(null);
  const [deleting, setDeleting] = useState<CollectionRow | null>(null);
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, DEBOUNCE_MS.collections);

  if (collections === undefined)
    return <p className="px-3 py-2 text-sm text-text-muted">Loading collections...</p>;
  if (collections.length === 0) {
    return <p className="px-3 py-2 text-sm text-text-muted">{defaultError ?? NO_COLLECTIONS}</p>;
  }

  const run = (action: Promise<unknown>) => action.catch((error: unknown) => console.error(error));
  const shown = matchingCollections(collections, settled);

  return (
    <>
      <label className="block px-2 pb-1">
        <span className="sr-only">Search collections</span>
        <input
          type="search"
          value={query}
          placeholder="Search collections..."
          onChange={(event) => setQuery(event.target.value)}
          className={`w-full rounded border border-border bg-background px-2 py-1 text-sm ${focusRing}`}
        />
      </label>
      {shown.length === 0 && <p className="px-3 py-2 text-sm text-text-muted">{NO_COLLECTIONS}</p>}
      <ul className="max-h-56 overflow-y-auto" aria-label="Collections">
        {shown.map((collection) => {
          const isCurrent = current?.id === collection.id;
          return (
            <li key={collection.id} className="flex items-center gap-1 px-1">
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                className={`flex min-w-0 flex-1 items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-surface-hover ${focusRing}`}
                onClick={() => run(setCurrentCollection(db, collection.id)).then(onSelected)}
              >
                <span aria-hidden="true" className="w-4 text-primary">
                  {isCurrent ? '✓' : ''}
                </span>
                <span className="truncate" data-testid="collection-name">
                  {collection.name}
                </span>
                {collection.isDefault && <span className="text-xs text-text-muted">default</span>}
              </button>
              <button
                type="button"
                aria-label={`Edit ${collection.name}`}
                className={`rounded p-1.5 text-text-secondary hover:bg-surface-hover hover:text-text ${focusRing}`}
                onClick={() => setEditing(collection)}
              >
                <PencilIcon className="h-4 w-4" />
              </button>
              <ShareButton
                preset={{ kind: 'collection', targetId: collection.id }}
                name={collection.name}
                className={`rounded p-1.5 text-text-secondary hover:bg-surface-hover hover:text-text ${focusRing}`}
              >
                <ShareIcon className="h-4 w-4" />
              </ShareButton>
              <button
                type="button"
                aria-label={`Delete ${collection.name}`}
                className={`rounded p-1.5 text-error hover:bg-surface-hover ${focusRing}`}
                onClick={() => setDeleting(collection)}
              >
                <TrashIcon className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {editing && (
        <CollectionFormDialog
          mode="edit"
          initial={editing}
          onSubmit={async (input) => void (await editCollection(db, editing.id, input))}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Collection"
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void run(deleteCollection(db, deleting.id));
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
