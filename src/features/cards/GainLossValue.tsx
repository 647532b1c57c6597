import type { GainLoss } from '../../domain/cards/pricing';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import { gainLossTexts } from './cardDisplay';

/**
 * A row's unrealized gain or loss in the chosen mode; the other value in the tooltip and in hidden
 * text for assistive tech (a tooltip alone is out of reach for touch and screen readers). Shown only
 * when both a market price and a purchase price exist (part 1 §4); otherwise a dash.
 */
export function GainLossValue({ gainLoss, mode }: { gainLoss: GainLoss | null; mode: GainLossSortBy }) {
  if (gainLoss === null) {
    return (
      <span className="text-text-muted" title="Needs a market price and a purchase price">
        —
      </span>
    );
  }
  const { shown, other, isGain } = gainLossTexts(gainLoss, mode);
  const word = isGain ? 'gain' : 'loss';
  return (
    <span
      title={other || undefined}
      data-testid="gain-loss"
      className={`font-semibold tabular-nums ${isGain ? 'text-success' : 'text-error'}`}
    >
      {shown}
      {/* The tooltip's value for screen readers and touch, where a title is out of reach. */}
      <span className="sr-only">{other ? ` ${word} (${other})` : ` ${word}`}</span>
    </span>
  );
}
