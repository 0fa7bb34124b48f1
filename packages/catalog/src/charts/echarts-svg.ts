import type * as EChartsCore from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { CHART_HEIGHT, CHART_WIDTH } from './chart-size.js';
import { FONT_FAMILY, INK, SERIES_COLOURS } from './palette.js';

type ECharts = typeof EChartsCore;

/** ECharts with only the charts and components drawn here, loaded on the first chart that needs it. */
let loaded: Promise<ECharts> | undefined;

function load(): Promise<ECharts> {
  loaded ??= (async () => {
    const [core, charts, components, renderers] = await Promise.all([
      import('echarts/core'),
      import('echarts/charts'),
      import('echarts/components'),
      import('echarts/renderers'),
    ]);
    core.use([
      charts.BarChart,
      charts.LineChart,
      components.GridComponent,
      components.TitleComponent,
      components.LegendComponent,
      renderers.SVGRenderer,
    ]);
    return core;
  })();
  return loaded;
}

/**
 * An ECharts option drawn as an SVG document, server-side (no DOM, no canvas), at the chart size, without
 * animation, in the shipped font and the colour-blind-safe palette. ECharts escapes the text it writes.
 */
export async function echartsSvg(option: EChartsCoreOption): Promise<string> {
  const echarts = await load();
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
  });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: '#ffffff',
      color: [...SERIES_COLOURS],
      textStyle: { fontFamily: FONT_FAMILY, color: INK },
      ...option,
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
