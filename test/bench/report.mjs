// The side-by-side report the bench prints.
import { legName, LEGS, MODERN, LEGACY, WARMUP_CALLS } from './revisions.mjs';
import { accuracy, median, percentile } from './stats.mjs';

export const format = {
  ms: (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : '—'),
  bytes: (value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} B` : '—'),
  mb: (value) => (Number.isFinite(value) ? `${(value / 1024 / 1024).toFixed(1)} MB` : '—'),
  percent: (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—'),
  count: (value) => (Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '—'),
  rate: (value) => (Number.isFinite(value) ? `${value.toFixed(1)} /s` : '—'),
};

/** ours / reference, or a dash when either is missing. */
export function ratio(ours, reference) {
  return Number.isFinite(ours) && Number.isFinite(reference) && reference !== 0
    ? `${(ours / reference).toFixed(2)}×`
    : '—';
}

/**
 * A plain-text table: rows of [metric, ours, reference, ratio] under a heading, columns padded to fit.
 * `rows` holds `{ label, ours, reference, unit }` with numbers; a row with `section` starts a group.
 */
export function table(rows) {
  const cells = rows.map((row) =>
    row.section
      ? [row.section]
      : [
          `  ${row.label}`,
          format[row.unit](row.ours),
          format[row.unit](row.reference),
          row.noRatio ? '' : ratio(row.ours, row.reference),
        ],
  );
  const header = ['metric', 'ours', 'reference', 'ours/ref'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.filter((row) => row.length > 1).map((row) => row[column].length)),
  );
  const line = (row) =>
    row.length === 1
      ? row[0]
      : row
          .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
          .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

/** Issue 5's targets on the dynamic surface. */
export const TARGETS = [
  { label: 'tools/list ≤ 5 KB', metric: 'listBytes', limit: 5 * 1024, unit: 'bytes' },
  { label: 'first tools/list ≤ 0.4 s', metric: 'listMs', limit: 400, unit: 'ms' },
  { label: 'RSS after tools/list ≤ 70 MB', metric: 'rss', limit: 70 * 1024 * 1024, unit: 'mb' },
];

/**
 * The whole report: start-up per surface, the finder per evaluation set, latency, GitLab requests, targets, both
 * protocol revisions, and what failed; with `--finder-only`, the finder alone; with `--revisions-only`, the
 * revisions alone; with `--load-only`, the HTTP load run alone.
 */
export function printReport(results) {
  const { meta, finder } = results;
  const everything = !meta.finderOnly && !meta.revisionsOnly && !meta.loadOnly;
  const both = (pick) => ({ ours: pick('ours'), reference: pick('reference') });
  const rows = [
    ...(everything ? startupRows(results, both) : []),
    ...Object.entries(finder).flatMap(([set, bySet]) =>
      finderRows(`${set}.json, ${meta.finderSets[set]} requests`, bySet, both),
    ),
    ...(everything ? callRows(results, both) : []),
    ...(meta.loadOnly ? httpLoadRows(results, both) : []),
    ...(meta.finderOnly || meta.loadOnly ? [] : revisionRows(results, both)),
  ];
  const lines = [
    `gitlab-mcp bench, ${meta.date}: node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, load average ` +
      `${meta.loadBefore.toFixed(1)} before, ${meta.loadAfter.toFixed(1)} after (times stretch when it exceeds the CPUs)`,
    `reference: ${meta.reference.error ? `none (${meta.reference.error})` : meta.reference.source}`,
    '',
    table(rows),
    '',
    ...(meta.finderOnly || meta.loadOnly ? [] : revisionRatios(results.revisions)),
    ...(!everything
      ? []
      : [
          'Issue 5 targets (ours, dynamic surface, medians):',
          ...TARGETS.map(({ label, metric, limit, unit }) => {
            const value = startupMedian(results.startup, 'ours', 'dynamic', metric);
            return `  ${value <= limit ? 'met    ' : 'NOT met'}  ${label}: ${format[unit](value)}`;
          }),
          '',
          ...requestDetails(results),
        ]),
    ...missDetails(finder),
    ...(results.failures.length > 0
      ? ['Failures:', ...results.failures.map((failure) => `  ${failure}`)]
      : []),
  ];
  return lines.join('\n');
}

function startupMedian(startup, server, surface, metric) {
  return median(
    (startup[server]?.[surface] ?? []).map((run) =>
      metric === 'requestCount' ? run.requests.length : run[metric],
    ),
  );
}

function startupRows({ meta, startup }, both) {
  return ['dynamic', 'meta', 'individual'].flatMap((surface) => {
    const m = (metric) => both((server) => startupMedian(startup, server, surface, metric));
    return [
      { section: `Start-up, ${surface} surface (median of ${meta.runs} runs)` },
      { label: 'initialize answered after spawn', unit: 'ms', ...m('initMs') },
      { label: 'first tools/list answered after spawn', unit: 'ms', ...m('listMs') },
      { label: 'tools/list size (one JSON-RPC line)', unit: 'bytes', ...m('listBytes') },
      { label: 'tools listed', unit: 'count', noRatio: true, ...m('tools') },
      { label: 'RSS after tools/list (VmRSS)', unit: 'mb', ...m('rss') },
      { label: 'GitLab requests until tools/list', unit: 'count', ...m('requestCount') },
    ];
  });
}

/** One evaluation set through both servers' gitlab_find_action. */
function finderRows(title, bySet, both) {
  const rowsOf = (server) => bySet[server]?.rows ?? [];
  return [
    { section: `Finder: ${title} through gitlab_find_action, limit 5` },
    { label: 'top-1 accuracy', unit: 'percent', ...both((s) => nonEmpty(rowsOf(s), (r) => accuracy(r, 1))) },
    { label: 'top-5 accuracy', unit: 'percent', ...both((s) => nonEmpty(rowsOf(s), (r) => accuracy(r, 5))) },
    {
      label: 'top-1, ranked among our catalog only',
      unit: 'percent',
      ...both((s) => nonEmpty(rowsOf(s), (r) => accuracy(withinOurs(r), 1))),
    },
    {
      label: 'top-5, ranked among our catalog only',
      unit: 'percent',
      ...both((s) => nonEmpty(rowsOf(s), (r) => accuracy(withinOurs(r), 5))),
    },
    {
      label: 'answer size, 5-hit answers, median',
      unit: 'bytes',
      ...both((s) =>
        median(
          rowsOf(s)
            .filter((r) => r.hits === 5)
            .map((r) => r.bytes),
        ),
      ),
    },
    {
      label: 'answer size, largest',
      unit: 'bytes',
      ...both((s) => Math.max(...rowsOf(s).map((r) => r.bytes))),
    },
    { label: 'find call, median', unit: 'ms', ...both((s) => median(rowsOf(s).map((r) => r.took))) },
    {
      label: 'GitLab requests for all finds',
      unit: 'count',
      ...both((s) => bySet[s]?.gitlabRequests ?? NaN),
    },
  ];
}

/** branch.list latency over stdio, the HTTP load run and the GitLab requests per action. */
function callRows(results, both) {
  const { meta, latency, actions } = results;
  return [
    { section: `branch.list through gitlab_execute_action, ${meta.calls} calls in a row` },
    { label: 'per call, median', unit: 'ms', ...both((s) => median(latency[s]?.took ?? [])) },
    { label: 'per call, p90', unit: 'ms', ...both((s) => percentile(latency[s]?.took ?? [], 90)) },
    { label: 'first call', unit: 'ms', ...both((s) => latency[s]?.took[0] ?? NaN) },
    {
      label: 'GitLab requests per call, median',
      unit: 'count',
      ...both((s) => median(latency[s]?.perCall ?? [])),
    },
    ...httpLoadRows(results, both),
    { section: 'GitLab requests per action (one call each)' },
    ...(actions.ours ?? actions.reference ?? []).map(({ action }) => ({
      label: action,
      unit: 'count',
      noRatio: true,
      ...both((s) => actions[s]?.find((row) => row.action === action)?.requests.length ?? NaN),
    })),
  ];
}

/** The HTTP load run (test/bench/http-load.mjs): medians over the runs. */
function httpLoadRows({ meta, http = {} }, both) {
  const httpMedian = (server, field) => median((http[server] ?? []).map((run) => run[field]));
  return [
    {
      section: `HTTP mode, stateless: ${meta.httpCalls} branch.list calls, ${meta.httpConcurrency} at a time, one credential (median of ${meta.runs} runs)`,
    },
    { label: 'throughput', unit: 'rate', ...both((s) => httpMedian(s, 'throughput')) },
    { label: 'latency p50', unit: 'ms', ...both((s) => httpMedian(s, 'p50')) },
    { label: 'latency p99', unit: 'ms', ...both((s) => httpMedian(s, 'p99')) },
    { label: "server's CPU per call", unit: 'ms', ...both((s) => httpMedian(s, 'serverCpuPerCall')) },
    {
      label: "bench process's CPU per call",
      unit: 'ms',
      ...both((s) => httpMedian(s, 'benchCpuPerCall')),
    },
    { label: 'failed calls', unit: 'count', noRatio: true, ...both((s) => httpMedian(s, 'failed')) },
    { label: 'RSS after the run', unit: 'mb', ...both((s) => httpMedian(s, 'rss')) },
    { label: 'RSS per extra credential', unit: 'mb', ...both((s) => httpMedian(s, 'rssPerCredential')) },
  ];
}

/** Each leg's runs that were measured, without those the server could not serve. */
const measuredRuns = (revisions, server, leg) =>
  (revisions[server]?.[legName(leg)] ?? []).filter((run) => !run.skipped);

/** A median over a leg's runs of one figure of each run. */
function legMedian(revisions, server, leg, pick) {
  return median(measuredRuns(revisions, server, leg).map(pick));
}

/**
 * Both revisions per transport: the opening answer (initialize or server/discover), memory after the warm-up and
 * branch.list's latency, medians over the runs (per call: the median of each run's median and p90).
 */
function revisionRows({ meta, revisions }, both) {
  return LEGS.flatMap((leg) => {
    const m = (pick) => both((server) => legMedian(revisions, server, leg, pick));
    const skipped = Object.entries(revisions).flatMap(([server, legs]) => {
      const reason = legs[legName(leg)]?.find((run) => run.skipped)?.skipped;
      return reason ? [`${server} skipped: ${reason}`] : [];
    });
    const opening = leg.revision === MODERN ? 'server/discover' : 'initialize';
    const transport = leg.transport === 'http' ? 'HTTP stateless' : 'stdio';
    const measured = Object.keys(revisions).some((server) => measuredRuns(revisions, server, leg).length > 0);
    const section = {
      section:
        `MCP ${leg.revision} over ${transport}, ${meta.calls} branch.list calls after ${WARMUP_CALLS} ` +
        `(median of ${meta.runs} runs)${skipped.length > 0 ? `; ${skipped.join('; ')}` : ''}`,
    };
    if (!measured) return [section];
    return [
      section,
      { label: `${opening} answered after spawn`, unit: 'ms', ...m((run) => run.startMs) },
      { label: `RSS after the warm-up`, unit: 'mb', ...m((run) => run.rss) },
      { label: 'per call, median', unit: 'ms', ...m((run) => median(run.took)) },
      { label: 'per call, p90', unit: 'ms', ...m((run) => percentile(run.took, 90)) },
      { label: 'first call', unit: 'ms', ...m((run) => run.firstCallMs) },
      { label: 'failed calls', unit: 'count', noRatio: true, ...m((run) => run.errors) },
    ];
  });
}

/** Ours, 2026-07-28 against 2025-11-25 on each transport where both were measured. */
function revisionRatios(revisions) {
  const lines = ['Ours, MCP 2026-07-28 / 2025-11-25 (medians):'];
  for (const transport of ['http', 'stdio']) {
    const of = (revision, pick) => legMedian(revisions, 'ours', { transport, revision }, pick);
    if (![MODERN, LEGACY].every((revision) => Number.isFinite(of(revision, (run) => run.startMs)))) {
      lines.push(`  ${transport}: not measured for both revisions (see above)`);
      continue;
    }
    const figure = (label, pick) => `${label} ${ratio(of(MODERN, pick), of(LEGACY, pick))}`;
    lines.push(
      `  ${transport}: ${[
        figure('first answer', (run) => run.startMs),
        figure('RSS', (run) => run.rss),
        figure('per call', (run) => median(run.took)),
        figure('first call', (run) => run.firstCallMs),
      ].join(', ')}`,
    );
  }
  return [...lines, ''];
}

/** Rows ranked among our catalog's IDs: the reference's second pass; ours already are. */
function withinOurs(rows) {
  return rows.map((row) => ('rankWithin' in row ? { ...row, rank: row.rankWithin } : row));
}

function nonEmpty(rows, compute) {
  return rows.length > 0 ? compute(rows) : NaN;
}

/** What each server asked GitLab at start-up and per action, and every request or action that failed. */
function requestDetails({ startup, actions }) {
  const lines = [];
  for (const server of Object.keys(startup)) {
    const first = startup[server].dynamic?.[0];
    if (first)
      lines.push(`${server}: GitLab requests at start-up (dynamic): ${first.requests.join('; ') || 'none'}`);
  }
  for (const server of Object.keys(actions)) {
    const failed = actions[server].flatMap((row) => [
      ...row.requests
        .filter((request) => !/→ [23]\d\d$/.test(request))
        .map((request) => `${row.action}: ${request}`),
      ...(row.isError ? [`${row.action} answered an error: ${row.text}`] : []),
    ]);
    lines.push(`${server}: failed GitLab requests and action errors: ${failed.length === 0 ? 'none' : ''}`);
    lines.push(...failed.map((line) => `  ${line}`));
    const calls = actions[server].map((row) => `  ${row.action}: ${row.requests.join('; ') || 'none'}`);
    lines.push(`${server}: requests per action:`, ...calls);
  }
  return [...lines, ''];
}

/**
 * The finder's misses at top 1, per set and server, to read next to the accuracy. The test half's are not
 * listed: it is measured, never looked into (test/finder-eval/README.md).
 */
function missDetails(finder) {
  const lines = [];
  for (const [set, server, { rows }] of Object.entries(finder).flatMap(([name, bySet]) =>
    name === 'test' ? [] : Object.entries(bySet).map(([who, measured]) => [name, who, measured]),
  )) {
    const missed = rows.filter((row) => row.rank !== 1);
    lines.push(`${server}: finder misses at top 1 in ${set}.json (${missed.length}):`);
    lines.push(
      ...missed.map(
        (row) =>
          `  "${row.request}" → ${row.got.slice(0, 3).join(', ') || '(nothing)'}; want ${row.expected}`,
      ),
    );
  }
  return [...lines, ''];
}
