import { formatSignedMoney } from '../../domain/format';
import type { TransactionType } from '../../domain/valueSets';
import { TYPE_LABELS } from './transactionTexts';

const BADGE_TONES: Record<TransactionType, string> = {
  purchase: 'border-primary text-primary',
  sale: 'border-success text-success',
  trade: 'border-warning text-warning',
  opening: 'border-border text-text',
  adjustment: 'border-border text-text-secondary',
};

/** A transaction's type as a small outlined badge (colour and word: never colour alone). */
export function TypeBadge({ type }: { type: TransactionType }) {
  return (
    <span
      className={`inline-flex rounded-full border bg-surface px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[type]}`}
    >
      {TYPE_LABELS[type]}
    </span>
  );
}

/** A financial impact: signed, green when money came in, red when it went out. */
export function ImpactValue({ value }: { value: number }) {
  const tone = value > 0 ? 'text-success' : value < 0 ? 'text-error' : 'text-text-secondary';
  return <span className={`font-semibold tabular-nums ${tone}`}>{formatSignedMoney(value)}</span>;
}
