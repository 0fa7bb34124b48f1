/**
 * Issue 24: the visualisation actions, end to end. Each answer's image block is a PNG of the stated size for the
 * user, its Markdown card states the same data in words and numbers, and its structuredContent holds the points;
 * the SVG the picture is drawn from is redrawn here from those points (the chart is a pure function of them), so
 * the test keeps it, reads its labels, and checks that rasterising it gives exactly the bytes the client received.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { drawChart, imageBlocks, svgLabels } from '../support/chart-answers.js';
import type { Drawn } from '../support/chart-answers.js';
import { gitlab } from '../support/gitlab-setup.js';
import { actionCall, SURFACES } from '../support/surfaces.js';

const LIBRARY = 'group/subgroup/library';
const LIBRARY_PATH = '/projects/group%2Fsubgroup%2Flibrary';
/** The seeded job name with markup in it (packages/sandbox/src/seed/library-pipelines.ts). */
const HOSTILE_JOB = '</text><script>alert("x")</script> & lint';
/** The seeded group milestone's title, markup included (packages/sandbox/src/seed/library-milestone.ts). */
const HOSTILE_MILESTONE = '<script>alert("m")</script> & Q1';

/** Language, file extension and bytes: fifteen languages, so that the chart sums the smallest four as “other”. */
const MANY_LANGUAGES: Array<[string, string, number]> = [
  ['TypeScript', 'ts', 4000],
  ['Go', 'go', 2600],
  ['Rust', 'rs', 1800],
  ['Python', 'py', 1200],
  ['Java', 'java', 900],
  ['Kotlin', 'kt', 700],
  ['Ruby', 'rb', 520],
  ['C', 'c', 400],
  ['C++', 'cpp', 300],
  ['C#', 'cs', 220],
  ['PHP', 'php', 160],
  ['Swift', 'swift', 120],
  ['Scala', 'scala', 80],
  ['Elixir', 'ex', 50],
  ['Lua', 'lua', 30],
];

let harnesses: Record<'dynamic' | 'meta' | 'individual' | 'readOnly' | 'free', Harness>;
/** What the clients could not read on the servers' stdout: a charting library's warning there breaks stdio. */
const protocolErrors: Error[] = [];

