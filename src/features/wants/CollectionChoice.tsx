import { useCollections } from '../../db/hooks/useCollections';
import { WANT_VIEW_TEXTS } from '../../domain/wants/wantViewTexts';
import { inputStyles } from '../../ui/buttons';

/** One collection, or (null) every collection: which copies a want list view counts. */
export function CollectionChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (collectionId: string | null) => void;
}) {
  const collections = useCollections() ?? [];
  return (
    <label className="flex flex-col text-sm">
      {WANT_VIEW_TEXTS.collection}
      <select
        className={inputStyles}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{WANT_VIEW_TEXTS.allCollections}</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name}
          </option>
        ))}
      </select>
    </label>
  );
}
