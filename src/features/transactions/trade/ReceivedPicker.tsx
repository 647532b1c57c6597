import { useMemo, useState } from 'react';
import type { SealedDefinitionRow } from '../../../db/rows';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../domain/limits';
import type { CardDefinition } from '../../../domain/schemas';
import { searchSealedDefinitions } from '../../../domain/sealed/definitionSearch';
import { TRADE_CONDITIONS } from '../../../domain/valueSets';
import { TRADE_SEARCH_RESULTS_MAX } from '../../../ui/layout';
import { SelectField } from '../../../ui/SelectField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useCardSearch } from '../../cardDatabase/useCardSearch';
import { printingLabel } from '../../cards/dialogs/printingLabel';
import { cardDraftItem, sealedDraftItem } from '../wizard/draftItems';
import { SearchBox } from '../wizard/SearchBox';
import { SearchResultRow, sealedDetail } from '../wizard/SearchResultRow';
import type { DraftItem } from '../wizard/wizardDraft';
import { WIZARD_TEXTS } from '../wizard/wizardTexts';
import { TRADE_TEXTS } from './tradeTexts';

type TradeCondition = (typeof TRADE_CONDITIONS)[number];
const CONDITION_OPTIONS = TRADE_CONDITIONS.map((value) => ({ value, label: value }));

/**
 * The received side's search: the card database (the device's catalogue offline) and the sealed
 * definitions, 200 ms after typing, at most 20 results; cards arrive in the chosen trade condition.
 */
export function ReceivedPicker({
  definitions,
  onAdd,
}: {
  definitions: readonly SealedDefinitionRow[];
  onAdd(item: DraftItem): void;
}) {
  const [query, setQuery] = useState('');
  const [condition, setCondition] = useState<TradeCondition>('Near Mint');
  const search = useCardSearch(query, { debounceMs: DEBOUNCE_MS.trade });
  const debounced = useDebouncedValue(query, DEBOUNCE_MS.trade);
  const sealed = useMemo(() => searchSealedDefinitions(definitions, debounced), [definitions, debounced]);
  const cards = search.cards.slice(0, Math.max(0, TRADE_SEARCH_RESULTS_MAX - sealed.length));
  const typed = query.trim().length;
  const status =
    typed > 0 && typed < SEARCH_MIN_CHARS
      ? WIZARD_TEXTS.searchHint
      : search.status === 'done' && cards.length + sealed.length === 0
        ? WIZARD_TEXTS.noCards
        : '';
  const addCard = (card: CardDefinition) => onAdd(cardDraftItem(card, condition));
  const addSealed = (definition: SealedDefinitionRow) => onAdd(sealedDraftItem(definition));

  return (
    <div className="flex flex-col gap-1">
      <SearchBox label={TRADE_TEXTS.cardSearch} value={query} onChange={setQuery} status={status} />
      <SelectField
        label={WIZARD_TEXTS.condition}
        name="receivedCondition"
        value={condition}
        options={CONDITION_OPTIONS}
        onChange={(value) => setCondition(value as TradeCondition)}
      />
      {search.notice && <p className="text-xs text-text-secondary">{search.notice}</p>}
      <ul aria-label="Card database results" className="divide-y divide-border-light">
        {cards.map((card) => (
          <SearchResultRow
            key={card.id}
            name={card.name}
            detail={printingLabel(card)}
            action={TRADE_TEXTS.add}
            actionLabel={`${TRADE_TEXTS.add} ${card.name} — ${printingLabel(card)} to items received`}
            onAction={() => addCard(card)}
          />
        ))}
        {sealed.map((definition) => (
          <SearchResultRow
            key={definition.id}
            name={definition.name}
            detail={sealedDetail(definition)}
            action={TRADE_TEXTS.add}
            actionLabel={`${TRADE_TEXTS.add} ${definition.name} to items received`}
            onAction={() => addSealed(definition)}
          />
        ))}
      </ul>
    </div>
  );
}
