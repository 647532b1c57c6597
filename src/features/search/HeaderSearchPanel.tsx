import { useDeferredValue, useEffect, useState } from 'react';
import { QueryResultGroups, type ResultOption, resultOptions } from './QueryResultGroups';
import { RecentSearchList, recentKey } from './RecentSearchList';
import { useRecentSearches } from './searchStore';
import { SEARCH_TEXTS } from './searchTexts';
import { useQueryResults } from './useQueryResults';

const SHOWN_PER_GROUP = 5;

export interface HeaderSearchPanelProps {
  listId: string;
  query: string;
  /** The arrow keys pressed in the box, as a count of steps; the panel moves its active option. */
  keyEvent: { key: string; at: number } | null;
  onActiveChange(id: string | undefined): void;
  /** Opens the full results of a query (Enter, or an option: its exact name). */
  onOpen(query: string): void;
}

const PANEL =
  'absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg';

const exactName = (option: ResultOption) => `!"${option.name}"`;

/** The header box's live results, two groups in one listbox the arrows walk through. */
export default function HeaderSearchPanel({
  listId,
  query,
  keyEvent,
  onActiveChange,
  onOpen,
}: HeaderSearchPanelProps) {
  const deferred = useDeferredValue(query);
  const results = useQueryResults(deferred, SHOWN_PER_GROUP);
  const options = resultOptions(results, SHOWN_PER_GROUP);
  const all = [...options.collection, ...options.database];
  const recent = useRecentSearches();
  // An empty box offers the recent searches instead of results.
  const recalling = query.trim() === '';
  const count = recalling ? recent.length : all.length;
  const [active, setActive] = useState(-1);
  const idOf = (key: string) => `${listId}-${key.replace(/[^\w-]/g, '_')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts with no option active.
  useEffect(() => setActive(-1), [deferred, recalling]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new key press moves the active option.
  useEffect(() => {
    if (!keyEvent) return;
    if (keyEvent.key === 'ArrowDown') setActive((at) => Math.min(count - 1, at + 1));
    else if (keyEvent.key === 'ArrowUp') setActive((at) => Math.max(-1, at - 1));
    else if (keyEvent.key !== 'Enter') return;
    else if (recalling) recent[active] !== undefined && onOpen(recent[active]);
    else onOpen(active >= 0 && all[active] ? exactName(all[active]) : query);
  }, [keyEvent]);
  const activeKey = recalling ? (active >= 0 ? recentKey(active) : null) : (all[active]?.key ?? null);
  useEffect(() => onActiveChange(activeKey ? idOf(activeKey) : undefined));

  if (recalling) {
    return (
      <div className={PANEL}>
        <RecentSearchList listId={listId} recent={recent} active={active} idOf={idOf} onOpen={onOpen} />
      </div>
    );
  }
  return (
    <div className={PANEL}>
      {results.problems.map((problem) => (
        <p
          key={`${problem.from}-${problem.message}`}
          className="px-3 py-1 text-warning text-xs"
          role="status"
        >
          {problem.message}
        </p>
      ))}
      <ul id={listId} aria-label={SEARCH_TEXTS.resultsTitle}>
        <QueryResultGroups
          results={results}
          options={options}
          activeKey={activeKey}
          idOf={idOf}
          onOpen={(option) => onOpen(exactName(option))}
        />
      </ul>
      <button
        type="button"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onOpen(query)}
        className="w-full px-3 py-1.5 text-left text-primary text-sm hover:underline"
      >
        {SEARCH_TEXTS.showAll(query)}
      </button>
    </div>
  );
}
