import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../domain/format';
import { dayRange } from './valueChartData';

/** One line of the chart: its name and the theme colour (a CSS custom property) it is drawn in. */
export interface ChartLine {
  label: string;
  color: string;
  dashed?: boolean;
}

/** The User Timing entry of the chart's drawing (read by the bench). */
export const CHART_MEASURE = 'cardfolio:value-chart';
const HEIGHT = 240;

const themeColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';

function chartOptions(
  element: HTMLElement,
  lines: readonly ChartLine[],
  onPoint: (index: number | null) => void,
): uPlot.Options {
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
      ...lines.map((line) => ({
        label: line.label,
        stroke: themeColor(element, line.color),
        width: 2,
        dash: line.dashed ? [6, 4] : undefined,
        points: { size: 6 },
      })),
    ],
    hooks: { setCursor: [(chart) => onPoint(chart.cursor.idx ?? null)] },
  };
}

/**
 * Daily values drawn by uPlot (canvas; loaded with the Profit Tracking section or the lightbox's price
 * history, never with the app's first load). `data` is uPlot's columns: days in seconds, then one per
 * line. Hover, or a tap on touch screens, moves the cursor: `onPoint` gets the day's index for a readout.
 */
export function ValueChart({
  data,
  lines,
  onPoint,
}: {
  data: uPlot.AlignedData;
  lines: readonly ChartLine[];
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
      chartOptions(element, lines, (index) => pointRef.current(index)),
      data,
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
  }, [data, lines]);

  // The canvas is a picture to assistive technology; the readout and the figures carry the values.
  return <div ref={container} aria-hidden="true" className="w-full touch-pan-y" />;
}
