import { DEFAULT_KINDS } from '@gitlab-mcp/result/render';
import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';

/** The reshape of a REST action, as the runner applies it to GitLab's answer. */
function reshapeOf(id: string): (data: unknown) => unknown {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call) || !call.reshape) throw new Error(`${id} has no reshape`);
  const reshape = call.reshape;
  return (data) => reshape(data, {});
}

const fieldPaths = (kind: string) => DEFAULT_KINDS.get(kind)!.fields.map((field) => field.path);

describe('admin secrets: an OAuth secret or agent token shows only where it is made', () => {
  it.each([
    ['admin.application_list', 'secret'],
    ['admin.cluster_agent_token_list', 'token'],
    ['admin.cluster_agent_token_get', 'token'],
  ])('%s drops the %s should GitLab send it', (id, field) => {
    expect(reshapeOf(id)([{ id: 1, name: 'x', [field]: 'should-never-show' }])).toEqual([
      { id: 1, name: 'x' },
    ]);
  });

  it.each([
    ['admin.application_create', 'new_application', 'secret'],
    ['admin.application_renew_secret', 'new_application', 'secret'],
    ['admin.cluster_agent_token_create', 'new_cluster_agent_token', 'token'],
  ])('%s answers the value it makes, in a kind that shows it', (id, kind, field) => {
    const call = findAction(id)?.gitlab;
    expect(call && 'rest' in call && call.reshape).toBeFalsy();
    expect(findAction(id)?.answer).toEqual({ object: kind });
    expect(fieldPaths(kind)).toContain(field);
  });

  it.each([
    ['application', 'secret'],
    ['cluster_agent_token', 'token'],
  ])('the %s kind of lists and gets has no %s row', (kind, field) => {
    expect(fieldPaths(kind)).not.toContain(field);
    expect(DEFAULT_KINDS.get(kind)!.columns.map((column) => column.path)).not.toContain(field);
  });
});
