import { describe, expect, it } from 'vitest';
import { uriMatcher } from './uri-template.js';

describe('uriMatcher', () => {
  const branch = uriMatcher('gitlab://project/{project_id}/branch/{branch}');
  const file = uriMatcher('gitlab://project/{project_id}/file/{ref}/{+path}');

  it('reads simple expressions and decodes their escapes (OF-82)', () => {
    expect(branch.variables).toEqual(['project_id', 'branch']);
    expect(branch.match('gitlab://project/group%2Fproject/branch/feature%2Flogin')).toEqual({
      project_id: 'group/project',
      branch: 'feature/login',
    });
    expect(
      uriMatcher('gitlab://project/{project_id}/label/{label_id}').match(
        'gitlab://project/42/label/priority%3A%3Ahigh',
      ),
    ).toEqual({ project_id: '42', label_id: 'priority::high' });
  });

  it('a simple expression never spans a slash: an unescaped path matches nothing', () => {
    expect(branch.match('gitlab://project/group/project/branch/main')).toBeNull();
    expect(uriMatcher('gitlab://project/{project_id}').match('gitlab://project/group/project')).toBeNull();
  });

  it('a simple expression holds a comma only escaped, as simple expansion writes it', () => {
    expect(branch.match('gitlab://project/42/branch/a,b')).toBeNull();
    expect(branch.match('gitlab://project/42/branch/a%2Cb')).toEqual({ project_id: '42', branch: 'a,b' });
  });

  it('{+path} keeps its slashes, and the segment before it still ends at a slash', () => {
    expect(file.match('gitlab://project/42/file/main/docs/guide.md')).toEqual({
      project_id: '42',
      ref: 'main',
      path: 'docs/guide.md',
    });
    expect(file.match('gitlab://project/42/file/feature%2Fx/a%20b/c.txt')).toEqual({
      project_id: '42',
      ref: 'feature/x',
      path: 'a b/c.txt',
    });
  });

  it('matches the whole URI only, and nothing with an empty or undecodable value', () => {
    expect(branch.match('gitlab://project/42/branch/main/extra')).toBeNull();
    expect(branch.match('xgitlab://project/42/branch/main')).toBeNull();
    expect(branch.match('gitlab://project//branch/main')).toBeNull();
    expect(branch.match('gitlab://project/42/branch/%E0%A4%A')).toBeNull();
    expect(file.match('gitlab://project/42/file/main/')).toBeNull();
  });

  it('treats the literal parts as text, not as patterns', () => {
    expect(uriMatcher('gitlab://tools/{id}').match('gitlab://tools/branch.get')).toEqual({
      id: 'branch.get',
    });
    expect(uriMatcher('a.b/{x}').match('aXb/1')).toBeNull();
  });

  it('refuses expressions it does not read', () => {
    expect(() => uriMatcher('gitlab://project/{?query}')).toThrow(/expression/);
    expect(() => uriMatcher('gitlab://project/{a,b}')).toThrow(/expression/);
    expect(() => uriMatcher('gitlab://project/{#frag}')).toThrow(/expression/);
  });
});