beforeAll(async () => {
  harnesses = await startHarnesses({
    dynamic: { surface: 'dynamic' },
    meta: { surface: 'meta' },
    individual: { surface: 'individual' },
    readOnly: { env: { GITLAB_MCP_READ_ONLY: 'true' } },
    free: { sandbox: { tier: 'free' } },
  });
  for (const harness of Object.values(harnesses))
    harness.client.onerror = (error) => protocolErrors.push(error);
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

/** A chart action's answer, taken apart (test/support/chart-answers.ts); the dynamic surface's unless told. */
function draw(
  action: string,
  params: Record<string, unknown>,
  {
    harness = harnesses.dynamic,
    picture = action.replace('visual.', ''),
  }: { harness?: Harness; picture?: string | null } = {},
): Promise<Drawn> {
  return drawChart(harness, action, params, picture);
}

describe('visual.pipeline_graph', { timeout: 60_000 }, () => {
  let drawn: Drawn;
  beforeAll(async () => {
    drawn = await draw('visual.pipeline_graph', { project_id: LIBRARY, pipeline_id: 1302 });
  }, 60_000);

  it('reads the jobs over REST and their needs over GraphQL, by the pipeline’s IID', () => {
    expect(drawn.requests).toEqual(
      expect.arrayContaining([
        `GET ${LIBRARY_PATH}/pipelines/1302/jobs`,
        `GET ${LIBRARY_PATH}/pipelines/1302`,
        'POST /api/graphql',
      ]),
    );
    const jobsQuery = drawn.queries[drawn.requests.indexOf(`GET ${LIBRARY_PATH}/pipelines/1302/jobs`)];
    expect(jobsQuery).toMatchObject({ page: '1', per_page: '100' });
  });

  it('draws stages as columns, every job with its status word and duration, and the needs edges', () => {
    const labels = svgLabels(drawn.svg);
    for (const stage of ['build', 'test', 'deploy']) expect(labels).toContain(stage);
    expect(labels).toEqual(
      expect.arrayContaining(['compile', 'unit-tests', 'integration-tests', 'deploy-docs']),
    );
    expect(labels).toEqual(expect.arrayContaining(['passed · 40 s', 'failed · 2 min 11 s', 'skipped']));
    expect(labels).toContain('fails the pipeline');
    // compile → unit-tests, hostile, integration-tests; unit-tests → deploy-docs.
    expect(drawn.svg.match(/marker-end="url\(#arrow\)"/g)).toHaveLength(4);
    expect(drawn.chart.points.find((job) => 'name' in job && job.name === 'deploy-docs')).toMatchObject({
      needs: ['unit-tests'],
    });
  });

  it('writes a hostile job name as text: no element of it reaches the SVG, the card or its table', () => {
    expect(drawn.svg).not.toContain('<script');
    expect(svgLabels(drawn.svg).some((label) => label.startsWith('</text><script>'))).toBe(true);
    // The card's Markdown escapes every `<` of it, as every card does for text written by others.
    expect(drawn.markdown).toContain('\\</text>\\<script>');
    expect(drawn.markdown).not.toMatch(/(^|[^\\])<(script|\/text)/);
    expect(drawn.chart.points.map((job) => ('name' in job ? job.name : ''))).toContain(HOSTILE_JOB);
  });

  it('says in the card what the picture shows, with the numbers', () => {
    expect(drawn.markdown).toContain('5 jobs in 3 stages (build → test → deploy)');
    expect(drawn.markdown).toContain('3 passed, 1 failed, 1 skipped');
    expect(drawn.markdown).toContain('4 min 19 s of job time');
    expect(drawn.markdown).toContain('Failing: unit-tests (2 min 11 s) in stage test.');
    expect(drawn.markdown).toContain('800 × 450 PNG, shown to the user');
  });
});

describe('visual.job_durations', { timeout: 60_000 }, () => {
  it('draws a bar per job that ran, slowest first, and names the slowest in the card', async () => {
    const drawn = await draw('visual.job_durations', { project_id: 44, pipeline_id: 1301 });
    expect(drawn.requests).toContain('GET /projects/44/pipelines/1301/jobs');
    const order = drawn.chart.points.map((job) => ('name' in job ? job.name : ''));
    expect(order).toEqual(['publish-docs', 'unit-tests', 'build-docs', 'compile', 'assets', 'lint']);
    const labels = svgLabels(drawn.svg);
    expect(labels).toEqual(
      expect.arrayContaining(['publish-docs · passed', 'lint · failed (allowed)', '1 min 39 s', '18 s']),
    );
    expect(labels).toContain('seconds the job ran');
    expect(drawn.markdown).toContain('5 min 45 s of job time in all');
    expect(drawn.markdown).toContain(
      'Slowest: publish-docs (1 min 39 s), 29 % of the job time; next: unit-tests (1 min 35 s).',
    );
  });

  it('writes a hostile job name as the text of its bar label, never as markup', async () => {
    const drawn = await draw(
      'visual.job_durations',
      { project_id: LIBRARY, pipeline_id: 1302 },
      { picture: null },
    );
    expect(drawn.chart.points.map((job) => ('name' in job ? job.name : ''))).toContain(HOSTILE_JOB);
    expect(drawn.svg).not.toContain('<script');
    expect(svgLabels(drawn.svg).some((label) => label.startsWith('</text><script>'))).toBe(true);
    expect(drawn.markdown).toContain('\\</text>\\<script>');
  });
});

describe('visual.project_milestone_burndown', { timeout: 60_000 }, () => {
  it('draws open issues per day of the milestone against the ideal line, from its burndown events', async () => {
    const drawn = await draw('visual.project_milestone_burndown', {
      project_id: 'group/project',
      milestone_iid: 3,
    });
    expect(drawn.requests).toEqual([
      'GET /projects/group%2Fproject/milestones',
      'GET /projects/group%2Fproject/milestones/33/burndown_events',
    ]);
    if (drawn.chart.chart !== 'milestone_burndown') throw new Error(drawn.chart.chart);
    const days = drawn.chart.points;
    expect(days[0]).toMatchObject({ date: '2025-02-16' });
    expect(days.at(-1)).toMatchObject({ date: '2025-03-31', ideal: 0 });
    expect(days).toHaveLength(44);
    expect(svgLabels(drawn.svg)).toEqual(expect.arrayContaining(['open issues', 'ideal', 'day']));
    expect(drawn.markdown).toContain(`On 2025-02-16: ${days[0]!.open_issues} open issues`);
    expect(drawn.markdown).toContain(`on 2025-03-31: ${days.at(-1)!.open_issues} open issues`);
  });

  it('is a sentence, not an empty picture, for a milestone without burndown events', async () => {
    const result = (await harnesses.dynamic.client.callTool(
      actionCall('dynamic', 'visual.group_milestone_burndown', { group_id: 'group', milestone_iid: 1 }),
    )) as CallToolResult;
    expect(imageBlocks(result)).toEqual([]);
    expect(textOf(result)).toContain(
      'Milestone Q1 2025 has no burndown events, so there is no burndown to draw.',
    );
    expect(textOf(result)).toContain('none: there is nothing to draw');
  });
});

describe('visual.group_milestone_burndown', { timeout: 60_000 }, () => {
  let drawn: Drawn;
  beforeAll(async () => {
    drawn = await draw('visual.group_milestone_burndown', { group_id: 'group/subgroup', milestone_iid: 1 });
  }, 60_000);

  it('finds the milestone by IID and reads every page of its burndown events, under the group', () => {
    expect(drawn.requests).toEqual([
      'GET /groups/group%2Fsubgroup/milestones',
      'GET /groups/group%2Fsubgroup/milestones/36/burndown_events',
    ]);
    expect(drawn.queries[0]).toMatchObject({ 'iids[]': '1' });
    expect(drawn.queries[1]).toMatchObject({ page: '1', per_page: '100' });
  });

  it('draws the open issues of the group’s projects per day, from the start to the due date', () => {
    if (drawn.chart.chart !== 'milestone_burndown') throw new Error(drawn.chart.chart);
    const days = drawn.chart.points;
    expect(days).toHaveLength(26);
    // Two issues opened before the start count into the first day; #3 opened on it.
    expect(days[0]).toEqual({ date: '2025-02-03', open_issues: 3, open_weight: 6, ideal: 3 });
    expect(days.find((day) => day.date === '2025-02-14')).toMatchObject({ open_issues: 2, open_weight: 5 });
    expect(days.at(-1)).toEqual({ date: '2025-02-28', open_issues: 2, open_weight: 3, ideal: 0 });
    expect(svgLabels(drawn.svg)).toEqual(expect.arrayContaining(['open issues', 'ideal', 'day']));
  });

  it('says the same in the card: the days, the events, the ends, the drop and the gap to the ideal', () => {
    expect(drawn.markdown).toContain(
      'Open issues at the end of each day from 2025-02-03 to 2025-02-28 (26 days; due 2025-02-28), from 14 burndown events',
    );
    expect(drawn.markdown).toContain(
      'On 2025-02-03: 3 open issues (weight 6); on 2025-02-28: 2 open issues (weight 3).',
    );
    expect(drawn.markdown).toContain('Biggest one-day drop: 1 issues on 2025-02-05.');
    expect(drawn.markdown).toContain('On 2025-02-28 it is 2 issues behind the ideal line.');
  });

  it('writes a hostile milestone title as text in the SVG and escaped in the card', () => {
    expect(drawn.svg).not.toContain('<script');
    expect(svgLabels(drawn.svg)).toContain(
      `Burndown of milestone ${HOSTILE_MILESTONE} (group group/subgroup)`,
    );
    // The card's Markdown escapes it, as every card does for text written by others.
    expect(drawn.markdown).toContain('\\<script>');
    expect(drawn.markdown).not.toMatch(/(^|[^\\])<script/);
    expect(drawn.chart.title).toContain(HOSTILE_MILESTONE);
  });

  it('burns down the weight on request, the biggest drop in weight', async () => {
    const weight = await draw(
      'visual.group_milestone_burndown',
      { group_id: 'group/subgroup', milestone_iid: 1, measure: 'weight' },
      { picture: 'group_milestone_burndown_weight' },
    );
    expect(svgLabels(weight.svg)).toEqual(expect.arrayContaining(['open weight', 'ideal']));
    expect(weight.markdown).toContain('Biggest one-day drop: 5 weight on 2025-02-14.');
  });
});

describe('visual.project_dora_trend', { timeout: 60_000 }, () => {
  it('reads the four metrics and draws one panel each, with the totals in the card', async () => {
    const drawn = await draw('visual.project_dora_trend', {
      project_id: 'group/project',
      start_date: '2025-01-01',
      end_date: '2025-03-31',
    });
    const metrics = drawn.queries.map((query) => query.metric).sort();
    expect(metrics).toEqual([
      'change_failure_rate',
      'deployment_frequency',
      'lead_time_for_changes',
      'time_to_restore_service',
    ]);
    expect(new Set(drawn.requests)).toEqual(new Set(['GET /projects/group%2Fproject/dora/metrics']));
    expect(drawn.queries[0]).toMatchObject({
      start_date: '2025-01-01',
      end_date: '2025-03-31',
      interval: 'daily',
    });
    expect(svgLabels(drawn.svg)).toEqual(
      expect.arrayContaining([
        'Deployment frequency (deployments)',
        'Lead time for changes (hours)',
        'Time to restore service (hours)',
        'Change failure rate (percent)',
      ]),
    );
    expect(drawn.chart.points).toHaveLength(5);
    expect(drawn.markdown).toContain('Deployment frequency: 9 deployments in all over 5 dates.');
    expect(drawn.markdown).toContain('Lead time for changes: average 9 hours over 5 dates.');
    expect(drawn.markdown).toContain('Change failure rate highest 100 percent on 2025-02-03');
  });

  it('refuses a malformed date naming the argument, before GitLab is asked', async () => {
    harnesses.dynamic.sandbox.requests.clear();
    const result = (await harnesses.dynamic.client.callTool(
      actionCall('dynamic', 'visual.group_dora_trend', { group_id: 'group', start_date: 'last March' }),
    )) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('start_date');
    expect(harnesses.dynamic.gitlabRequests()).toEqual([]);
  });
});

describe('visual.group_dora_trend', { timeout: 60_000 }, () => {
  let drawn: Drawn;
  beforeAll(async () => {
    drawn = await draw('visual.group_dora_trend', {
      group_id: 'group',
      start_date: '2025-01-01',
      end_date: '2025-03-31',
      interval: 'monthly',
    });
  }, 60_000);

  it('asks the group’s DORA API once per metric, monthly', () => {
    expect(new Set(drawn.requests)).toEqual(new Set(['GET /groups/group/dora/metrics']));
    expect(drawn.queries.map((query) => query.metric).sort()).toEqual([
      'change_failure_rate',
      'deployment_frequency',
      'lead_time_for_changes',
      'time_to_restore_service',
    ]);
    for (const query of drawn.queries)
      expect(query).toMatchObject({ start_date: '2025-01-01', end_date: '2025-03-31', interval: 'monthly' });
  });

  it('draws a panel per metric over the months its projects reported', () => {
    if (drawn.chart.chart !== 'dora_trend') throw new Error(drawn.chart.chart);
    expect(drawn.chart.points.map((point) => point.date)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    expect(drawn.chart.points[1]).toEqual({
      date: '2025-02-01',
      deployment_frequency: 4,
      lead_time_for_changes: 32400,
      time_to_restore_service: 3600,
      change_failure_rate: 0.5,
    });
    const labels = svgLabels(drawn.svg);
    expect(labels).toEqual(
      expect.arrayContaining([
        'DORA metrics of group group, monthly',
        'Deployment frequency (deployments)',
        'Lead time for changes (hours)',
        'Time to restore service (hours)',
        'Change failure rate (percent)',
      ]),
    );
  });

  it('states the totals and the extremes in the card', () => {
    expect(drawn.markdown).toContain('Deployment frequency: 9 deployments in all over 3 dates.');
    expect(drawn.markdown).toContain('Lead time for changes: average 11.5 hours over 3 dates.');
    expect(drawn.markdown).toContain('Change failure rate highest 50 percent on 2025-02-01');
  });
});

describe('visual.repository_languages', { timeout: 60_000 }, () => {
  it('draws each language’s share, largest first', async () => {
    const drawn = await draw('visual.repository_languages', { project_id: 'group/project' });
    expect(drawn.requests).toEqual(['GET /projects/group%2Fproject/languages']);
    if (drawn.chart.chart !== 'repository_languages') throw new Error(drawn.chart.chart);
    const [largest] = drawn.chart.points;
    expect(largest).toBeDefined();
    const labels = svgLabels(drawn.svg);
    for (const { language, percent } of drawn.chart.points) {
      expect(labels).toContain(language);
      expect(drawn.markdown).toContain(`${language} ${percent} %`);
    }
    expect(drawn.markdown).toContain(`Largest: ${largest!.language} (${largest!.percent} %)`);
  });

  it('is a sentence for a repository without a detected language', async () => {
    const result = (await harnesses.dynamic.client.callTool(
      actionCall('dynamic', 'visual.repository_languages', { project_id: LIBRARY }),
    )) as CallToolResult;
    expect(imageBlocks(result)).toEqual([]);
    expect(textOf(result)).toContain('so there is no chart to draw.');
  });

  it('sums the languages past the twelfth into one “other” bar, and names every one in the card', async () => {
    // Files of fifteen languages, largest first, in the Free sandbox's group/subgroup/library, which had none.
    const committed = await gitlab(harnesses.free.sandbox, 'POST', '/projects/44/repository/commits', {
      branch: 'main',
      commit_message: 'Fifteen languages',
      actions: MANY_LANGUAGES.map(([, extension, size]) => ({
        action: 'create',
        file_path: `src/sample.${extension}`,
        content: 'x'.repeat(size),
      })),
    });
    expect(committed.status).toBe(201);
    const drawn = await draw(
      'visual.repository_languages',
      { project_id: LIBRARY },
      { harness: harnesses.free, picture: 'repository_languages_other' },
    );
    if (drawn.chart.chart !== 'repository_languages') throw new Error(drawn.chart.chart);
    const total = MANY_LANGUAGES.reduce((sum, [, , size]) => sum + size, 0);
    const share = (size: number) => Math.round((size / total) * 10000) / 100;
    const drawnLanguages = MANY_LANGUAGES.slice(0, 11);
    const summed = MANY_LANGUAGES.slice(11);
    const other = Math.round(summed.reduce((sum, [, , size]) => sum + share(size), 0) * 100) / 100;
    expect(drawn.chart.points).toEqual([
      ...drawnLanguages.map(([language, , size]) => ({ language, percent: share(size) })),
      { language: 'other', percent: other },
    ]);
    const labels = svgLabels(drawn.svg);
    for (const [language] of drawnLanguages) expect(labels).toContain(language);
    for (const [language] of summed) expect(labels).not.toContain(language);
    // The bars in the card's order: `other` last, below the smallest language drawn, even when it is larger.
    const barNames = new Set([...drawnLanguages.map(([language]) => language), 'other']);
    expect(labels.filter((label) => barNames.has(label))).toEqual([...barNames]);
    expect(labels).toContain(`${String(other)} %`);
    expect(drawn.markdown).toContain('15 languages (the smallest summed as “other”).');
    for (const [language, , size] of MANY_LANGUAGES)
      expect(drawn.markdown).toContain(`${language} ${String(share(size))} %`);
    expect(drawn.markdown).toContain(`Largest: TypeScript (${String(share(4000))} %); smallest: Lua`);
  });
});

describe('every surface, read-only mode, tiers and the finder', { timeout: 60_000 }, () => {
  it.each(SURFACES)('the %s surface serves the pipeline graph with its image', async (surface) => {
    const result = (await harnesses[surface].client.callTool(
      actionCall(surface, 'visual.pipeline_graph', { project_id: 44, pipeline_id: 1301 }),
    )) as CallToolResult;
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(imageBlocks(result)).toHaveLength(1);
    expect(textOf(result)).toContain('6 jobs in 3 stages (build → test → docs)');
  });

  it('read-only mode keeps them: they only read', async () => {
    const result = (await harnesses.readOnly.client.callTool(
      actionCall('dynamic', 'visual.job_durations', { project_id: 44, pipeline_id: 1301 }),
    )) as CallToolResult;
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(imageBlocks(result)).toHaveLength(1);
  });

  it('Free serves the pipeline and language charts, not the Premium burndown or the Ultimate DORA trend', async () => {
    const { contents } = await harnesses.free.client.readResource({ uri: 'gitlab://tools' });
    const ids = (JSON.parse((contents[0] as { text: string }).text) as { entries: { id: string }[] }).entries
      .map((entry) => entry.id)
      .filter((id) => id.startsWith('visual.'))
      .sort();
    expect(ids).toEqual(['visual.job_durations', 'visual.pipeline_graph', 'visual.repository_languages']);
  });

  it.each([
    ['show the pipeline as a graph', 'visual.pipeline_graph'],
    ['why is the pipeline slow', 'visual.job_durations'],
    ['burndown chart of a milestone', 'visual.project_milestone_burndown'],
    ['dora metrics trend chart', 'visual.project_dora_trend'],
    ['chart of repository languages', 'visual.repository_languages'],
  ])('the finder finds “%s”', async (query, id) => {
    const result = await harnesses.dynamic.call('gitlab_find_action', { query, limit: 5 });
    expect(textOf(result)).toContain(id);
  });
});

describe('the stdio stream', () => {
  it('carried nothing but protocol messages while the charts were drawn', () => {
    expect(protocolErrors.map(String)).toEqual([]);
  });
});
