import type { JobPoint } from './chart.js';
import { CHART_HEIGHT, CHART_WIDTH } from './chart-size.js';
import { duration } from './format.js';
import { FONT_FAMILY, INK, OKABE_ITO, statusLook } from './palette.js';
import type { StatusLook, StatusShape } from './palette.js';
import { fitted, xmlText } from './svg-text.js';

const MARGIN = 16;
const TOP = 76;
const BOTTOM = CHART_HEIGHT - 44;
const GAP = 6;
/** Below this a box has no room for its second line; more jobs than fit are counted in a `+N more` line. */
const MIN_BOX = 22;
const FAILING_FILL = '#FBE3D6';

interface Box {
  job: JobPoint;
  look: StatusLook;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The stages in pipeline order: GitLab creates a pipeline's jobs stage by stage, so the lowest job ID comes first. */
export function stagesInOrder(jobs: readonly JobPoint[]): string[] {
  const first = new Map<string, number>();
  for (const job of jobs) first.set(job.stage, Math.min(first.get(job.stage) ?? Infinity, job.id));
  return [...first.entries()].sort((a, b) => a[1] - b[1]).map(([stage]) => stage);
}

/** A status's shape in a 14 × 14 square at (x, y): the status is readable without its colour. */
function shapeSvg(shape: StatusShape, colour: string, x: number, y: number): string {
  const cx = x + 7;
  const cy = y + 7;
  const disc = `<circle cx="${cx}" cy="${cy}" r="7" fill="${colour}"/>`;
  const ring = `<circle cx="${cx}" cy="${cy}" r="6" fill="#ffffff" stroke="${colour}" stroke-width="2"/>`;
  const white = 'stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round"';
  switch (shape) {
    case 'check':
      return `${disc}<path d="M${cx - 3.5} ${cy} l2.5 2.5 l4.5 -5" ${white}/>`;
    case 'cross':
      return `${disc}<path d="M${cx - 3} ${cy - 3} l6 6 M${cx + 3} ${cy - 3} l-6 6" ${white}/>`;
    case 'warning':
      return (
        `<path d="M${cx} ${y} L${x + 14} ${y + 14} L${x} ${y + 14} Z" fill="${colour}"/>` +
        `<path d="M${cx} ${y + 5} v4.5 M${cx} ${y + 11.5} v0.5" ${white}/>`
      );
    case 'dot':
      return `${ring}<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`;
    case 'slash':
      return `${ring}<path d="M${cx - 3} ${cy + 3} l6 -6" stroke="${colour}" stroke-width="2"/>`;
    case 'play':
      return `${ring}<path d="M${cx - 2} ${cy - 3.5} L${cx + 3.5} ${cy} L${cx - 2} ${cy + 3.5} Z" fill="${colour}"/>`;
    case 'dash':
      return `${ring}<path d="M${cx - 3} ${cy} h6" stroke="${colour}" stroke-width="2"/>`;
    case 'ring':
      return ring;
  }
}

function text(x: number, y: number, size: number, value: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${INK}"${extra}>${xmlText(value)}</text>`;
}

function boxSvg({ job, look, x, y, width, height }: Box): string {
  const frame = look.failing
    ? `fill="${FAILING_FILL}" stroke="${OKABE_ITO.vermillion}" stroke-width="3"`
    : `fill="#ffffff" stroke="${look.colour}" stroke-width="1.5"`;
  const took = job.seconds === null ? '' : ` · ${duration(job.seconds)}`;
  const chars = Math.floor((width - 32) / 7);
  const shapeY = y + height / 2 - 7;
  const lines =
    height >= 34
      ? text(
          x + 26,
          y + height / 2 - 3,
          12,
          fitted(job.name, chars),
          look.failing ? ' font-weight="bold"' : '',
        ) + text(x + 26, y + height / 2 + 12, 10, fitted(`${look.label}${took}`, Math.floor(chars * 1.2)))
      : text(x + 26, y + height / 2 + 4, 11, fitted(`${job.name} · ${look.label}${took}`, chars));
  return `<g><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" ${frame}/>${shapeSvg(look.shape, look.colour, x + 7, shapeY)}${lines}</g>`;
}

/** `needs` edges: from the right side of the job needed to the left side of the job that waits for it. */
function edgeSvg(from: Box, to: Box): string {
  const x1 = from.x + from.width;
  const y1 = from.y + from.height / 2;
  const x2 = to.x;
  const y2 = to.y + to.height / 2;
  const bend = Math.max(12, (x2 - x1) / 2);
  return `<path d="M${x1} ${y1} C${x1 + bend} ${y1} ${x2 - bend} ${y2} ${x2 - 1} ${y2}" fill="none" stroke="#555555" stroke-width="1.2" marker-end="url(#arrow)"/>`;
}

function legendSvg(looks: readonly StatusLook[]): string {
  let x = MARGIN;
  const y = CHART_HEIGHT - 24;
  const items = looks.map((look) => {
    const item = `${shapeSvg(look.shape, look.colour, x, y - 11)}${text(x + 19, y, 12, look.label)}`;
    x += 30 + look.label.length * 7;
    return item;
  });
  const failing = looks.some((look) => look.failing)
    ? `<rect x="${x}" y="${y - 12}" width="22" height="14" rx="4" fill="${FAILING_FILL}" stroke="${OKABE_ITO.vermillion}" stroke-width="3"/>${text(x + 28, y, 12, 'fails the pipeline')}`
    : '';
  return `<g>${items.join('')}${failing}</g>`;
}

/**
 * The pipeline as GitLab draws it: one column per stage, one box per job with its status as colour, shape and
 * word and its duration, `needs` edges between jobs; a job whose failure fails the pipeline is filled and framed
 * in vermillion with its name in bold. Hand-built SVG: every name goes through xmlText.
 */
export function pipelineGraphSvg(title: string, jobs: readonly JobPoint[]): string {
  const stages = stagesInOrder(jobs);
  const columnWidth = (CHART_WIDTH - 2 * MARGIN) / Math.max(1, stages.length);
  const boxWidth = columnWidth - Math.min(36, columnWidth * 0.2);
  const boxes = new Map<string, Box>();
  const parts: string[] = [];
  const tallest = Math.max(...stages.map((stage) => jobs.filter((job) => job.stage === stage).length));
  const fit = Math.max(1, Math.floor((BOTTOM - TOP + GAP) / (MIN_BOX + GAP)));
  const shown = Math.min(tallest, fit);
  const height = Math.min(44, (BOTTOM - TOP - GAP * (shown - 1)) / shown);
  stages.forEach((stage, column) => {
    const x = MARGIN + column * columnWidth;
    parts.push(text(x, TOP - 14, 13, fitted(stage, Math.floor(boxWidth / 7.5)), ' font-weight="bold"'));
    const inStage = jobs.filter((job) => job.stage === stage);
    const drawn = inStage.length > fit ? inStage.slice(0, fit - 1) : inStage;
    drawn.forEach((job, row) => {
      const box = {
        job,
        look: statusLook(job.status, job.allow_failure),
        x,
        y: TOP + row * (height + GAP),
        width: boxWidth,
        height,
      };
      boxes.set(job.name, box);
    });
    if (drawn.length < inStage.length)
      parts.push(
        text(
          x + 8,
          TOP + drawn.length * (height + GAP) + height / 2 + 4,
          12,
          `+${inStage.length - drawn.length} more jobs`,
        ),
      );
  });
  const edges = [...boxes.values()].flatMap((to) =>
    to.job.needs.flatMap((name) => {
      const from = boxes.get(name);
      return from ? [edgeSvg(from, to)] : [];
    }),
  );
  const looks = [...new Map([...boxes.values()].map(({ look }) => [look.label, look])).values()];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" font-family="${FONT_FAMILY}">`,
    '<defs><marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L8 4 L0 8 Z" fill="#555555"/></marker></defs>',
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#ffffff"/>`,
    text(CHART_WIDTH / 2, 30, 18, fitted(title, 80), ' text-anchor="middle"'),
    ...edges,
    ...parts,
    ...[...boxes.values()].map(boxSvg),
    legendSvg(looks),
    '</svg>',
  ].join('\n');
}
