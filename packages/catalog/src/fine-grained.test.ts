import { describe, expect, it } from 'vitest';
import gitlab from '../../../reference/gitlab-contract/authz/fine-grained-permissions.json' with { type: 'json' };
import { ACTIONS, findAction } from './catalog.js';
import { fineGrainedPermission, permissionWords } from './fine-grained.js';

const permissionOf = (id: string) => fineGrainedPermission(findAction(id)!);
const defined = new Set(gitlab.permissions);

describe("fine-grained permissions are GitLab's", () => {
  it('every permission an action needs is one GitLab defines', () => {
    const used = ACTIONS.flatMap((action) => {
      const permission = fineGrainedPermission(action);
      return typeof permission === 'string' && !defined.has(permission)
        ? [`${action.id}: ${permission}`]
        : [];
    });
    expect(
      ACTIONS.filter((action) => typeof fineGrainedPermission(action) === 'string').length,
    ).toBeGreaterThan(900);
    expect(used).toEqual([]);
  });

  it("reads the permission of each REST action from GitLab's endpoint table", () => {
    expect(permissionOf('branch.list')).toBe('read_branch');
    expect(permissionOf('issue.get')).toBe('read_work_item');
    expect(permissionOf('issue.create')).toBe('create_work_item');
    expect(permissionOf('issue.note_create')).toBe('create_work_item');
    expect(permissionOf('job.retry')).toBe('run_job');
    expect(permissionOf('tag.list')).toBe('read_repository_tag');
    expect(permissionOf('repository.file_get')).toBe('read_repository');
    expect(permissionOf('user.block')).toBe('block_user');
    expect(permissionOf('search.code')).toBe('use_global_search');
    expect(permissionOf('merge_request.merge')).toBe('merge_merge_request');
  });

  it('an endpoint GitLab opens to no fine-grained token needs a permission no token can have', () => {
    expect(permissionOf('runner.verify')).toBeNull();
  });

  it('actions that ask GitLab nothing need none', () => {
    expect(permissionOf('server.status')).toBeUndefined();
  });

  it("writes permissions in the words of GitLab's token page", () => {
    expect(permissionWords('read_merge_request')).toBe('Merge Request: Read');
    expect(permissionWords('create_work_item')).toBe('Work Item: Create');
    expect(permissionWords('renew_secret_oauth_application')).toBe('OAuth Application: Renew Secret');
    expect(permissionWords('disable_two_factor_user')).toBe('User: Disable Two Factor');
    expect(permissionWords('read_gpg_key')).toBe('GPG Key: Read');
  });
});
