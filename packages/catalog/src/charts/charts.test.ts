import { describe, expect, it } from 'vitest';
import type { Chart, JobPoint } from './chart.js';
import { CHART_HEIGHT, CHART_WIDTH, chartSvg, svgToPng } from './index.js';
import { xmlText } from './svg-text.js';

const HOSTILE = '</text><script>alert(1)</script><image href="x"/> & "q"';
const TEXT = { title: `Title ${HOSTILE}`, shows: '', totals: '', outliers: '', image: '' };

function job(
  name: string,
  stage: string,
  status: string,
  seconds: number | null,
  needs: string[] = [],
): JobPoint {
  return { name, stage, status, seconds, needs, allow_failure: false, id: 0 };
}

const JOBS: JobPoint[] = [
  job('compile', 'build', 'success', 40),
  job(HOSTILE, 'test', 'failed', 131, ['compile']),
  job('lint', 'test', 'success', 12, ['compile']),
  job('deploy', 'deploy', 'skipped', null, [HOSTILE]),
].map((point, index) => ({ ...point, id: index + 1 }));

const CHARTS: Chart[] = [
  { ...TEXT, chart: 'pipeline_graph', points: JOBS },
  { ...TEXT, chart: 'job_durations', points: JOBS },
  {
    ...TEXT,
    chart: 'milestone_burndown',
    measure: 'issues',
    points: [
      { date: '2025-03-01', open_issues: 4, open_weight: 6, ideal: 4 },
      { date: '2025-03-02', open_issues: 3, open_weight: 3, ideal: 0 },
    ],
  },
  {
    ...TEXT,
    chart: 'dora_trend',
    points: [
      {
        date: '2025-01-15',
        deployment_frequency: 2,
        lead_time_for_changes: 86400,
        time_to_restore_service: null,
        change_failure_rate: 0,
      },
      {
        date: '2025-02-03',
        deployment_frequency: 1,
        lead_time_for_changes: 43200,
        time_to_restore_service: 3600,
        change_failure_rate: 1,
      },
    ],
  },
  {
    ...TEXT,
    chart: 'repository_languages',
    points: [
      { language: HOSTILE, percent: 70 },
      { language: 'Go', percent: 30 },
    ],
  },
];

/** The width and height a PNG's IHDR chunk states, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// The first chart loads ECharts and compiles resvg's WebAssembly: seconds on a busy machine.
describe.each(CHARTS.map((chart) => [chart.chart, chart] as const))(
  'the %s chart',
  { timeout: 60_000 },
  (_, chart) => {
    it('writes every name of others as text: no element of theirs reaches the SVG', async () => {
      const svg = await chartSvg(chart);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<image');
      expect(svg).not.toMatch(/<\/text><script/);
      expect(svg).toContain('&lt;script&gt;');
    });

    it('rasterises to a PNG of the chart size', async () => {
      const png = await svgToPng(await chartSvg(chart));
      if (process.env.CHART_PNG_DIR)
        (await import('node:fs')).writeFileSync(`${process.env.CHART_PNG_DIR}/${chart.chart}.png`, png);
      expect(pngSize(png)).toEqual({ width: CHART_WIDTH, height: CHART_HEIGHT });
    });
  },
);

describe('xmlText', () => {
  it('escapes the five XML characters and drops control characters', () => {
    expect(xmlText(`a<b>&"'\u0007c`)).toBe('a&lt;b&gt;&amp;&quot;&apos;c');
  });
});
