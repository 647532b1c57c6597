import type { Grading } from '../../domain/grading/schema';
import { slabLabel } from '../../domain/grading/slabLabel';
import { GRADING_TEXTS } from '../../domain/grading/texts';

/**
 * A graded copy's slab label ("PSA 9") and, while it has no manual value, the hint that its value is
 * the collector's to type. Nothing for a raw copy.
 */
export function SlabLabel({ grading }: { grading?: Grading | null }) {
  if (!grading) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        data-slab-label
        className="rounded border border-primary px-1.5 py-0.5 text-xs font-semibold tracking-wide text-primary"
      >
        {slabLabel(grading)}
      </span>
      {grading.value === null && (
        <span className="text-xs text-text-muted italic">{GRADING_TEXTS.manualValueMissing}</span>
      )}
    </span>
  );
}

/**
 * The finance panel's note: slabs without a manual value count in no market value or profit/loss
 * (graded prices are not in the card database), so the collector is told to type one.
 */
export function SlabsWithoutValue({
  cards,
}: {
  cards: readonly { grading?: Grading | null; status: string }[];
}) {
  const count = cards.filter(
    (card) => card.grading && card.grading.value === null && card.status === 'have',
  ).length;
  if (count === 0) return null;
  return <p className="text-xs text-text-muted italic">{GRADING_TEXTS.slabsWithoutValue(count)}</p>;
}
