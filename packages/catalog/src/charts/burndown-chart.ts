import type { BurndownDay } from './chart.js';
import { axisName, chartTitle } from './axis-style.js';
import { echartsSvg } from './echarts-svg.js';
import { GREY, OKABE_ITO } from './palette.js';

/** The open issues (or their weight) at the end of each day as a line with markers, and the ideal as a dashed one. */
export function burndownSvg(
  title: string,
  measure: 'issues' | 'weight',
  days: readonly BurndownDay[],
): Promise<string> {
  const actual = measure === 'issues' ? 'open issues' : 'open weight';
  return echartsSvg({
    title: chartTitle(title),
    legend: { bottom: 6, data: [actual, 'ideal'] },
    grid: { left: 16, right: 32, top: 52, bottom: 84 },
    xAxis: {
      type: 'category',
      data: days.map((day) => day.date),
      boundaryGap: false,
      ...axisName('day', 28),
    },
    yAxis: { type: 'value', minInterval: 1, ...axisName(actual, 36) },
    series: [
      {
        type: 'line',
        name: actual,
        symbol: 'circle',
        symbolSize: 6,
        lineStyle: { width: 2.5 },
        itemStyle: { color: OKABE_ITO.blue },
        data: days.map((day) => (measure === 'issues' ? day.open_issues : day.open_weight)),
      },
      {
        type: 'line',
        name: 'ideal',
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 2 },
        itemStyle: { color: GREY },
        data: days.map((day) => day.ideal),
      },
    ],
  });
}
