import { describe, expect, it } from 'vitest';
import { projectPathOf } from './discover_project.js';

describe('discover_project: a project path from a remote', () => {
  it.each([
    ['git@gitlab.example.com:group/project.git', 'group/project'],
    ['git@gitlab.example.com:group/subgroup/library.git', 'group/subgroup/library'],
    ['ssh://git@gitlab.example.com:2222/group/project.git', 'group/project'],
    ['https://gitlab.example.com/group/project.git', 'group/project'],
    ['https://oauth2:secret@gitlab.example.com/group/project', 'group/project'],
    ['https://gitlab.example.com/group/project/-/merge_requests/243', 'group/project'],
    ['https://gitlab.example.com/group/project/', 'group/project'],
    ['group/project', 'group/project'],
    ['  alice/scratch.git  ', 'alice/scratch'],
  ])('%s → %s', (remote, path) => {
    expect(projectPathOf(remote)).toBe(path);
  });

  it('nothing path-like is undefined', () => {
    expect(projectPathOf('project')).toBeUndefined();
    expect(projectPathOf('https://gitlab.example.com/')).toBeUndefined();
  });
});
