import { describe, expect, it } from 'vitest';
import { apiPath, apiUrl } from './api-path.js';

describe('apiPath', () => {
  it('encodes every value, so paths and refs with slashes stay one segment', () => {
    expect(apiPath`projects/${'group/sub/project'}/repository/branches/${'feature/a b'}`).toBe(
      'projects/group%2Fsub%2Fproject/repository/branches/feature%2Fa%20b',
    );
    expect(apiPath`projects/${42}/issues`).toBe('projects/42/issues');
    expect(apiPath`version`).toBe('version');
  });
});

describe('apiUrl', () => {
  const base = 'https://host.example/gitlab/api/v4';

  it('keeps the API base and its sub-path for a relative endpoint', () => {
    expect(apiUrl(base, 'projects/42/repository/branches').href).toBe(
      'https://host.example/gitlab/api/v4/projects/42/repository/branches',
    );
    expect(apiUrl(`${base}/`, 'projects/group%2Fproject?x=1').href).toBe(
      'https://host.example/gitlab/api/v4/projects/group%2Fproject?x=1',
    );
  });

  it.each([
    ['a leading slash, which resolves from the host root', '/projects/42'],
    ['an empty segment', 'projects//42'],
    ['a parent segment', 'projects/../../../admin'],
    ['a current segment', './projects'],
    ['an absolute URL', 'https://elsewhere.example/api/v4/user'],
    ['a protocol-relative URL', '//elsewhere.example/x'],
    ['a backslash', 'projects\\..\\x'],
    ['nothing', ''],
  ])('refuses %s, before any request', (_why, endpoint) => {
    expect(() => apiUrl(base, endpoint)).toThrow(/not a path relative to the API base/);
  });

  it('reaches the one instance-root endpoint it lists, under the sub-path', () => {
    expect(apiUrl(base, '../../oauth/token/info').href).toBe('https://host.example/gitlab/oauth/token/info');
    expect(() => apiUrl(base, '../../oauth/authorize')).toThrow(/not a path relative to the API base/);
  });
});
