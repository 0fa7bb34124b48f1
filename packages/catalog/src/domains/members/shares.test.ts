import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../action.js';
import { findAction } from '../../catalog.js';

/** Runs an action's local call against a context that records each request and answers `{}`. */
async function sent(id: string, args: Record<string, unknown>) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const context = {
    files: { maxUploadBytes: 2e9, pathsAllowed: true },
    instance: {},
    progress: () => undefined,
    graphql: () => Promise.reject(new Error('no GraphQL here')),
    download: () => Promise.reject(new Error('no downloads here')),
    list: () => Promise.reject(new Error('no lists here')),
    rest: async (method: string, path: string, options?: { body?: unknown }) => {
      requests.push({ method, path, body: options?.body });
      return {};
    },
  } as ActionContext;
  const gitlab = findAction(id)!.gitlab;
  if (!('local' in gitlab)) throw new Error(`${id} is not a local call`);
  await gitlab.local(context, args);
  return requests;
}

describe('sharing with a group', () => {
  it('group.share_with_group sends the invited group as GitLab body names it, group_id, beside the path', async () => {
    expect(
      await sent('group.share_with_group', {
        group_id: 'group/subgroup',
        shared_group_id: 12,
        group_access: 30,
        member_role_id: 5,
      }),
    ).toEqual([
      {
        method: 'POST',
        path: '/groups/group%2Fsubgroup/share',
        body: { group_access: 30, member_role_id: 5, group_id: 12 },
      },
    ]);
  });

  it('group.group_member_share and project.share_with_group send the same body shape', async () => {
    expect(await sent('group.group_member_share', { group_id: '10', share_group_id: 12 })).toEqual([
      { method: 'POST', path: '/groups/10/share', body: { group_id: 12 } },
    ]);
    expect(
      await sent('project.share_with_group', {
        project_id: 'group/project',
        group_id: 11,
        group_access: 20,
        expires_at: '2026-01-31',
      }),
    ).toEqual([
      {
        method: 'POST',
        path: '/projects/group%2Fproject/share',
        body: { group_access: 20, expires_at: '2026-01-31', group_id: 11 },
      },
    ]);
  });
});

describe('group.transfer', () => {
  it('sends the new parent as group_id, and no body to make the group top-level', async () => {
    expect(await sent('group.transfer', { group_id: 'partners', parent_id: 10 })).toEqual([
      { method: 'POST', path: '/groups/partners/transfer', body: { group_id: 10 } },
    ]);
    expect(await sent('group.transfer', { group_id: 'group/partners' })).toEqual([
      { method: 'POST', path: '/groups/group%2Fpartners/transfer', body: {} },
    ]);
  });
});
