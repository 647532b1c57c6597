import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_HEIGHT, CHART_MEASURE, type ChartLine, createValueChart } from './valueChart';

export type { ChartLine } from './valueChart';

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
    const chart = createValueChart(
      element,
      data,
      lines,
      (index) => pointRef.current(index),
      () => {
        performance.clearMeasures(CHART_MEASURE);
        performance.measure(CHART_MEASURE, { start, end: performance.now() });
      },
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT }),
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
