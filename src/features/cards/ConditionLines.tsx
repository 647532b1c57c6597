import { useState } from 'react';
import type { ConditionQuantity } from '../../domain/schemas';
import { CONDITION_COLORS } from '../../domain/themes/conditionColors';
import type { ThemeColorKey } from '../../domain/themes/themeTypes';
import { conditionLineParts } from './cardDisplay';

/** Lines shown before "+N more": a product row can hold dozens of purchases. */
const LINES_SHOWN = 3;

/** The theme's text colours as classes, written whole so the stylesheet keeps them. */
const TEXT_CLASS: Partial<Record<ThemeColorKey, string>> = {
  success: 'text-success',
  info: 'text-info',
  warning: 'text-warning',
  error: 'text-error',
  primary: 'text-primary',
};

function ConditionLine({ line }: { line: ConditionQuantity }) {
  const parts = conditionLineParts(line);
  return (
    <li className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-semibold tabular-nums text-text">{parts.quantity}</span>
      <span className={`font-medium ${TEXT_CLASS[CONDITION_COLORS[line.condition]] ?? ''}`}>
        {parts.condition}
      </span>
      {parts.price && <span className="tabular-nums">@ {parts.price}</span>}
      {parts.transaction && (
        <span className="font-mono text-[0.7rem] text-text-muted" title="Transaction (last 8 characters)">
          #{parts.transaction}
        </span>
      )}
    </li>
  );
}

/** Per-condition quantity with purchase price and the transaction's last 8 characters. */
export function ConditionLines({ lines }: { lines: readonly ConditionQuantity[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? lines : lines.slice(0, LINES_SHOWN);
  const hidden = lines.length - shown.length;
  return (
    <div className="text-xs text-text-secondary">
      <ul className="flex flex-col gap-0.5">
        {shown.map((line, index) => (
          // Lines have no id; their place in the row is stable while it is shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <ConditionLine key={index} line={line} />
        ))}
      </ul>
      {(hidden > 0 || expanded) && lines.length > LINES_SHOWN && (
        <button
          type="button"
          className="mt-0.5 font-semibold text-primary hover:underline"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `+${hidden} more`}
        </button>
      )}
    </div>
  );
}
