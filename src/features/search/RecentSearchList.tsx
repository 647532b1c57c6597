import { SEARCH_TEXTS } from './searchTexts';

interface RecentSearchListProps {
  listId: string;
  recent: readonly string[];
  /** The option the arrows reached, by position; -1 for none. */
  active: number;
  idOf(key: string): string;
  onOpen(query: string): void;
}

export const recentKey = (position: number) => `recent:${position}`;

/** The search box's recent searches while it is empty: the arrows walk them, Enter or a click runs one. */
export function RecentSearchList({ listId, recent, active, idOf, onOpen }: RecentSearchListProps) {
  return (
    <ul id={listId} aria-label={SEARCH_TEXTS.recent}>
      <li className="px-3 pt-2 pb-1 font-semibold text-text-muted text-xs uppercase" aria-hidden="true">
        {SEARCH_TEXTS.recent}
      </li>
      {recent.map((query, position) => (
        <li key={query}>
          <button
            type="button"
            id={idOf(recentKey(position))}
            aria-current={position === active ? 'true' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onOpen(query)}
            className={`w-full truncate px-3 py-1.5 text-left text-sm ${position === active ? 'bg-primary text-on-primary' : 'text-text'}`}
          >
            {query}
          </button>
        </li>
      ))}
    </ul>
  );
}
