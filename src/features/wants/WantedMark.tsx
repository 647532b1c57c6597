import { WANT_TEXTS } from '../../domain/texts';

/** "wanted (N)" beside a printing shown for adding, when the want list still misses N of it. */
export function WantedMark({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="shrink-0 rounded bg-warning-light px-1.5 text-xs font-semibold text-text">
      {WANT_TEXTS.wanted(count)}
    </span>
  );
}
