import { useState } from 'react';
import type { SealedDefinitionRow } from '../../../db/rows';
import type { ItemsStepProps } from './DraftItemList';
import { PurchaseItemsStep } from './PurchaseItemsStep';
import { SaleItemsStep } from './SaleItemsStep';
import type { Holding } from './saleHoldings';
import { WIZARD_TEXTS } from './wizardTexts';

type AdjustmentDirection = 'leave' | 'arrive';
const DIRECTIONS: readonly AdjustmentDirection[] = ['leave', 'arrive'];

/**
 * Step 2 of an adjustment (issue 29): copies that leave are picked from what the collection holds,
 * as a sale's (lost or damaged: they leave at their cost basis, no proceeds); copies that arrive are
 * searched as a purchase's (found: no cost). Neither asks a price. Both kinds sit in one list.
 */
export function AdjustmentItemsStep({
  holdings,
  definitions,
  onAdd,
  ...lines
}: ItemsStepProps & { holdings: readonly Holding[]; definitions: readonly SealedDefinitionRow[] }) {
  const [direction, setDirection] = useState<AdjustmentDirection>('leave');
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-semibold">{WIZARD_TEXTS.adjustmentDirectionLegend}</legend>
        {DIRECTIONS.map((choice) => (
          <label
            key={choice}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              direction === choice ? 'border-primary bg-surface-hover' : 'border-border'
            }`}
          >
            <input
              type="radio"
              name="adjustment-direction"
              value={choice}
              checked={direction === choice}
              onChange={() => setDirection(choice)}
            />
            <span className="font-semibold">{WIZARD_TEXTS.adjustmentDirections[choice].label}</span>
            <span className="text-text-secondary">{WIZARD_TEXTS.adjustmentDirections[choice].hint}</span>
          </label>
        ))}
      </fieldset>
      {direction === 'leave' ? (
        <SaleItemsStep
          {...lines}
          unpriced
          holdings={holdings}
          onAdd={(items) => onAdd(items.map((item) => ({ ...item, price: 0, isGiven: true })))}
        />
      ) : (
        <PurchaseItemsStep
          {...lines}
          unpriced
          definitions={definitions}
          onAdd={(items) => onAdd(items.map((item) => ({ ...item, price: 0, isGiven: undefined })))}
        />
      )}
    </div>
  );
}
