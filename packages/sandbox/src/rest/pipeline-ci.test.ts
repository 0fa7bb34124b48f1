import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

describe('pipeline endpoints around the seeded pipelines', () => {
  it('latest: the newest pipeline of a ref, the default branch without one, 404 for a ref without pipelines', async () => {
    expect(record(await api(sandbox, '/projects/42/pipelines/latest?ref=develop')).id).toBe(1209);
    expect(record(await api(sandbox, '/projects/42/pipelines/latest')).id).toBe(1210);
    const none = await api(sandbox, '/projects/42/pipelines/latest?ref=nope');
    expect([none.status, record(none).message]).toEqual([404, '404 Pipeline Not Found']);
  });

  it('test reports count the test job of a pipeline; a pipeline that ran no tests reports zeros', async () => {
    const failed = record(await api(sandbox, '/projects/42/pipelines/1206/test_report'));
    expect(failed).toMatchObject({ total_count: 4, failed_count: 1, success_count: 2, skipped_count: 1 });
    // The case that saved a screenshot links it as a job artifact; the others have no attachment_url at all.
    const cases = (failed.test_suites as { test_cases: Record<string, unknown>[] }[])[0]!.test_cases;
    expect(cases[0]!.attachment_url).toMatch(
      /^https:\/\/gitlab\.example\.com\/group\/project\/-\/jobs\/\d+\/artifacts\/file\/screenshots\/creates-a-session\.png$/,
    );
    expect(cases.slice(1).some((item) => 'attachment_url' in item)).toBe(false);
    const pending = record(await api(sandbox, '/projects/42/pipelines/1204/test_report_summary'));
    expect(pending).toEqual({
      total: { time: 0, count: 0, success: 0, failed: 0, skipped: 0, error: 0, suite_error: null },
      test_suites: [],
    });
  });

  it('metadata renames a pipeline, and the pipeline answers its name', async () => {
    const renamed = await api(sandbox, '/projects/42/pipelines/1205/metadata', {
      method: 'PUT',
      body: { name: 'Null milestone fix' },
    });
    expect(record(renamed).name).toBe('Null milestone fix');
    expect(record(await api(sandbox, '/projects/42/pipelines/1205')).name).toBe('Null milestone fix');
  });

  it('pipeline jobs leave retried jobs out unless include_retried is set', async () => {
    await api(sandbox, '/projects/42/jobs/12031/retry', { method: 'POST' });
    expect(records(await api(sandbox, '/projects/42/pipelines/1203/jobs'))).toHaveLength(3);
    const all = records(await api(sandbox, '/projects/42/pipelines/1203/jobs?include_retried=true'));
    expect(all).toHaveLength(4);
  });
});

describe('schedules, triggers and resource groups', () => {
  it('playing a schedule starts a pipeline on its branch that the schedule then lists', async () => {
    const played = await api(sandbox, '/projects/42/pipeline_schedules/1501/play', { method: 'POST' });
    expect([played.status, record(played).message]).toEqual([201, '201 Created']);
    const runs = records(await api(sandbox, '/projects/42/pipeline_schedules/1501/pipelines'));
    expect(runs.map((run) => [run.ref, run.source])).toEqual([['main', 'schedule']]);
    const schedule = record(await api(sandbox, '/projects/42/pipeline_schedules/1501'));
    expect((schedule.last_pipeline as { id: number }).id).toBe(runs[0]!.id);
    expect((schedule.owner as { username: string }).username).toBe('root');
  });

  it('a trigger token is shown whole to its owner and cut to four characters for others', async () => {
    const owner = record(await api(sandbox, '/projects/42/triggers/1801'));
    expect(String(owner.token)).toMatch(/^glptt-[0-9a-f]{40}$/);
    const other = record(await api(sandbox, '/projects/42/triggers/1801', { token: sandbox.tokens.alice }));
    expect(other.token).toBe('glpt');
  });

  it('running a pipeline needs a known trigger token and keeps the variables it was given', async () => {
    const refused = await api(sandbox, '/projects/42/trigger/pipeline', {
      method: 'POST',
      body: { token: 'glptt-wrong', ref: 'main' },
    });
    expect(refused.status).toBe(404);
    const token = String(record(await api(sandbox, '/projects/42/triggers/1801')).token);
    const run = await api(sandbox, '/projects/42/trigger/pipeline', {
      method: 'POST',
      body: { token, ref: 'main', variables: { RELEASE: '1.3.0' } },
    });
    expect(record(run).source).toBe('trigger');
    const variables = records(
      await api(sandbox, `/projects/42/pipelines/${String(record(run).id)}/variables`),
    );
    expect(variables).toEqual([{ key: 'RELEASE', value: '1.3.0', variable_type: 'env_var' }]);
  });

  it('a resource group refuses an unknown process mode', async () => {
    const bad = await api(sandbox, '/projects/42/resource_groups/production', {
      method: 'PUT',
      body: { process_mode: 'fastest' },
    });
    expect([bad.status, record(bad).error]).toEqual([400, 'process_mode does not have a valid value']);
  });
});

describe('job artifacts and the job token scope', () => {
  it('an archive is binary, a file inside it text, and a job without artifacts 404s', async () => {
    const archive = await api(sandbox, '/projects/42/jobs/12070/artifacts');
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(archive.text.startsWith('PK')).toBe(true);
    const file = await api(sandbox, '/projects/42/jobs/12070/artifacts/dist%2Fapp.js');
    expect(file.text).toContain("export const version = '1.2.0'");
    expect((await api(sandbox, '/projects/42/jobs/12071/artifacts')).status).toBe(404);
  });

  it('limiting the job token scope answers 204 and reads back', async () => {
    const patched = await api(sandbox, '/projects/42/job_token_scope', {
      method: 'PATCH',
      body: { enabled: false },
    });
    expect(patched.status).toBe(204);
    expect(record(await api(sandbox, '/projects/42/job_token_scope'))).toEqual({
      inbound_enabled: false,
      outbound_enabled: false,
    });
  });
});
