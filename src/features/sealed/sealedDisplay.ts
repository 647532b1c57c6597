import { formatMoney } from '../../domain/format';
import type { PurchaseDetail } from '../../domain/sealed/sealedRows';
import type { GroupMode } from '../../domain/valueSets';

/** Part 2 §2's group-by choices, in its order. */
export const GROUP_CHOICES: readonly { value: GroupMode; label: string }[] = [
  { value: 'product', label: 'By Product' },
  { value: 'transaction', label: 'By Transaction' },
  { value: 'none', label: 'No Grouping' },
];

export function moneyOrDash(value: number | null): string {
  return value === null ? '—' : formatMoney(value);
}

/** One purchase as a line: "Sealed · $120.00 · 2026-11-20". */
export function purchaseLine(detail: PurchaseDetail): string {
  return [detail.condition, moneyOrDash(detail.purchasePrice), detail.purchaseDate ?? 'no date'].join(' · ');
}
