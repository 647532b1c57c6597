import { useMemo, useState } from 'react';
import { localDateIso } from '../../domain/format/dates';
import { snapshotsInRange, VALUE_RANGES, type ValueRangeId } from '../../domain/profit/valueSnapshots';
import { Segmented } from '../../ui/Segmented';
import { LoadingState } from '../../ui/StatePanel';
import { PROFIT_TEXTS } from './profitTexts';
import { useValueSnapshots } from './useValueHistory';
import { ValueChart } from './ValueChart';
import { VALUE_LINES } from './valueChart';
import { pointText, toChartData } from './valueChartData';

const RANGE_CHOICES = VALUE_RANGES.map((range) => ({
  value: range.id,
  label: range.label,
  text: range.label,
}));

/** The collection's market value and cost basis over time, with a span switch and a hover/tap readout. */
export function ValueHistory({ collectionId }: { collectionId: string }) {
  const snapshots = useValueSnapshots(collectionId);
  const [rangeId, setRangeId] = useState<ValueRangeId>('30d');
  const [pointIndex, setPointIndex] = useState<number | null>(null);
  const shown = useMemo(() => {
    if (snapshots.status !== 'ready') return [];
    const range = VALUE_RANGES.find((item) => item.id === rangeId) ?? VALUE_RANGES[0];
    return snapshotsInRange(snapshots.data, range, localDateIso());
  }, [snapshots, rangeId]);
  const point = shown[pointIndex ?? shown.length - 1];
  const data = useMemo(() => toChartData(shown), [shown]);

  return (
    <section
      aria-labelledby="value-history-title"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="value-history-title" className="text-base font-semibold text-text">
          {PROFIT_TEXTS.valueTitle}
        </h2>
        <Segmented
          label={PROFIT_TEXTS.valueRange}
          value={rangeId}
          choices={RANGE_CHOICES}
          onChange={(id) => {
            setPointIndex(null);
            setRangeId(id);
          }}
        />
      </div>
      {snapshots.status === 'loading' ? (
        <LoadingState text={PROFIT_TEXTS.loading} />
      ) : snapshots.status === 'error' ? (
        <p role="alert" className="text-sm text-error">
          {snapshots.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-text-secondary">{PROFIT_TEXTS.noValueData}</p>
      ) : (
        <>
          <p
            aria-live="polite"
            className="text-sm font-semibold text-text tabular-nums"
            data-testid="value-readout"
          >
            {point ? pointText(point) : ''}
          </p>
          <ValueChart data={data} lines={VALUE_LINES} onPoint={setPointIndex} />
          <p className="text-xs text-text-muted">
            {shown.length === 1 ? `${PROFIT_TEXTS.oneDay} ` : ''}
            {PROFIT_TEXTS.valueLegend}
          </p>
        </>
      )}
    </section>
  );
}
