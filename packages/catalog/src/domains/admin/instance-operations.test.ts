import type { RestClient } from '@gitlab-mcp/rest';
import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';
import { fillTemplate, runAction } from '../../run-action.js';
import type { ActionRuntime } from '../../run-action.js';

/** The REST call of an action, as the runner reads it. */
function restOf(id: string) {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call)) throw new Error(`${id} is not a REST action`);
  return call;
}

describe('Sidekiq metrics', () => {
  it.each(['queue_metrics', 'process_metrics', 'job_stats', 'compound_metrics'])(
    '%s keeps catalog.json’s //sidekiq spelling and sends GitLab’s documented /sidekiq path',
    (endpoint) => {
      const call = restOf(`admin.sidekiq_${endpoint}`);
      expect(call.rest).toBe(`GET //sidekiq/${endpoint}`);
      expect(fillTemplate(call.route!({}), {}).path).toBe(`/sidekiq/${endpoint}`);
    },
  );

  it('lists the queues GitLab keys by name as rows, and leaves other answers as they are', () => {
    const reshape = restOf('admin.sidekiq_compound_metrics').reshape!;
    expect(reshape({ queues: { default: { backlog: 1, latency: 2 } }, jobs: { failed: 3 } }, {})).toEqual({
      queues: [{ name: 'default', backlog: 1, latency: 2 }],
      jobs: { failed: 3 },
    });
    expect(reshape({ jobs: { failed: 3 } }, {})).toEqual({ jobs: { failed: 3 } });
  });
});

describe('plan limits', () => {
  it('name the plan GitLab applied, `default` when none was asked for', () => {
    const reshape = restOf('admin.plan_limits_get').reshape!;
    expect(reshape({ npm_max_file_size: 1 }, {})).toEqual({ plan_name: 'default', npm_max_file_size: 1 });
    expect(reshape({ npm_max_file_size: 1 }, { plan_name: 'premium' })).toMatchObject({
      plan_name: 'premium',
    });
  });
});

describe('admin.secure_file_create', () => {
  function runtime() {
    const sent: { method: string; path: string; body: unknown }[] = [];
    const rest = {
      request: async (method: string, path: string, options: { body?: unknown } = {}) => {
        sent.push({ method, path, body: options.body });
        return { data: { id: 1, name: 'app.keystore' }, status: 201, headers: {} };
      },
    } as unknown as RestClient;
    const files = { maxUploadBytes: 1024, pathsAllowed: false };
    return { sent, runtime: { rest, graphql: {}, instance: {}, files } as unknown as ActionRuntime };
  }

  it('sends the file as the multipart `file` part named after it, with `name` beside it', async () => {
    const { sent, runtime: fake } = runtime();
    const content = Buffer.from('keystore').toString('base64');
    await runAction(
      findAction('admin.secure_file_create')!,
      { project_id: 'group/project', name: 'app.keystore', content_base64: content },
      fake,
    );
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'projects/group%2Fproject/secure_files' });
    const form = sent[0]!.body as FormData;
    expect(form.get('name')).toBe('app.keystore');
    expect((form.get('file') as File).name).toBe('app.keystore');
  });

  it('refuses a local path over HTTP and a file above the upload limit, sending nothing', async () => {
    const { sent, runtime: fake } = runtime();
    const action = findAction('admin.secure_file_create')!;
    const base = { project_id: 'group/project', name: 'app.keystore' };
    await expect(runAction(action, { ...base, file_path: '/etc/passwd' }, fake)).rejects.toThrow(
      /content_base64 instead/,
    );
    const large = Buffer.alloc(2048).toString('base64');
    await expect(runAction(action, { ...base, content_base64: large }, fake)).rejects.toThrow(
      /above the upload limit/,
    );
    expect(sent).toEqual([]);
  });
});
