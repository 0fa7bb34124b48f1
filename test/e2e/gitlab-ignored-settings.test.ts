/**
 * Issue 18, writes: settings and fields the reference catalog gives a write but GitLab's endpoint does not declare
 * there. GitLab would drop them and answer 200 as if they were saved, so the server refuses the call by the
 * argument's name before any request; where GitLab takes the same field elsewhere (on update, for another user,
 * for a project label, in the global settings), that call still sends it.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const threadNote = {
  discussion_id: 'abc123',
  note_id: 1,
  body: 'edited',
  created_at: '2025-01-01T00:00:00Z',
};

describe('a field GitLab would drop is refused by name, nothing written', () => {
  it.each([
    ['group.create', { name: 'refused', unique_project_download_limit: 5 }, 'unique_project_download_limit'],
    [
      'group.create',
      { name: 'refused', web_based_commit_signing_enabled: true },
      'web_based_commit_signing_enabled',
    ],
    ['group.create', { name: 'refused', crm_enabled: true }, 'crm_enabled'],
    ['group.update', { ...group, crm_enabled: false }, 'crm_enabled'],
    ['issue.discussion_update_note', { ...project, issue_iid: 1, ...threadNote }, 'created_at'],
    ['snippet.discussion_update_note', { ...project, snippet_id: 1, ...threadNote }, 'created_at'],
    [
      'repository.commit_discussion_update_note',
      { ...project, commit_sha: 'main', ...threadNote },
      'created_at',
    ],
    ['mr_review.discussion_note_update', { ...project, merge_request_iid: 1, ...threadNote }, 'created_at'],
    ['group.protected_branch_update', { ...group, branch: 'main', name: 'trunk' }, 'name'],
    ['environment.protected_update', { ...project, environment: 'production', name: 'prod' }, 'name'],
    ['group.protected_env_update', { ...group, environment: 'production', name: 'staging' }, 'name'],
    ['group.group_label_create', { ...group, name: 'refused', color: '#00ff00', priority: 1 }, 'priority'],
    ['group.group_label_update', { ...group, label_id: 'team-a', priority: 2 }, 'priority'],
    ['user.add_email', { email: 'me@example.com', skip_confirmation: true }, 'skip_confirmation'],
    [
      'user.notification_group_update',
      { ...group, notification_email: 'a@example.com' },
      'notification_email',
    ],
    [
      'user.notification_project_update',
      { ...project, notification_email: 'a@example.com' },
      'notification_email',
    ],
    [
      'project.list_user_starred',
      { user_id: 'alice', with_custom_attributes: true },
      'with_custom_attributes',
    ],
    ['admin.appearance_update', { title: 'Ours', url: 'https://example.com' }, 'url'],
  ])('%s %j', async (id, params, name) => {
    const { result, text, requests } = await executeLogged(harness(), id, params);
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain(`does not take ${name}`);
    expect(text).toContain('nothing was sent');
  });
});

describe('where GitLab takes the field, it is still sent', () => {
  it.each([
    [
      'group.update',
      { ...group, unique_project_download_limit: 5 },
      ['PUT', '/groups/group'],
      { unique_project_download_limit: 5 },
    ],
    [
      'project.label_update',
      { ...project, label_id: 'bug', priority: 3 },
      ['PUT', '/projects/group%2Fproject/labels/bug'],
      { priority: 3 },
    ],
    [
      'user.add_email_for_user',
      { user_id: 2, email: 'alice.second@example.com', skip_confirmation: true },
      ['POST', '/users/2/emails'],
      { email: 'alice.second@example.com', skip_confirmation: true },
    ],
    [
      'user.notification_global_update',
      { notification_email: 'alice.anderson@example.org' },
      ['PUT', '/notification_settings'],
      { notification_email: 'alice.anderson@example.org' },
    ],
  ])('%s %j', async (id, params, [method, path], sent) => {
    const { result, text, requests } = await executeLogged(harness(), id, params);
    expect(result.isError ?? false, text).toBe(false);
    const write = requests.find((request) => request.method === method);
    expect([write?.method, write?.path]).toEqual([method, path]);
    expect({ ...write?.query, ...(write?.body as Record<string, unknown>) }).toMatchObject(sent);
    expect(write).not.toHaveProperty('undeclared');
  });
});
