import type { JobRow, PipelineRow } from '../store/rows.js';

interface PipelineSpec {
  id: number;
  ref: string;
  status: 'success' | 'failed' | 'running' | 'pending';
  created: string;
  user: number;
  /** Run on the parent of the branch tip (an older push), not the tip itself. */
  previous?: boolean;
}

const specs: PipelineSpec[] = [
  { id: 1195, ref: 'main', status: 'success', created: '2025-02-20T10:00:00.000Z', user: 1, previous: true },
  { id: 1196, ref: 'main', status: 'success', created: '2025-03-07T10:05:00.000Z', user: 1, previous: true },
  { id: 1197, ref: 'feature/dark-mode', status: 'success', created: '2025-02-02T09:05:00.000Z', user: 3 },
  { id: 1198, ref: 'feature/export-csv', status: 'success', created: '2025-02-04T09:05:00.000Z', user: 2 },
  { id: 1199, ref: 'feature/webhooks', status: 'failed', created: '2025-02-14T09:05:00.000Z', user: 2 },
  { id: 1200, ref: 'feature/webhooks', status: 'success', created: '2025-02-14T11:05:00.000Z', user: 2 },
  { id: 1201, ref: 'feature/rate-limit', status: 'success', created: '2025-02-20T09:05:00.000Z', user: 3 },
  { id: 1202, ref: 'feature/i18n', status: 'running', created: '2025-02-25T09:05:00.000Z', user: 4 },
  { id: 1203, ref: 'feature/notifications', status: 'failed', created: '2025-03-01T09:05:00.000Z', user: 2 },
  { id: 1204, ref: 'feature/api-v2', status: 'pending', created: '2025-03-03T09:05:00.000Z', user: 1 },
  { id: 1205, ref: 'bugfix/null-milestone', status: 'success', created: '2025-03-10T09:05:00.000Z', user: 3 },
  {
    id: 1206,
    ref: 'feature/fix-login',
    status: 'failed',
    created: '2025-03-15T09:05:00.000Z',
    user: 2,
    previous: true,
  },
  { id: 1207, ref: 'feature/fix-login', status: 'success', created: '2025-03-15T10:05:00.000Z', user: 2 },
  { id: 1208, ref: 'feature/login', status: 'running', created: '2025-03-20T08:05:00.000Z', user: 2 },
  { id: 1209, ref: 'develop', status: 'success', created: '2025-03-20T12:05:00.000Z', user: 3 },
  { id: 1210, ref: 'main', status: 'success', created: '2025-03-20T16:05:00.000Z', user: 1 },
];

