import { useMemo, useState } from 'react';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../domain/limits';
import type { Condition } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { TRADE_SEARCH_RESULTS_MAX } from '../../../ui/layout';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { SearchBox } from '../wizard/SearchBox';
import { availableConditions, capSaleQuantity, type Holding, searchHoldings } from '../wizard/saleHoldings';
import type { DraftItem } from '../wizard/wizardDraft';
import { WIZARD_TEXTS } from '../wizard/wizardTexts';
import { TRADE_TEXTS } from './tradeTexts';

function HoldingChoice({
  holding,
  draft,
  onAdd,
}: {
  holding: Holding;
  draft: readonly DraftItem[];
  onAdd(holding: Holding, condition: Condition, quantity: number): void;
}) {
  const options = availableConditions(holding, draft);
  const [condition, setCondition] = useState(options[0]?.condition);
  const [quantity, setQuantity] = useState(1);
  const available = options.find((option) => option.condition === condition)?.available ?? 0;
  return (
    <li className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
      <span className="min-w-0 flex-1 truncate">
        {holding.name} <span className="text-text-secondary">· {holding.set}</span>
      </span>
      <select
        aria-label={`${WIZARD_TEXTS.condition} of ${holding.name}`}
        className={`${inputStyles} w-auto py-1`}
        value={condition}
        onChange={(event) => setCondition(event.target.value as Condition)}
      >
        {options.map((option) => (
          <option key={option.condition} value={option.condition}>
            {option.condition} ({option.available})
          </option>
        ))}
      </select>
      <input
        aria-label={`${WIZARD_TEXTS.quantity} of ${holding.name}`}
        className={`${inputStyles} w-16 py-1`}
        type="number"
        min={1}
        max={available}
        value={quantity}
        onChange={(event) => setQuantity(capSaleQuantity(Number(event.target.value), available))}
      />
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-label={`${TRADE_TEXTS.add} ${holding.name} to items given`}
        disabled={condition === undefined || available < 1}
        onClick={() => condition && onAdd(holding, condition, quantity)}
      >
        {TRADE_TEXTS.add}
      </button>
    </li>
  );
}

/** The given side's search: what the collection holds (less what the trade already gives), 200 ms, 20. */
export function GivenPicker({
  holdings,
  draft,
  onAdd,
}: {
  holdings: readonly Holding[];
  draft: readonly DraftItem[];
  onAdd(holding: Holding, condition: Condition, quantity: number): void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, DEBOUNCE_MS.trade);
  const found = useMemo(
    () => searchHoldings(holdings, debounced, draft, TRADE_SEARCH_RESULTS_MAX),
    [holdings, debounced, draft],
  );
  const typed = query.trim().length;
  const status =
    typed > 0 && typed < SEARCH_MIN_CHARS
      ? WIZARD_TEXTS.searchHint
      : typed > 0 && query === debounced && found.length === 0
        ? WIZARD_TEXTS.noHoldings
        : '';
  return (
    <div className="flex flex-col gap-1">
      <SearchBox label={TRADE_TEXTS.givenSearch} value={query} onChange={setQuery} status={status} />
      <ul aria-label="Collection results" className="divide-y divide-border-light">
        {found.map((holding) => (
          <HoldingChoice key={holding.id} holding={holding} draft={draft} onAdd={onAdd} />
        ))}
      </ul>
    </div>
  );
}
