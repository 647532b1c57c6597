import { useState } from 'react';
import { parseLocaleNumber } from '../../../domain/format';
import { type Condition, WIZARD_CARD_CONDITIONS, WIZARD_SEALED_CONDITIONS } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormField } from '../../../ui/FormField';
import { PriceInput } from '../../../ui/NumberInputs';
import type { CollectionPrices } from '../../finance/collectionPrices';
import { itemMarketPrice } from './itemMarketPrice';
import { PriceIndicator } from './PriceIndicator';
import { type DraftItem, separateItems } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

/** The wizard's conditions; sealed items also Sealed, their default (part 2 §9). */
function conditionsOf(item: DraftItem): readonly Condition[] {
  return item.itemType === 'sealed_product'
    ? [...WIZARD_SEALED_CONDITIONS, ...WIZARD_CARD_CONDITIONS]
    : WIZARD_CARD_CONDITIONS;
}

/**
 * The quantity / price modal with the condition picker (part 2 §2, §5): quantity at least 1, price 0 or
 * more, the price against market, and for more than one copy "Add N Separate Items". An adjustment's
 * found copies use it `unpriced`: they arrive at no cost, so it asks no price.
 */
export function ItemEntryDialog({
  item,
  prices,
  onAdd,
  onClose,
  unpriced = false,
}: {
  item: DraftItem;
  prices: CollectionPrices | null;
  onAdd(items: DraftItem[]): void;
  onClose(): void;
  unpriced?: boolean;
}) {
  const [condition, setCondition] = useState<Condition>(item.condition);
  const [quantityText, setQuantityText] = useState('1');
  const [priceText, setPriceText] = useState('');
  const quantity = Number(quantityText);
  const price = unpriced || priceText.trim() === '' ? 0 : parseLocaleNumber(priceText);
  const quantityError =
    !Number.isInteger(quantity) || quantity < 1 ? WIZARD_TEXTS.quantityAtLeastOne : undefined;
  const priceError = !Number.isFinite(price) || price < 0 ? WIZARD_TEXTS.invalidPrice : undefined;
  const valid = !quantityError && !priceError;
  const line: DraftItem = { ...item, condition, quantity: valid ? quantity : 1, price: valid ? price : 0 };
  const market = itemMarketPrice(line, prices);
  const add = (separate: boolean) => {
    if (!valid) return;
    const ready = { ...line, marketPrice: market };
    onAdd(separate ? separateItems(ready) : [ready]);
  };

  return (
    <Dialog
      title={WIZARD_TEXTS.itemTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {WIZARD_TEXTS.cancel}
          </button>
          {valid && quantity > 1 && (
            <button type="button" className={buttonStyles.secondary} onClick={() => add(true)}>
              {WIZARD_TEXTS.addSeparate(quantity)}
            </button>
          )}
          <button type="button" className={buttonStyles.primary} disabled={!valid} onClick={() => add(false)}>
            {WIZARD_TEXTS.addItem}
          </button>
        </>
      }
    >
      <p className="-mt-2 text-sm text-text-secondary">
        {item.name} · {item.set}
      </p>
      <FormField label={WIZARD_TEXTS.condition}>
        <select
          className={inputStyles}
          value={condition}
          onChange={(event) => setCondition(event.target.value as Condition)}
        >
          {conditionsOf(item).map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </FormField>
      <FormField label={WIZARD_TEXTS.quantity} error={quantityError}>
        <input
          className={inputStyles}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
        />
      </FormField>
      {!unpriced && (
        <>
          <FormField label={WIZARD_TEXTS.price} error={priceError}>
            <PriceInput placeholder="0.00" value={priceText} onValueChange={setPriceText} />
          </FormField>
          <PriceIndicator price={price} market={market} />
        </>
      )}
    </Dialog>
  );
}
