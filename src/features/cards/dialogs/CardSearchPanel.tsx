import { useId } from 'react';
import { useWantedCounts } from '../../../db/wants/useWantedCounts';
import { SEARCH_MIN_CHARS } from '../../../domain/limits';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import type { CardDatabaseClient } from '../../cardDatabase/cardDatabaseClient';
import { useCardSearch } from '../../cardDatabase/useCardSearch';
import { type CardResultActions, CardResultItem } from './CardResultItem';

export interface CardSearchOptions {
  client?: CardDatabaseClient;
  isOnline?: () => boolean;
}

interface CardSearchPanelProps extends CardResultActions, CardSearchOptions {
  query: string;
  onQueryChange(query: string): void;
  mobile: boolean;
  busyId: string | null;
  canAdd: boolean;
}

/**
 * The Add New Card search (part 2 §5): at least 2 characters, 300 ms after the last keystroke, at most
 * 10 results; offline (or the card database unreachable) it searches the cards saved on this device and
 * says so. What the search is doing is announced politely to screen readers.
 */
export function CardSearchPanel(props: CardSearchPanelProps) {
  const { query, onQueryChange, mobile, busyId, canAdd, client, isOnline, ...actions } = props;
  const search = useCardSearch(query, { client, isOnline });
  const wanted = useWantedCounts();
  const inputId = useId();
  const statusId = useId();
  const typed = query.trim().length;

  let status = '';
  if (typed > 0 && typed < SEARCH_MIN_CHARS) status = `Type at least ${SEARCH_MIN_CHARS} characters`;
  else if (search.status === 'searching') status = 'Searching…';
  else if (search.status === 'done' && search.cards.length === 0) status = CARD_DIALOG_TEXTS.noCardsFound;
  else if (search.status === 'done')
    status = `${search.cards.length} ${search.cards.length === 1 ? 'card' : 'cards'} found`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          Search for a card
        </label>
        <input
          id={inputId}
          type="search"
          className={inputStyles}
          placeholder="Card name"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the search box is the dialog's purpose; focus lands inside the modal.
          autoFocus
          value={query}
          aria-describedby={statusId}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {search.notice && (
        <p className="rounded-md bg-warning-light px-3 py-2 text-sm text-text" data-testid="offline-notice">
          {search.notice}
        </p>
      )}
      <p id={statusId} role="status" className="text-sm text-text-secondary">
        {status}
      </p>
      {search.status === 'failed' && (
        <div role="alert" className="flex items-center gap-2 text-sm text-error">
          <span>{search.error}</span>
          <button type="button" className={buttonStyles.secondary} onClick={search.retry}>
            Retry
          </button>
        </div>
      )}
      {search.cards.length > 0 && (
        <ul aria-label="Search results" className="max-h-[55vh] divide-y divide-border-light overflow-y-auto">
          {search.cards.map((card) => (
            <CardResultItem
              key={card.id}
              card={card}
              mobile={mobile}
              busy={busyId === card.id}
              disabled={!canAdd}
              wanted={wanted(card)}
              {...actions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