function plus(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

type Status = JobRow['status'];

/** Job statuses per pipeline status: [build, test, lint, deploy]. */
const jobStatuses: Record<PipelineSpec['status'], [Status, Status, Status, Status]> = {
  success: ['success', 'success', 'success', 'success'],
  failed: ['success', 'failed', 'success', 'skipped'],
  running: ['success', 'running', 'pending', 'created'],
  pending: ['pending', 'created', 'created', 'created'],
};

const jobNames: { name: string; stage: string }[] = [
  { name: 'build', stage: 'build' },
  { name: 'test', stage: 'test' },
  { name: 'lint', stage: 'test' },
  { name: 'deploy', stage: 'deploy' },
];

function trace(job: string, ref: string, status: Status): string {
  const lines = [
    '\u001b[0KRunning with gitlab-runner 17.9.0 (a1b2c3d4)\u001b[0;m',
    '\u001b[0K  on shared-runner-1 xYz12AbC, system ID: s_0123456789ab\u001b[0;m',
    'section_start:1742029500:prepare_executor\r\u001b[0K\u001b[0K\u001b[36;1mPreparing the "docker" executor\u001b[0;m',
    'Using Docker executor with image node:20 ...',
    'section_end:1742029505:prepare_executor\r\u001b[0K',
    `\u001b[32;1mChecking out ${ref}...\u001b[0;m`,
    // The script's section and the runner's cleanup after it, as GitLab Runner writes them.
    'section_start:1742029510:step_script\r\u001b[0K\u001b[0K\u001b[36;1mExecuting "step_script" stage of the job script\u001b[0;m',
    `\u001b[32;1m$ npm run ${job}\u001b[0;m`,
  ];
  const cleanup = [
    'section_start:1742029568:cleanup_file_variables\r\u001b[0K\u001b[0K\u001b[36;1mCleaning up project directory and file based variables\u001b[0;m',
    'section_end:1742029569:cleanup_file_variables\r\u001b[0K',
  ];
  if (status === 'failed') {
    lines.push(
      // A test run's passing files before the failure: the failing section is longer than the log's last lines.
      ...Array.from({ length: 20 }, (_, index) => ` ✓ tests/module-${index + 1}.test.ts (4 tests)`),
      ' FAIL  tests/session.test.ts > session expires',
      'AssertionError: expected 1800000 to be 900000',
      'section_end:1742029567:step_script\r\u001b[0K',
      ...cleanup,
    );
    lines.push('\u001b[31;1mERROR: Job failed: exit code 1\u001b[0;m');
  } else if (status === 'success') {
    lines.push(
      `${job} finished without errors.`,
      'section_end:1742029567:step_script\r\u001b[0K',
      ...cleanup,
      '\u001b[32;1mJob succeeded\u001b[0;m',
    );
  }
  return `${lines.join('\n')}\n`;
}

function manualJob(spec: PipelineSpec): JobRow {
  return {
    id: spec.id * 10 + jobNames.length,
    project_id: 42,
    pipeline_id: spec.id,
    name: 'deploy-staging',
    stage: 'deploy',
    status: 'manual',
    ref: spec.ref,
    tag: false,
    user_id: spec.user,
    allow_failure: true,
    when: 'manual',
    created_at: spec.created,
    started_at: null,
    finished_at: null,
    erased_at: null,
    duration: null,
    queued_duration: null,
    coverage: null,
    failure_reason: null,
    retried: false,
    trace: '',
    artifacts: [],
    artifacts_expire_at: null,
    tag_list: ['docker'],
    runner_id: null,
  };
}

/** Pipelines and jobs of group/project; #1207 (success, feature/fix-login) is a fixed fact (sandbox-api.md). */
export function seedPipelines(tipOf: (branch: string) => string, parentOf: (sha: string) => string) {
  const pipelines: PipelineRow[] = [];
  const jobs: JobRow[] = [];
  for (const spec of specs) {
    const tip = tipOf(spec.ref);
    const pipelineSha = spec.previous === true ? parentOf(tip) : tip;
    const done = spec.status === 'success' || spec.status === 'failed';
    const started = spec.status === 'pending' ? null : plus(spec.created, 4);
    pipelines.push({
      id: spec.id,
      iid: spec.id - 1100,
      project_id: 42,
      sha: pipelineSha,
      before_sha: parentOf(pipelineSha),
      ref: spec.ref,
      tag: false,
      status: spec.status,
      source: 'push',
      user_id: spec.user,
      created_at: spec.created,
      updated_at: done ? plus(spec.created, 244) : plus(spec.created, 60),
      started_at: started,
      finished_at: done ? plus(spec.created, 244) : null,
      committed_at: spec.created,
      duration: done ? 240 : null,
      queued_duration: spec.status === 'pending' ? null : 4,
      coverage: done ? '87.5' : null,
      yaml_errors: null,
    });
    const statuses = jobStatuses[spec.status];
    jobNames.forEach((job, index) => {
      if (job.name === 'deploy' && spec.ref !== 'main') return;
      const status = statuses[index]!;
      const ran = status === 'success' || status === 'failed';
      const jobStart = plus(spec.created, 4 + index * 60);
      jobs.push({
        id: spec.id * 10 + index,
        project_id: 42,
        pipeline_id: spec.id,
        name: job.name,
        stage: job.stage,
        status,
        ref: spec.ref,
        tag: false,
        user_id: spec.user,
        allow_failure: job.name === 'lint',
        when: 'on_success',
        created_at: spec.created,
        started_at: ran || status === 'running' ? jobStart : null,
        finished_at: ran ? plus(jobStart, 58) : null,
        erased_at: null,
        duration: ran ? 58 : null,
        queued_duration: ran || status === 'running' ? 1.5 : null,
        coverage: job.name === 'test' && ran ? 87.5 : null,
        failure_reason: status === 'failed' ? 'script_failure' : null,
        retried: false,
        trace: status === 'created' || status === 'pending' ? '' : trace(job.name, spec.ref, status),
        artifacts:
          job.name === 'build' && ran
            ? [
                { file_type: 'archive', size: 1024 * 40, filename: 'artifacts.zip', file_format: 'zip' },
                { file_type: 'trace', size: 2048, filename: 'job.log', file_format: null },
              ]
            : [],
        artifacts_expire_at: job.name === 'build' && ran ? plus(spec.created, 30 * 86_400) : null,
        tag_list: ['docker'],
        runner_id: ran || status === 'running' ? 7 : null,
      });
    });
    // develop's pipeline has a manual deploy to staging, waiting for someone to play it.
    if (spec.ref === 'develop') jobs.push(manualJob(spec));
  }
  return { pipelines, jobs };
}
