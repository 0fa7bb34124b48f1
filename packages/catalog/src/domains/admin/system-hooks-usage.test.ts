import { DEFAULT_KINDS } from '@gitlab-mcp/result/render';
import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';
import { metricDefinitions, usagePayload } from './usage-data.js';

function restCall(id: string) {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call)) throw new Error(`${id} is not a REST action`);
  return call;
}

describe('system hooks: the token, signing token and URL variable values are write-only', () => {
  const answer = {
    id: 1,
    url: 'https://example.com/{env}',
    token: 'never-shown',
    signing_token: 'never-shown',
    url_variables: [{ key: 'env', value: 'never-shown' }],
  };

  it.each([
    'admin.system_hook_list',
    'admin.system_hook_get',
    'admin.system_hook_add',
    'admin.system_hook_edit',
  ])('%s drops them should GitLab send them', (id) => {
    const reshape = restCall(id).reshape!;
    expect(JSON.stringify(reshape(answer, {}))).not.toContain('never-shown');
    expect(reshape(answer, {})).toEqual({
      id: 1,
      url: 'https://example.com/{env}',
      url_variables: [{ key: 'env' }],
    });
  });

  it('the hook kind they answer has no row or column for a secret', () => {
    const kind = DEFAULT_KINDS.get('hook')!;
    const paths = [...kind.fields, ...kind.columns].map((field) => field.path);
    for (const secret of ['token', 'signing_token', 'value']) expect(paths).not.toContain(secret);
    expect(paths).toContain('repository_update_events');
  });

  it('are offered only to tokens with admin_mode', () => {
    const ids = ['list', 'get', 'add', 'edit', 'delete', 'set_url_variable', 'delete_url_variable', 'test'];
    for (const id of ids) expect(findAction(`admin.system_hook_${id}`)?.admin, id).toBe(true);
  });
});

describe('Terraform state lock', () => {
  it('sends Terraform’s whole LockInfo, keeping the path parameters', () => {
    const sent = restCall('admin.terraform_state_lock').send!({ project_id: 'group/project', name: 'prod' });
    expect(sent).toMatchObject({ project_id: 'group/project', name: 'prod', Who: 'gitlab-mcp' });
    for (const field of ['ID', 'Operation', 'Info', 'Version', 'Created', 'Path'])
      expect(sent).toHaveProperty(field);
    const again = restCall('admin.terraform_state_lock').send!({ project_id: 'group/project', name: 'prod' });
    expect(again.ID).not.toBe(sent.ID);
  });
});

describe('Service Ping payloads', () => {
  it('keep the instance facts as fields and flatten every other value into dotted metric rows', () => {
    const shaped = usagePayload({
      recorded_at: '2025-03-21T09:00:00Z',
      hostname: 'gitlab.example.com',
      license: {},
      counts: { issues: 3, ci: { builds: 7 } },
      topology: { nodes: [1, 2] },
      edition: 'EE',
    });
    expect(shaped).toEqual({
      recorded_at: '2025-03-21T09:00:00Z',
      hostname: 'gitlab.example.com',
      edition: 'EE',
      metrics: [
        { key_path: 'counts.issues', value: 3 },
        { key_path: 'counts.ci.builds', value: 7 },
        { key_path: 'topology.nodes', value: '[1,2]' },
      ],
    });
  });

  it('an empty payload (no ping collected yet) has no metrics', () => {
    expect(usagePayload(null)).toEqual({ metrics: [] });
  });
});

describe('metric definitions export', () => {
  const entry = (n: number) =>
    `- key_path: counts.m${n}\n  description: "Metric ${n}"\n  status: active\n  time_frame: 28d\n  data_source: database\n  product_group: g\n  tiers:\n  - free\n`;

  it('reads each YAML entry’s flat attributes, nested lists aside', () => {
    expect(metricDefinitions(`---\n${entry(1)}${entry(2)}`)).toEqual({
      total: 2,
      shown: 2,
      definitions: [1, 2].map((n) => ({
        key_path: `counts.m${n}`,
        description: `Metric ${n}`,
        status: 'active',
        time_frame: '28d',
        data_source: 'database',
        product_group: 'g',
      })),
    });
  });

  it('counts every definition but lists the first 200', () => {
    const yaml = `---\n${Array.from({ length: 250 }, (_, n) => entry(n)).join('')}`;
    expect(metricDefinitions(yaml)).toMatchObject({ total: 250, shown: 200 });
  });
});
