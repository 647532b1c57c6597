import type { WizardType } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

const CHOICES = ['purchase', 'sale', 'trade', 'adjustment'] as const;

/** Step 1, "Transaction Type": Purchase, Sale, Trade (handed over to the trade modal) or Adjustment. */
export function TypeStep({
  type,
  onType,
  onTrade,
}: {
  type: WizardType | null;
  onType(type: WizardType): void;
  onTrade(): void;
}) {
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="sr-only">{WIZARD_TEXTS.stepTitles.type}</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice}
          className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-4 ${
            type === choice ? 'border-primary bg-surface-hover' : 'border-border'
          }`}
        >
          <span className="flex items-center gap-2 font-semibold">
            <input
              type="radio"
              name="transaction-type"
              value={choice}
              checked={type === choice}
              onChange={() => (choice === 'trade' ? onTrade() : onType(choice))}
            />
            {WIZARD_TEXTS.types[choice].label}
          </span>
          <span className="text-sm text-text-secondary">{WIZARD_TEXTS.types[choice].hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
