import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../domain/format';
import type { ValueSnapshot } from '../../domain/profit/valueSnapshots';
import { dayRange, toChartData } from './valueChartData';

/** The User Timing entry of the chart's drawing (read by the bench). */
export const CHART_MEASURE = 'cardfolio:value-chart';
const HEIGHT = 240;

const themeColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';

function chartOptions(element: HTMLElement, onPoint: (index: number | null) => void): uPlot.Options {
  const axis = {
    stroke: themeColor(element, '--color-text-secondary'),
    grid: { stroke: themeColor(element, '--color-border-light') },
  };
  return {
    width: Math.max(element.clientWidth, 200),
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { size: 8 } },
    scales: { x: { time: true, range: (_, min, max) => dayRange(min, max) } },
    axes: [axis, { ...axis, size: 70, values: (_, ticks) => ticks.map((tick) => formatMoney(tick)) }],
    series: [
      {},
      {
        label: 'Market value',
        stroke: themeColor(element, '--color-primary'),
        width: 2,
        points: { size: 6 },
      },
      {
        label: 'Cost basis',
        stroke: themeColor(element, '--color-accent'),
        width: 2,
        dash: [6, 4],
        points: { size: 6 },
      },
    ],
    hooks: { setCursor: [(chart) => onPoint(chart.cursor.idx ?? null)] },
  };
}

/**
 * Market value and cost basis over time, drawn by uPlot (canvas; loaded with the section). Hover, or a
 * tap on touch screens, moves the cursor: `onPoint` gets the snapshot's index for the readout.
 */
export function ValueChart({
  snapshots,
  onPoint,
}: {
  snapshots: readonly ValueSnapshot[];
  onPoint(index: number | null): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const pointRef = useRef(onPoint);
  pointRef.current = onPoint;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = performance.now();
    const chart = new uPlot(
      chartOptions(element, (index) => pointRef.current(index)),
      toChartData(snapshots),
      element,
    );
    performance.clearMeasures(CHART_MEASURE);
    performance.measure(CHART_MEASURE, { start, end: performance.now() });
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [snapshots]);

  // The canvas is a picture to assistive technology; the readout and the figures carry the values.
  return <div ref={container} aria-hidden="true" className="w-full touch-pan-y" />;
}
