import { describe, expect, it } from 'vitest';
import { GitLabMcpError, hasErrorCode } from './error-codes.js';
import type * as ErrorCodes from './error-codes.js';

describe('GitLabMcpError', () => {
  it('is recognised across copies of its module, as the bundled bin holds one beside the rest', async () => {
    // A second instance of the module, as a second bundle's copy would be: its own class object.
    const secondInstance = './error-codes.js?copy';
    const copy = (await import(secondInstance)) as typeof ErrorCodes;
    expect(copy.GitLabMcpError).not.toBe(GitLabMcpError);
    const fromCopy = new copy.GitLabMcpError('config', 'GITLAB_URL is not a URL');
    expect(fromCopy instanceof GitLabMcpError).toBe(true);
    expect(hasErrorCode(fromCopy, 'config')).toBe(true);
    expect(hasErrorCode(fromCopy, 'startup')).toBe(false);
    expect(new GitLabMcpError('startup', 'refused') instanceof copy.GitLabMcpError).toBe(true);
  });

  it('is told apart from other errors and from a copy of its fields', () => {
    const error = new GitLabMcpError('config', 'bad setting');
    expect(new Error('bad setting') instanceof GitLabMcpError).toBe(false);
    expect({ ...error } instanceof GitLabMcpError).toBe(false);
    expect((null as unknown) instanceof GitLabMcpError).toBe(false);
    expect(hasErrorCode('config', 'config')).toBe(false);
    expect(Object.getOwnPropertySymbols(error)).toEqual([]);
  });
});
