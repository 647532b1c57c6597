import uPlot from 'uplot';
import { formatMoney } from '../../domain/format';
import { dayRange } from './valueChartData';

/** One line of the chart: its name and the theme colour (a CSS custom property) it is drawn in. */
export interface ChartLine {
  label: string;
  color: string;
  dashed?: boolean;
}

/** The value history's two lines (the section's chart and the bench draw the same). */
export const VALUE_LINES: readonly ChartLine[] = [
  { label: 'Market value', color: '--color-primary' },
  { label: 'Cost basis', color: '--color-accent', dashed: true },
];

/** The User Timing entry of the chart's drawing, for the browser's performance panel. */
export const CHART_MEASURE = 'cardfolio:value-chart';
export const CHART_HEIGHT = 240;

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
    height: CHART_HEIGHT,
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
 * Draws the chart into `element` (the component and the bench share this). uPlot paints on its next
 * microtask; `onDrawn` is called once the first paint is done.
 */
export function createValueChart(
  element: HTMLElement,
  data: uPlot.AlignedData,
  lines: readonly ChartLine[],
  onPoint: (index: number | null) => void,
  onDrawn?: () => void,
): uPlot {
  const options = chartOptions(element, lines, onPoint);
  if (onDrawn) {
    let drawn = false;
    options.hooks = {
      ...options.hooks,
      draw: [
        () => {
          if (drawn) return;
          drawn = true;
          onDrawn();
        },
      ],
    };
  }
  return new uPlot(options, data, element);
}
