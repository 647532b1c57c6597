import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { editMarketPrice } from '../../../db/marketPrices/marketPriceWrites';
import { errorMessage, formatAmountInput, parseLocaleNumber } from '../../../domain/format';
import type { MarketPrice } from '../../../domain/schemas';
import { PRICE_ADMIN_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { PriceInput } from '../../../ui/NumberInputs';

/** Edit Market Price (part 2 §2): the price (step 0.01) and the notes of one record. */
export function EditMarketPriceDialog({ price, onClose }: { price: MarketPrice; onClose(): void }) {
  const db = useDatabase();
  const [value, setValue] = useState(formatAmountInput(price.marketPrice));
  const [notes, setNotes] = useState(price.notes);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    if (value.trim() === '') return setFailure(PRICE_ADMIN_TEXTS.fillRequired);
    try {
      await editMarketPrice(db, price.id, { marketPrice: parseLocaleNumber(value), notes });
      onClose();
    } catch (error) {
      setFailure(`${PRICE_ADMIN_TEXTS.updateFailed}: ${errorMessage(error)}`);
    }
  };
  return (
    <Dialog
      title={PRICE_ADMIN_TEXTS.editTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => void save()}>
            Save
          </button>
        </>
      }
    >
      <p className="break-all text-sm text-text-secondary">{price.productKey}</p>
      <FormField label="Market Price *">
        <PriceInput value={value} onValueChange={setValue} />
      </FormField>
      <FormField label="Notes">
        <input className={inputStyles} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      <FormFailure message={failure} />
    </Dialog>
  );
}
