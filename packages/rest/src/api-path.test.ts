import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.js';

describe('apiPath', () => {
  it('encodes every value, so paths and refs with slashes stay one segment', () => {
    expect(apiPath`projects/${'group/sub/project'}/repository/branches/${'feature/a b'}`).toBe(
      'projects/group%2Fsub%2Fproject/repository/branches/feature%2Fa%20b',
    );
    expect(apiPath`projects/${42}/issues`).toBe('projects/42/issues');
    expect(apiPath`version`).toBe('version');
  });
});
