import { type FormEvent, useMemo, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { addMarketPrice } from '../../../db/marketPrices/marketPriceWrites';
import { errorMessage, parseLocaleNumber } from '../../../domain/format';
import type { Card, SealedProduct } from '../../../domain/schemas';
import { PRICE_ADMIN_TEXTS, TEXTS } from '../../../domain/texts';
import type { ProductType } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { PriceInput } from '../../../ui/NumberInputs';
import { productOptions } from './productOptions';

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  card: 'Card',
  sealed_product: 'Sealed Product',
};

export interface PriceDraft {
  productType: ProductType;
  productKey: string;
}

interface AddMarketPriceFormProps {
  collectionId: string | null;
  cards: readonly Card[];
  sealedProducts: readonly SealedProduct[];
  /** A product picked in "Products Without Market Prices" fills the form. */
  picked: PriceDraft | null;
  onAdded(message: string): void;
}

/** Add Market Price (part 2 §2, §5): product type, a product of the user's own, price step 0.01, notes. */
export function AddMarketPriceForm({
  collectionId,
  cards,
  sealedProducts,
  picked,
  onAdded,
}: AddMarketPriceFormProps) {
  const db = useDatabase();
  const [productType, setProductType] = useState<ProductType>(picked?.productType ?? 'card');
  const [productKey, setProductKey] = useState(picked?.productKey ?? '');
  const [price, setPrice] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const options = useMemo(
    () => productOptions(productType, cards, sealedProducts),
    [productType, cards, sealedProducts],
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!productKey || price.trim() === '') return setFailure(PRICE_ADMIN_TEXTS.fillRequired);
    if (collectionId === null) return setFailure(TEXTS.noCollectionSelected);
    try {
      await addMarketPrice(db, {
        collectionId,
        productType,
        productKey,
        marketPrice: parseLocaleNumber(price),
        notes,
      });
      setFailure(null);
      setProductKey('');
      setPrice('');
      setNotes('');
      onAdded(`Market price added for ${productKey}.`);
    } catch (error) {
      setFailure(`${PRICE_ADMIN_TEXTS.addFailed}: ${errorMessage(error)}`);
    }
  };
  return (
    <form
      aria-labelledby="add-price-title"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="add-price-title" className="font-semibold text-text">
        {PRICE_ADMIN_TEXTS.addTitle}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label="Product Type">
          <select
            className={inputStyles}
            value={productType}
            onChange={(event) => {
              setProductType(event.target.value as ProductType);
              setProductKey('');
            }}
          >
            {(Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]).map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Product *"
          hint={productKey ? `Product key: ${productKey}` : 'Pick one of your items'}
        >
          <select
            className={inputStyles}
            value={productKey}
            onChange={(event) => setProductKey(event.target.value)}
          >
            <option value="">
              {options.length === 0 ? 'No items in this collection' : 'Choose a product…'}
            </option>
            {productKey && !options.some((o) => o.productKey === productKey) && (
              <option value={productKey}>{productKey}</option>
            )}
            {options.map((option) => (
              <option key={option.productKey} value={option.productKey}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Market Price *">
          <PriceInput value={price} onValueChange={setPrice} />
        </FormField>
        <FormField label="Notes">
          <input className={inputStyles} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      </div>
      <FormFailure message={failure} />
      <button type="submit" className={`${buttonStyles.primary} self-start`}>
        Add Market Price
      </button>
    </form>
  );
}
