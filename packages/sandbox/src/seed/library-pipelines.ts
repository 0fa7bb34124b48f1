import type { JobRow, PipelineRow } from '../store/rows.js';

/**
 * Pipelines of group/subgroup/library (44) for the pictures of docs/visualisations.md: #1301 is the downstream
 * pipeline group/project's `trigger-docs` bridge started (seed/pipeline-extras.ts); #1302 failed. Their jobs
 * declare `needs` (a DAG, served by GraphQL's `CiJob.needs`, as GitLab does: its REST jobs API has no needs), take
 * different times, and one of #1302's jobs carries markup in its name, as any job name may.
 */
interface JobSpec {
  name: string;
  stage: string;
  status: JobRow['status'];
  /** Seconds after the pipeline's start, and seconds it ran; null for a job that did not run. */
  start: number | null;
  seconds: number | null;
  needs?: string[];
  allowFailure?: boolean;
}

/** A job name with markup in it: a chart must draw it as text, never as markup. */
export const HOSTILE_JOB_NAME = '</text><script>alert("x")</script> & lint';

function plus(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

const PIPELINES: Array<{
  id: number;
  iid: number;
  status: PipelineRow['status'];
  created: string;
  jobs: JobSpec[];
}> = [
  {
    id: 1301,
    iid: 1,
    status: 'success',
    created: '2025-03-20T16:08:04.000Z',
    jobs: [
      { name: 'compile', stage: 'build', status: 'success', start: 0, seconds: 42 },
      { name: 'assets', stage: 'build', status: 'success', start: 0, seconds: 27 },
      { name: 'unit-tests', stage: 'test', status: 'success', start: 42, seconds: 95, needs: ['compile'] },
      { name: 'lint', stage: 'test', status: 'failed', start: 0, seconds: 18, allowFailure: true, needs: [] },
      {
        name: 'build-docs',
        stage: 'docs',
        status: 'success',
        start: 42,
        seconds: 64,
        needs: ['compile', 'assets'],
      },
      {
        name: 'publish-docs',
        stage: 'docs',
        status: 'success',
        start: 137,
        seconds: 99,
        needs: ['unit-tests', 'build-docs'],
      },
    ],
  },
  {
    id: 1302,
    iid: 2,
    status: 'failed',
    created: '2025-03-21T08:00:00.000Z',
    jobs: [
      { name: 'compile', stage: 'build', status: 'success', start: 0, seconds: 40 },
      { name: 'unit-tests', stage: 'test', status: 'failed', start: 40, seconds: 131, needs: ['compile'] },
      {
        name: HOSTILE_JOB_NAME,
        stage: 'test',
        status: 'success',
        start: 40,
        seconds: 12,
        needs: ['compile'],
      },
      {
        name: 'integration-tests',
        stage: 'test',
        status: 'success',
        start: 40,
        seconds: 76,
        needs: ['compile'],
      },
      {
        name: 'deploy-docs',
        stage: 'deploy',
        status: 'skipped',
        start: null,
        seconds: null,
        needs: ['unit-tests'],
      },
    ],
  },
];

export function seedLibraryPipelines(
  tip: string,
  before: string,
): { pipelines: PipelineRow[]; jobs: JobRow[] } {
  const pipelines = PIPELINES.map((spec): PipelineRow => {
    const took = Math.max(...spec.jobs.map((job) => (job.start ?? 0) + (job.seconds ?? 0)));
    return {
      id: spec.id,
      iid: spec.iid,
      project_id: 44,
      sha: tip,
      before_sha: before,
      ref: 'main',
      tag: false,
      status: spec.status,
      source: spec.id === 1301 ? 'pipeline' : 'push',
      user_id: 1,
      created_at: spec.created,
      updated_at: plus(spec.created, took),
      started_at: spec.created,
      finished_at: plus(spec.created, took),
      committed_at: spec.created,
      duration: took,
      queued_duration: 1,
      coverage: null,
      yaml_errors: null,
    };
  });
  const jobs = PIPELINES.flatMap((spec) =>
    spec.jobs.map((job, index): JobRow => {
      const started = job.start === null ? null : plus(spec.created, job.start);
      return {
        id: spec.id * 10 + index,
        project_id: 44,
        pipeline_id: spec.id,
        name: job.name,
        stage: job.stage,
        status: job.status,
        ref: 'main',
        tag: false,
        user_id: 1,
        allow_failure: job.allowFailure ?? false,
        when: 'on_success',
        created_at: spec.created,
        started_at: started,
        finished_at: started === null || job.seconds === null ? null : plus(started, job.seconds),
        erased_at: null,
        duration: job.seconds,
        queued_duration: job.seconds === null ? null : 0.5,
        coverage: null,
        failure_reason: job.status === 'failed' ? 'script_failure' : null,
        retried: false,
        trace: '',
        artifacts: [],
        artifacts_expire_at: null,
        tag_list: ['docker'],
        runner_id: job.seconds === null ? null : 7,
        needs: job.needs ?? [],
      };
    }),
  );
  return { pipelines, jobs };
}
