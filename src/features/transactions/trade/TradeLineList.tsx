import { formatMoney } from '../../../domain/format';
import { buttonStyles } from '../../../ui/buttons';
import { TradeValue } from './TradeValue';
import type { TradeLine } from './tradeDraft';
import { TRADE_TEXTS } from './tradeTexts';

/** A side's lines: name, condition and quantity, the editable value, Remove; and the side's total. */
export function TradeLineList({
  title,
  lines,
  total,
  onChange,
  onRemove,
}: {
  title: string;
  lines: readonly TradeLine[];
  total: number;
  onChange(key: string, patch: Partial<TradeLine>): void;
  onRemove(key: string): void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={title} className="divide-y divide-border-light">
        {lines.map((line) => (
          <li
            key={line.key}
            data-trade-line
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <span className="min-w-0 text-sm">
              <span className="font-semibold">{line.item.name}</span>
              <span className="text-text-secondary">
                {' '}
                · {line.item.set} · {line.item.condition} · ×{line.item.quantity}
              </span>
            </span>
            <TradeValue line={line} onAgree={(patch) => onChange(line.key, patch)} />
            <button
              type="button"
              className={buttonStyles.ghost}
              aria-label={`${TRADE_TEXTS.remove} ${line.item.name}`}
              onClick={() => onRemove(line.key)}
            >
              {TRADE_TEXTS.remove}
            </button>
          </li>
        ))}
      </ul>
      <p className="text-right text-sm font-semibold tabular-nums">{formatMoney(total)}</p>
    </div>
  );
}
