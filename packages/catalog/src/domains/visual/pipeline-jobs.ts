import { PIPELINE_JOB_NEEDS } from '@gitlab-mcp/graphql';
import type { JobNeedsNode, NodesConnection } from '@gitlab-mcp/graphql';
import type { ActionContext } from '../../action.js';
import type { JobPoint } from '../../charts/chart.js';
import { duration } from '../../charts/format.js';
import { statusLook } from '../../charts/palette.js';
import { ownerSegment, PROJECT_OWNER } from '../owner.js';
import { allPages, MOST_PAGES, MOST_ROWS } from './all-pages.js';

/** A pipeline's jobs (not their retried attempts) as the charts draw them, oldest first. */
export async function pipelineJobs(
  context: ActionContext,
  args: { project_id: string; pipeline_id: number },
): Promise<{ jobs: JobPoint[]; cut: boolean }> {
  const path = `${ownerSegment(PROJECT_OWNER, args)}/pipelines/${args.pipeline_id}/jobs`;
  const { rows, cut } = await allPages(context, path);
  const jobs = rows
    // In the order the card's table shows them (its first columns); the ID stays in the data.
    .map((row) => ({
      name: String(row.name ?? ''),
      stage: String(row.stage ?? ''),
      status: String(row.status ?? ''),
      seconds: typeof row.duration === 'number' ? Math.round(row.duration * 10) / 10 : null,
      needs: [],
      allow_failure: row.allow_failure === true,
      id: Number(row.id),
    }))
    .sort((a, b) => a.id - b.id);
  return { jobs, cut };
}

/** `5 passed, 1 failed, 1 skipped`: how many jobs have each status, most common first. */
export function statusCounts(jobs: readonly JobPoint[]): string {
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const label = statusLook(job.status, job.allow_failure).label;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `${count} ${label}`)
    .join(', ');
}

/** The job time of the jobs that ran, in words. */
export function jobTime(jobs: readonly JobPoint[]): string {
  return duration(jobs.reduce((sum, job) => sum + (job.seconds ?? 0), 0));
}

/** `unit-tests (2 min 11 s)`: a job named with its duration, when it ran. */
export function jobWithTime(job: JobPoint): string {
  return job.seconds === null ? job.name : `${job.name} (${duration(job.seconds)})`;
}

/** What the cap on pages left out, for a card's totals. */
export function cutNote(cut: boolean): string {
  return cut ? ` Only the first ${MOST_ROWS.toLocaleString('en')} jobs were read.` : '';
}

/**
 * Each job's `needs`, by job name: GitLab shows them only in GraphQL, which names a pipeline by project path and
 * IID, so the pipeline (for its IID) and, for a numeric project ID, the project (for its path) are read first.
 */
export async function jobNeeds(
  context: ActionContext,
  args: { project_id: string; pipeline_id: number },
): Promise<Map<string, string[]>> {
  const project = ownerSegment(PROJECT_OWNER, args);
  const pipeline = (await context.rest('GET', `${project}/pipelines/${args.pipeline_id}`)) as {
    iid?: unknown;
  };
  const fullPath = args.project_id.includes('/')
    ? args.project_id
    : String(((await context.rest('GET', project)) as { path_with_namespace?: unknown }).path_with_namespace);
  const needs = new Map<string, string[]>();
  let after: string | null = null;
  for (let page = 0; page < MOST_PAGES; page++) {
    const data: { project?: { pipeline?: { jobs?: NodesConnection<JobNeedsNode> | null } | null } | null } =
      await context.graphql(PIPELINE_JOB_NEEDS, { fullPath, iid: String(pipeline.iid), after });
    const jobs: NodesConnection<JobNeedsNode> | null | undefined = data.project?.pipeline?.jobs;
    for (const job of jobs?.nodes ?? []) {
      if (!job?.name) continue;
      needs.set(
        job.name,
        (job.needs?.nodes ?? []).flatMap((need) => (need?.name ? [need.name] : [])),
      );
    }
    if (!jobs?.pageInfo?.hasNextPage) break;
    after = jobs.pageInfo.endCursor ?? null;
  }
  return needs;
}
