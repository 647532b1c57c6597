import { useMemo, useState } from 'react';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../domain/limits';
import { buttonStyles } from '../../../ui/buttons';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { DraftItemSection, type ItemsStepProps } from './DraftItemList';
import { SaleItemForm } from './SaleItemForm';
import { SearchBox } from './SearchBox';
import { type Holding, searchHoldings } from './saleHoldings';
import { WIZARD_TEXTS } from './wizardTexts';

/** Step 2 of a sale, "Item Details": search what the collection holds (less the draft), then the line. */
export function SaleItemsStep({
  items,
  holdings,
  prices,
  onAdd,
  onRemove,
  unpriced,
}: ItemsStepProps & { holdings: readonly Holding[] }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Holding | null>(null);
  const debounced = useDebouncedValue(query, DEBOUNCE_MS.wizard);
  const found = useMemo(() => searchHoldings(holdings, debounced, items), [holdings, debounced, items]);
  const typed = query.trim().length;
  const status =
    typed === 0
      ? ''
      : typed < SEARCH_MIN_CHARS
        ? WIZARD_TEXTS.searchHint
        : query !== debounced
          ? 'Searching…'
          : found.length === 0
            ? WIZARD_TEXTS.noHoldings
            : `${found.length} found`;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <SearchBox
          label={WIZARD_TEXTS.holdingSearchLabel}
          value={query}
          onChange={setQuery}
          status={status}
        />
        {chosen ? (
          <SaleItemForm
            key={chosen.id}
            holding={chosen}
            draft={items}
            prices={prices}
            onCancel={() => setChosen(null)}
            unpriced={unpriced}
            addLabel={unpriced ? WIZARD_TEXTS.addToAdjustment : WIZARD_TEXTS.addToSale}
            onAdd={(items) => {
              onAdd(items);
              setChosen(null);
            }}
          />
        ) : (
          <ul aria-label="Collection results" className="divide-y divide-border-light">
            {found.map((holding) => (
              <li key={holding.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
                <span className="min-w-0 truncate">
                  {holding.name} <span className="text-text-secondary">· {holding.set}</span>
                </span>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-label={`${WIZARD_TEXTS.select} ${holding.name} — ${holding.set}`}
                  onClick={() => setChosen(holding)}
                >
                  {WIZARD_TEXTS.select}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DraftItemSection
        title={WIZARD_TEXTS.itemsTitle}
        items={items}
        onRemove={onRemove}
        unpriced={unpriced}
      />
    </div>
  );
}
