import { describe, expect, it } from 'vitest';
import { fromGid, parseGid, toGid } from './global-id.js';

describe('global IDs', () => {
  it('round-trip gid://gitlab/MergeRequest/1 and 1', () => {
    expect(toGid('MergeRequest', 1)).toBe('gid://gitlab/MergeRequest/1');
    expect(fromGid('gid://gitlab/MergeRequest/1')).toBe(1);
    expect(parseGid(toGid('Projects::BranchRule', '7'))).toEqual({ type: 'Projects::BranchRule', id: 7 });
  });

  it('refuse what is not a GitLab global ID', () => {
    expect(fromGid('1')).toBeNull();
    expect(fromGid('gid://other/MergeRequest/1')).toBeNull();
    expect(fromGid('gid://gitlab/MergeRequest/abc')).toBeNull();
  });
});
