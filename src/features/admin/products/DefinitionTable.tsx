import type { SealedDefinition } from '../../../domain/schemas';
import {
  DEFINITION_COLUMNS,
  type DefinitionQuery,
  type DefinitionSortField,
} from '../../../domain/sealed/definitionTable';
import { buttonStyles, focusRing } from '../../../ui/buttons';
import { PencilIcon, TrashIcon } from '../../../ui/icons';

interface DefinitionTableProps {
  definitions: readonly SealedDefinition[];
  query: DefinitionQuery;
  /** The definition whose Activate / Deactivate is running: its row is disabled meanwhile. */
  busyId: string | null;
  onSort(field: DefinitionSortField): void;
  onToggle(definition: SealedDefinition): void;
  onEdit(definition: SealedDefinition): void;
  onDelete(definition: SealedDefinition): void;
}

/** Existing Product Types: Actions then the sortable columns, each with its direction arrow. */
export function DefinitionTable({
  definitions,
  query,
  busyId,
  onSort,
  onToggle,
  onEdit,
  onDelete,
}: DefinitionTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-background text-text-secondary">
          <tr>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
            {DEFINITION_COLUMNS.map(({ field, label }) => {
              const sorted = query.sortField === field;
              return (
                <th
                  key={field}
                  scope="col"
                  className="px-3 py-2"
                  aria-sort={
                    sorted ? (query.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <button
                    type="button"
                    className={`inline-flex items-center gap-1 font-semibold ${focusRing}`}
                    onClick={() => onSort(field)}
                  >
                    {label}
                    <span aria-hidden="true">
                      {sorted ? (query.sortDirection === 'asc' ? '↑' : '↓') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {definitions.map((definition) => {
            const busy = busyId === definition.id;
            return (
              <tr
                key={definition.id}
                aria-disabled={busy || undefined}
                className="border-t border-border-light"
              >
                <td className="px-3 py-1.5">
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className={`${buttonStyles.ghost} px-2 py-1`}
                      disabled={busy}
                      aria-label={`${definition.isActive ? 'Deactivate' : 'Activate'} ${definition.name}`}
                      onClick={() => onToggle(definition)}
                    >
                      {definition.isActive ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.icon}
                      disabled={busy}
                      aria-label={`Edit ${definition.name}`}
                      onClick={() => onEdit(definition)}
                    >
                      <PencilIcon className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={`${buttonStyles.icon} hover:text-error`}
                      disabled={busy}
                      aria-label={`Delete ${definition.name}`}
                      onClick={() => onDelete(definition)}
                    >
                      <TrashIcon className="h-4 w-4" />
                    </button>
                  </div>
                </td>
                <td className="px-3 py-1.5">
                  <span className={definition.isActive ? 'text-success' : 'text-text-muted'}>
                    {definition.isActive ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="px-3 py-1.5 font-semibold">{definition.name}</td>
                <td className="px-3 py-1.5">{definition.set}</td>
                <td className="px-3 py-1.5">{definition.type}</td>
                <td className="max-w-64 truncate px-3 py-1.5 text-text-secondary">
                  {definition.description}
                </td>
                <td className="px-3 py-1.5">{definition.releaseDate ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
