import { useMemo, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useSealedDefinitions } from '../../../db/hooks/useSealedData';
import { deleteSealedDefinition } from '../../../db/sealed/deleteSealedDefinition';
import { editSealedDefinition } from '../../../db/sealed/editSealedDefinition';
import { errorMessage } from '../../../domain/format';
import type { SealedDefinition } from '../../../domain/schemas';
import {
  DEFAULT_DEFINITION_QUERY,
  type DefinitionQuery,
  nextSort,
  pageOf,
  queryDefinitions,
} from '../../../domain/sealed/definitionTable';
import { PRODUCT_ADMIN_TEXTS, SEALED_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormFailure } from '../../../ui/FormFailure';
import { DEFINITION_PAGE_SIZE_DEFAULT } from '../../../ui/layout';
import { LoadingState, StatePanel } from '../../../ui/StatePanel';
import { DefinitionFilters } from './DefinitionFilters';
import { DefinitionFormDialog } from './DefinitionFormDialog';
import { DefinitionPager } from './DefinitionPager';
import { DefinitionTable } from './DefinitionTable';

type Editing =
  | { kind: 'none' }
  | { kind: 'form'; definition: SealedDefinition | null }
  | { kind: 'delete'; definition: SealedDefinition };

/** Product Management (part 2 §2): the user's sealed product definitions, added, edited, (de)activated, deleted. */
export function ProductManagement() {
  const db = useDatabase();
  const [version, setVersion] = useState(0);
  const definitions = useSealedDefinitions(version);
  const [query, setQuery] = useState<DefinitionQuery>(DEFAULT_DEFINITION_QUERY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFINITION_PAGE_SIZE_DEFAULT);
  const [filtersShown, setFiltersShown] = useState(false);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const all = definitions.status === 'ready' ? definitions.data : [];
  const shown = useMemo(() => queryDefinitions(all, query), [all, query]);
  const current = pageOf(shown, page, pageSize);
  const sets = useMemo(() => [...new Set(all.map((definition) => definition.set))].sort(), [all]);
  // Part 2 §4: changing filters, sort or page size starts again at page 1.
  const changeQuery = (patch: Partial<DefinitionQuery>) => {
    setQuery((before) => ({ ...before, ...patch }));
    setPage(1);
  };
  const run = (definition: SealedDefinition, work: Promise<unknown>) => {
    setBusyId(definition.id);
    setFailure(null);
    work.catch((error: unknown) => setFailure(errorMessage(error))).finally(() => setBusyId(null));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Product Management</h2>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => setEditing({ kind: 'form', definition: null })}
        >
          {PRODUCT_ADMIN_TEXTS.addProduct}
        </button>
      </div>
      <section
        aria-labelledby="definitions-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="definitions-title" className="flex-1 font-semibold">
            {PRODUCT_ADMIN_TEXTS.tableTitle} ({all.length})
          </h3>
          <button type="button" className={buttonStyles.secondary} onClick={() => setVersion((n) => n + 1)}>
            Refresh
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-expanded={filtersShown}
            onClick={() => setFiltersShown((shownNow) => !shownNow)}
          >
            {filtersShown ? 'Hide Filters' : 'Show Filters'}
          </button>
        </div>
        <input
          type="search"
          aria-label="Search product definitions"
          placeholder="Search by name, set, type or description"
          className={inputStyles}
          value={query.search}
          onChange={(e) => changeQuery({ search: e.target.value })}
        />
        {filtersShown && <DefinitionFilters query={query} sets={sets} onChange={changeQuery} />}
        <FormFailure message={failure} />
        {definitions.status === 'loading' && <LoadingState text={PRODUCT_ADMIN_TEXTS.loading} />}
        {definitions.status === 'error' && (
          <div role="alert" className="flex items-center gap-3 text-error">
            Error: {definitions.message}
            <button type="button" className={buttonStyles.secondary} onClick={() => setVersion((n) => n + 1)}>
              {PRODUCT_ADMIN_TEXTS.retry}
            </button>
          </div>
        )}
        {definitions.status === 'ready' && all.length === 0 && (
          <StatePanel title={PRODUCT_ADMIN_TEXTS.empty} role="status" />
        )}
        {all.length > 0 && (
          <>
            <DefinitionTable
              definitions={current.items}
              query={query}
              busyId={busyId}
              onSort={(field) => changeQuery(nextSort(query, field))}
              onToggle={(definition) =>
                run(definition, editSealedDefinition(db, definition.id, { isActive: !definition.isActive }))
              }
              onEdit={(definition) => setEditing({ kind: 'form', definition })}
              onDelete={(definition) => setEditing({ kind: 'delete', definition })}
            />
            <DefinitionPager
              page={current}
              pageSize={pageSize}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
      </section>
      {editing.kind === 'form' && (
        <DefinitionFormDialog definition={editing.definition} onClose={() => setEditing({ kind: 'none' })} />
      )}
      {editing.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Product Definition"
          message={SEALED_TEXTS.deleteQuestion(editing.definition.name)}
          confirmLabel="Delete"
          onCancel={() => setEditing({ kind: 'none' })}
          onConfirm={() => {
            run(editing.definition, deleteSealedDefinition(db, editing.definition.id));
            setEditing({ kind: 'none' });
          }}
        />
      )}
    </div>
  );
}
