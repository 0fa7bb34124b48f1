import type { LanguageShare } from './chart.js';
import { axisName, chartTitle } from './axis-style.js';
import { echartsSvg } from './echarts-svg.js';
import { decimal } from './format.js';
import { OKABE_ITO } from './palette.js';
import { fitted } from './svg-text.js';

/** The most languages drawn; the rest are summed into one `other` bar so the shares still add up. */
export const MOST_LANGUAGES = 12;

/** The bars: each language's share, largest first, the tail past MOST_LANGUAGES as `other`. */
export function languageBars(shares: readonly LanguageShare[]): LanguageShare[] {
  const sorted = [...shares].sort((a, b) => b.percent - a.percent);
  if (sorted.length <= MOST_LANGUAGES) return sorted;
  const rest = sorted.slice(MOST_LANGUAGES - 1).reduce((sum, share) => sum + share.percent, 0);
  return [
    ...sorted.slice(0, MOST_LANGUAGES - 1),
    { language: 'other', percent: Math.round(rest * 100) / 100 },
  ];
}

/**
 * A bar per language in the order given, labelled with its share in percent: the chart's points are already
 * languageBars' (sorting them again would move `other` up among the languages it sums).
 */
export function languagesSvg(title: string, bars: readonly LanguageShare[]): Promise<string> {
  return echartsSvg({
    title: chartTitle(title),
    legend: { bottom: 6, data: ['share of the repository’s code'] },
    grid: { left: 16, right: 60, top: 52, bottom: 84 },
    xAxis: { type: 'value', max: 100, ...axisName('percent of the code', 26) },
    yAxis: { type: 'category', inverse: true, data: bars.map((bar) => fitted(bar.language, 28)) },
    series: [
      {
        type: 'bar',
        name: 'share of the repository’s code',
        barMaxWidth: 26,
        itemStyle: { color: OKABE_ITO.blue },
        label: {
          show: true,
          position: 'right',
          formatter: ({ value }: { value: number }) => `${decimal(value)} %`,
        },
        data: bars.map((bar) => bar.percent),
      },
    ],
  });
}
