import { describe, expect, it } from 'vitest';
import { findAction } from './catalog.js';
import { fineGrainedPermission, permissionWords } from './fine-grained.js';

describe('fine-grained permissions', () => {
  it('derives the permission from the domain and the classification', () => {
    expect(fineGrainedPermission(findAction('branch.list')!)).toBe('read_branch');
    expect(fineGrainedPermission(findAction('issue.create')!)).toBe('create_issue');
    expect(fineGrainedPermission(findAction('issue.update')!)).toBe('update_issue');
    expect(fineGrainedPermission(findAction('branch.delete')!)).toBe('delete_branch');
    expect(fineGrainedPermission(findAction('search.projects')!)).toBe('read_project');
  });

  it('asks nothing for actions that only report what the server already knows', () => {
    expect(fineGrainedPermission(findAction('server.status')!)).toBeUndefined();
  });

  it("writes permissions in the words of GitLab's token page", () => {
    expect(permissionWords('read_merge_request')).toBe('Merge Request: Read');
    expect(permissionWords('create_issue')).toBe('Issue: Create');
  });
});
