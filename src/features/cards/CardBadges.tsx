import type { Card } from '../../domain/schemas';
import { colorLabel } from './cardDisplay';
import { STATUS_LABELS } from './cardsTexts';

/** Have or want; want reads as a wish, so it is outlined. */
export function StatusBadge({ status }: { status: Card['status'] }) {
  const look =
    status === 'have'
      ? 'bg-success-light text-success border-transparent'
      : 'border-dashed border-warning text-warning bg-transparent';
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-px text-[0.7rem] font-semibold ${look}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Colour swatches use the theme's palette loosely; the label carries the meaning. */
const DOT: Record<string, string> = {
  white: 'bg-warning-light border-warning',
  blue: 'bg-info border-info',
  black: 'bg-text border-text',
  red: 'bg-error border-error',
  green: 'bg-success border-success',
  colorless: 'bg-border border-text-muted',
  multicolor: 'bg-accent border-accent',
};

export function ColorBadge({ color }: { color: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-text-secondary">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full border ${DOT[color] ?? 'bg-border'}`} />
      {colorLabel(color)}
    </span>
  );
}

export function FoilBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-accent px-1.5 py-px text-[0.65rem] font-bold tracking-wide text-on-accent uppercase">
      Foil
    </span>
  );
}
