/**
 * Taking a chart action's answer apart for test/e2e/visualisations.test.ts: its image block, the SVG the picture is
 * drawn from (redrawn from the structuredContent: the chart is a pure function of it), and the labels in that SVG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, chartSvg, svgToPng } from '@gitlab-mcp/catalog/charts';
import type { Chart } from '@gitlab-mcp/catalog/charts';
import { textOf } from './harness.js';
import type { Harness } from './harness.js';
import { actionCall } from './surfaces.js';

export interface Drawn {
  markdown: string;
  chart: Chart;
  png: Buffer;
  svg: string;
  requests: string[];
  queries: Array<Record<string, string>>;
}

/** The width and height a PNG states in its IHDR chunk, after its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function imageBlocks(result: CallToolResult) {
  return (result.content ?? []).filter((block) => block.type === 'image');
}

/**
 * Calls a chart action on the dynamic surface and takes its answer apart, checking the image block on the way: a
 * PNG of the stated size for the user, exactly the rasterised SVG of the structuredContent beside it. With
 * CHART_PNG_DIR set, the PNG is kept there as `<picture>.png` (docs/visualisations.md's pictures), unless null.
 */
export async function drawChart(
  harness: Harness,
  action: string,
  params: Record<string, unknown>,
  picture: string | null,
): Promise<Drawn> {
  harness.sandbox.requests.clear();
  const call = actionCall('dynamic', action, params);
  const result = (await harness.client.callTool(call)) as CallToolResult;
  expect(result.isError ?? false, textOf(result)).toBe(false);
  const [image, ...more] = imageBlocks(result);
  expect(more).toEqual([]);
  expect(image, textOf(result)).toBeDefined();
  if (image?.type !== 'image') throw new Error('no image block');
  expect(image.mimeType).toBe('image/png');
  expect(image.annotations?.audience).toEqual(['user']);
  const png = Buffer.from(image.data, 'base64');
  expect(pngSize(png)).toEqual({ width: CHART_WIDTH, height: CHART_HEIGHT });
  const chart = result.structuredContent as unknown as Chart;
  const svg = await chartSvg(chart);
  // The picture is the SVG of the points beside it, nothing else.
  expect((await svgToPng(svg)).equals(png)).toBe(true);
  if (process.env.CHART_PNG_DIR && picture !== null) {
    mkdirSync(process.env.CHART_PNG_DIR, { recursive: true });
    writeFileSync(`${process.env.CHART_PNG_DIR}/${picture}.png`, png);
  }
  const logged = harness.sandbox.requests.all();
  return {
    markdown: textOf(result),
    chart,
    png,
    svg,
    requests: logged.map((request) => `${request.method} ${request.path}`),
    queries: logged.map((request) => request.query),
  };
}

/** The text of every <text> element of an SVG, entities decoded: the labels a reader sees. */
export function svgLabels(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, inner]) =>
    inner!
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&'),
  );
}
