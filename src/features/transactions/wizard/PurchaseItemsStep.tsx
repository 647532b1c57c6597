import { useMemo, useState } from 'react';
import type { SealedDefinitionRow } from '../../../db/rows';
import { useWantedCounts } from '../../../db/wants/useWantedCounts';
import { CARD_SEARCH_RESULTS_SHOWN, DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../domain/limits';
import type { CardDefinition } from '../../../domain/schemas';
import { searchSealedDefinitions } from '../../../domain/sealed/definitionSearch';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useCardSearch } from '../../cardDatabase/useCardSearch';
import { printingLabel } from '../../cards/dialogs/printingLabel';
import { DraftItemSection, type ItemsStepProps } from './DraftItemList';
import { cardDraftItem, sealedDraftItem } from './draftItems';
import { ItemEntryDialog } from './ItemEntryDialog';
import { PrintingsDialog } from './PrintingsDialog';
import { SearchBox } from './SearchBox';
import { SearchResultRow, sealedDetail } from './SearchResultRow';
import type { DraftItem } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

function searchStatus(query: string, searching: boolean, count: number, none: string): string {
  const typed = query.trim().length;
  if (typed === 0) return '';
  if (typed < SEARCH_MIN_CHARS) return WIZARD_TEXTS.searchHint;
  if (searching) return 'Searching…';
  return count === 0 ? none : `${count} found`;
}

type Picking =
  | { kind: 'none' }
  | { kind: 'printings'; card: CardDefinition }
  | { kind: 'item'; item: DraftItem };

/**
 * Step 2 of a purchase, "Add Items": a card search (≥ 2 characters, 300 ms, at most 10 results; the
 * device's catalogue offline) leading to the printings and quantity / price modals, and the sealed
 * product definitions.
 */
export function PurchaseItemsStep({
  items,
  definitions,
  prices,
  onAdd,
  onRemove,
  unpriced,
}: ItemsStepProps & { definitions: readonly SealedDefinitionRow[] }) {
  const [cardQuery, setCardQuery] = useState('');
  const [sealedQuery, setSealedQuery] = useState('');
  const [picking, setPicking] = useState<Picking>({ kind: 'none' });
  const search = useCardSearch(cardQuery, { debounceMs: DEBOUNCE_MS.wizard });
  const wanted = useWantedCounts();
  const cards = search.cards.slice(0, CARD_SEARCH_RESULTS_SHOWN);
  const debouncedSealed = useDebouncedValue(sealedQuery, DEBOUNCE_MS.definitions);
  const sealed = useMemo(
    () => searchSealedDefinitions(definitions, debouncedSealed),
    [definitions, debouncedSealed],
  );
  const close = () => setPicking({ kind: 'none' });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <SearchBox
          label={WIZARD_TEXTS.cardSearchLabel}
          value={cardQuery}
          onChange={setCardQuery}
          status={searchStatus(cardQuery, search.status === 'searching', cards.length, WIZARD_TEXTS.noCards)}
        />
        {search.notice && <p className="text-xs text-text-secondary">{search.notice}</p>}
        {search.error && (
          <p role="alert" className="text-sm text-error">
            {search.error}
          </p>
        )}
        <ul aria-label="Card results" className="divide-y divide-border-light">
          {cards.map((card) => (
            <SearchResultRow
              key={card.id}
              name={card.name}
              detail={printingLabel(card)}
              action={WIZARD_TEXTS.select}
              actionLabel={`${WIZARD_TEXTS.select} ${card.name} — ${printingLabel(card)}`}
              onAction={() => setPicking({ kind: 'printings', card })}
              wanted={wanted(card)}
            />
          ))}
        </ul>
        <SearchBox
          label={WIZARD_TEXTS.sealedSearchLabel}
          value={sealedQuery}
          onChange={setSealedQuery}
          status={searchStatus(
            sealedQuery,
            sealedQuery !== debouncedSealed,
            sealed.length,
            WIZARD_TEXTS.noSealed,
          )}
        />
        <ul aria-label="Sealed product results" className="divide-y divide-border-light">
          {sealed.map((definition) => (
            <SearchResultRow
              key={definition.id}
              name={definition.name}
              detail={sealedDetail(definition)}
              action={WIZARD_TEXTS.select}
              actionLabel={`${WIZARD_TEXTS.select} ${definition.name}`}
              onAction={() => setPicking({ kind: 'item', item: sealedDraftItem(definition) })}
            />
          ))}
        </ul>
      </div>
      <DraftItemSection
        title={WIZARD_TEXTS.itemsTitle}
        items={items}
        onRemove={onRemove}
        unpriced={unpriced}
      />
      {picking.kind === 'printings' && (
        <PrintingsDialog
          card={picking.card}
          onClose={close}
          onPick={(printing) => setPicking({ kind: 'item', item: cardDraftItem(printing) })}
        />
      )}
      {picking.kind === 'item' && (
        <ItemEntryDialog
          item={picking.item}
          prices={prices}
          unpriced={unpriced}
          onClose={close}
          onAdd={(added) => {
            onAdd(added);
            close();
          }}
        />
      )}
    </div>
  );
}
