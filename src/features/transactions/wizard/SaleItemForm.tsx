import { useState } from 'react';
import { parseLocaleNumber } from '../../../domain/format';
import type { Condition } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { PriceInput } from '../../../ui/NumberInputs';
import type { CollectionPrices } from '../../finance/collectionPrices';
import { SlabLabel } from '../../grading/SlabLabel';
import { CopyPlaceLabel } from '../../locations/CopyPlaceLabel';
import { holdingDraftItem } from './draftItems';
import { itemMarketPrice } from './itemMarketPrice';
import { PriceIndicator } from './PriceIndicator';
import { availableConditions, capSaleQuantity, type Holding } from './saleHoldings';
import { type DraftItem, separateItems } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

/**
 * One holding's sale line (part 2 §5): a condition it has copies in, a quantity from 1 to what that
 * condition has left (capped as it is typed, with "Quantity exceeds available amount for this
 * condition"), a price of 0 or more; Add to Sale only when all of it is valid, and for more than one
 * copy "Add N Separate Items". An adjustment's copies that leave use it `unpriced`: no price, no proceeds.
 */
export function SaleItemForm({
  holding,
  draft,
  prices,
  onAdd,
  onCancel,
  unpriced = false,
  addLabel = WIZARD_TEXTS.addToSale,
}: {
  holding: Holding;
  draft: readonly DraftItem[];
  prices: CollectionPrices | null;
  /** One line, or with "Add N Separate Items" N lines of one copy each (part 2 §5, as for purchases). */
  onAdd(items: DraftItem[]): void;
  onCancel(): void;
  /** No price field: the line leaves at price 0 (an adjustment's lost or damaged copies). */
  unpriced?: boolean;
  addLabel?: string;
}) {
  const options = availableConditions(holding, draft);
  const [condition, setCondition] = useState<Condition | undefined>(options[0]?.condition);
  const [quantity, setQuantity] = useState(1);
  const [exceeded, setExceeded] = useState(false);
  const [priceText, setPriceText] = useState('');
  const available = options.find((option) => option.condition === condition)?.available ?? 0;
  const price = unpriced ? 0 : parseLocaleNumber(priceText);
  const priceError = priceText.trim() !== '' && !(price >= 0) ? WIZARD_TEXTS.invalidPrice : undefined;
  const valid = condition !== undefined && available >= 1 && quantity <= available && price >= 0;
  const market = condition ? itemMarketPrice(holdingDraftItem(holding, condition, 1, 0), prices) : null;

  const add = (separate: boolean) => {
    if (!valid || !condition) return;
    const line = { ...holdingDraftItem(holding, condition, quantity, price), marketPrice: market };
    onAdd(separate ? separateItems(line) : [line]);
  };

  const typeQuantity = (text: string) => {
    const typed = Number(text);
    setExceeded(typed > available);
    setQuantity(capSaleQuantity(typed, available));
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="sale-item-form">
      <p className="font-semibold">
        {holding.name} <span className="font-normal text-text-secondary">· {holding.set}</span>
      </p>
      <SlabLabel grading={holding.grading} />
      <CopyPlaceLabel place={holding.place} />
      <FormField label={WIZARD_TEXTS.condition} hint={WIZARD_TEXTS.available(available)}>
        <select
          className={inputStyles}
          value={condition ?? ''}
          onChange={(event) => {
            setCondition(event.target.value as Condition);
            setQuantity(1);
            setExceeded(false);
          }}
        >
          {options.map((option) => (
            <option key={option.condition} value={option.condition}>
              {option.condition} ({option.available})
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={WIZARD_TEXTS.quantity} error={exceeded ? WIZARD_TEXTS.quantityExceeds : undefined}>
        <input
          className={inputStyles}
          type="number"
          inputMode="numeric"
          min={1}
          max={available}
          step={1}
          value={quantity}
          onChange={(event) => typeQuantity(event.target.value)}
        />
      </FormField>
      {!unpriced && (
        <FormField label={WIZARD_TEXTS.price} error={priceError}>
          <PriceInput placeholder="0.00" value={priceText} onValueChange={setPriceText} />
        </FormField>
      )}
      {!unpriced && price >= 0 && <PriceIndicator price={price} market={market} />}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {WIZARD_TEXTS.cancel}
        </button>
        {valid && quantity > 1 && (
          <button type="button" className={buttonStyles.secondary} onClick={() => add(true)}>
            {WIZARD_TEXTS.addSeparate(quantity)}
          </button>
        )}
        <button type="button" className={buttonStyles.primary} disabled={!valid} onClick={() => add(false)}>
          {addLabel}
        </button>
      </div>
    </div>
  );
}
