import type { GitLabObject } from '@gitlab-mcp/result';
import type { Chart, UndrawnChart } from '../../charts/chart.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../../charts/chart-size.js';
import { ImageAnswer } from '../../image-answer.js';

/** What the card's Image row says when a picture was drawn, and when there was nothing to draw. */
export const DRAWN = `${CHART_WIDTH} × ${CHART_HEIGHT} PNG, shown to the user beside this card`;
export const NOT_DRAWN = 'none: there is nothing to draw';

/**
 * A chart's answer: the card and structuredContent are the chart object (its words, numbers and data points), the
 * PNG goes beside them for the user. A chart without points is its sentence alone, never an empty picture. The
 * drawing code (ECharts, resvg, the font) is loaded here, on the first chart, never at start-up.
 */
export async function chartAnswer(undrawn: UndrawnChart): Promise<ImageAnswer> {
  if (undrawn.points.length === 0)
    return new ImageAnswer({ ...undrawn, image: NOT_DRAWN } as unknown as GitLabObject, null);
  const { chartSvg, svgToPng } = await import('../../charts/index.js');
  const drawn = { ...undrawn, image: DRAWN } as Chart;
  const png = await svgToPng(await chartSvg(drawn));
  return new ImageAnswer(drawn as unknown as GitLabObject, {
    data: png.toString('base64'),
    mimeType: 'image/png',
  });
}
