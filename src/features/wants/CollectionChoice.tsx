import { useCollections } from '../../db/hooks/useCollections';
import { WANT_VIEW_TEXTS } from '../../domain/wants/wantViewTexts';
import { SelectField } from '../../ui/SelectField';

/** One collection, or (null) every collection: which copies a want list view counts. */
export function CollectionChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (collectionId: string | null) => void;
}) {
  const collections = useCollections() ?? [];
  const options = [
    { value: '', label: WANT_VIEW_TEXTS.allCollections },
    ...collections.map((collection) => ({ value: collection.id, label: collection.name })),
  ];
  return (
    <SelectField
      label={WANT_VIEW_TEXTS.collection}
      name="want-view-collection"
      stacked
      value={value ?? ''}
      options={options}
      onChange={(chosen) => onChange(chosen === '' ? null : chosen)}
    />
  );
}
