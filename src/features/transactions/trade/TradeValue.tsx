import { useState } from 'react';
import { formatAmountInput, formatMoney } from '../../../domain/format';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { agreedValue, type TradeLine } from './tradeDraft';
import { TRADE_TEXTS } from './tradeTexts';

/**
 * One unit's trade value and its source (market, estimated, agreed). Edit opens an input: Enter
 * confirms a value of 0 or more (it becomes agreed), Escape cancels without closing the modal.
 */
export function TradeValue({
  line,
  onAgree,
}: {
  line: TradeLine;
  onAgree(patch: Pick<TradeLine, 'value' | 'valueSource'>): void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  if (editing === null) {
    return (
      <span className="flex items-center gap-1 text-sm">
        <span className="tabular-nums">{formatMoney(line.value)}</span>
        <span className="text-xs text-text-secondary" data-testid="value-source">
          ({TRADE_TEXTS.sources[line.valueSource]})
        </span>
        <button
          type="button"
          className={`${buttonStyles.ghost} px-1 py-0.5`}
          aria-label={`${TRADE_TEXTS.editValue} of ${line.item.name}`}
          onClick={() => setEditing(formatAmountInput(line.value))}
        >
          ✎
        </button>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <input
        className={`${inputStyles} w-28 py-1`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${TRADE_TEXTS.value} of ${line.item.name}`}
        aria-invalid={invalid || undefined}
        title={TRADE_TEXTS.valueHint}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this value.
        autoFocus
        value={editing}
        onChange={(event) => {
          setEditing(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            const agreed = agreedValue(editing);
            if (!agreed) return setInvalid(true);
            onAgree(agreed);
            setEditing(null);
          } else if (event.key === 'Escape') {
            // Cancels the edit only: the trade modal stays open.
            event.preventDefault();
            event.stopPropagation();
            setEditing(null);
            setInvalid(false);
          }
        }}
      />
      {invalid && (
        <span role="alert" className="text-xs text-error">
          {TRADE_TEXTS.invalidValue}
        </span>
      )}
    </span>
  );
}
