import type { DoraPoint } from './chart.js';
import { echartsSvg } from './echarts-svg.js';
import { decimal } from './format.js';
import { FONT_FAMILY, INK, OKABE_ITO } from './palette.js';

/** The four metrics GitLab reports, each with the unit it is drawn in and how GitLab's value converts to it. */
export const DORA_METRICS = [
  { key: 'deployment_frequency', name: 'Deployment frequency', unit: 'deployments', scale: 1 },
  { key: 'lead_time_for_changes', name: 'Lead time for changes', unit: 'hours', scale: 1 / 3600 },
  { key: 'time_to_restore_service', name: 'Time to restore service', unit: 'hours', scale: 1 / 3600 },
  { key: 'change_failure_rate', name: 'Change failure rate', unit: 'percent', scale: 100 },
] as const;

const COLOURS = [OKABE_ITO.blue, OKABE_ITO.orange, OKABE_ITO.bluishGreen, OKABE_ITO.vermillion];
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond'];

/** A metric's value in its drawn unit, two decimals at most. */
export function doraValue(metric: (typeof DORA_METRICS)[number], value: number | null): number | null {
  return value === null ? null : Number(decimal(value * metric.scale));
}

/** Four small panels, one per metric (their units differ), each a line with its own colour and marker. */
export function doraSvg(title: string, points: readonly DoraPoint[]): Promise<string> {
  const dates = points.map((point) => point.date);
  const panels = DORA_METRICS.map((_, index) => ({
    left: index % 2 === 0 ? '8%' : '58%',
    top: index < 2 ? '17%' : '57%',
    width: '36%',
    height: '24%',
  }));
  return echartsSvg({
    title: [
      {
        text: title,
        left: 'center',
        top: 8,
        textStyle: { fontFamily: FONT_FAMILY, fontSize: 18, fontWeight: 'normal', color: INK },
      },
      ...DORA_METRICS.map((metric, index) => ({
        text: `${metric.name} (${metric.unit})`,
        left: panels[index]!.left,
        top: index < 2 ? '11%' : '51%',
        textStyle: { fontFamily: FONT_FAMILY, fontSize: 12, fontWeight: 'normal', color: INK },
      })),
    ],
    legend: { bottom: 4, itemGap: 24, data: DORA_METRICS.map((metric) => metric.name) },
    grid: panels,
    xAxis: DORA_METRICS.map((_, index) => ({
      type: 'category',
      gridIndex: index,
      data: dates,
      axisLabel: { fontSize: 10 },
    })),
    yAxis: DORA_METRICS.map((_, index) => ({ type: 'value', gridIndex: index, axisLabel: { fontSize: 10 } })),
    series: DORA_METRICS.map((metric, index) => ({
      type: 'line',
      name: metric.name,
      xAxisIndex: index,
      yAxisIndex: index,
      symbol: SYMBOLS[index],
      symbolSize: 7,
      connectNulls: true,
      itemStyle: { color: COLOURS[index] },
      data: points.map((point) => doraValue(metric, point[metric.key])),
    })),
  });
}
