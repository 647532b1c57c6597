import type { ViewMode } from '../domain/valueSets';
import { GridIcon, ListIcon } from './icons';
import { Segmented } from './Segmented';

/** The Grid / List switch of a section's toolbar. */
export function ViewSwitch({ value, onChange }: { value: ViewMode; onChange(view: ViewMode): void }) {
  return (
    <Segmented
      label="View"
      value={value}
      onChange={onChange}
      choices={[
        { value: 'grid', label: 'Grid view', text: <GridIcon className="h-4 w-4" /> },
        { value: 'list', label: 'List view', text: <ListIcon className="h-4 w-4" /> },
      ]}
    />
  );
}
