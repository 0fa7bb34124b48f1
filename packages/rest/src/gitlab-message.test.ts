import { describe, expect, it } from 'vitest';
import { describeGitLabError } from './gitlab-message.js';

describe('describeGitLabError', () => {
  it.each([
    [{ message: '404 Project Not Found' }, '404 Project Not Found.', null],
    [
      { message: { name: ['has already been taken'], base: ['Limit reached'] } },
      'name has already been taken. Limit reached.',
      null,
    ],
    [
      { message: { push_access_levels: { access_level: ['is not included in the list'] } } },
      'push_access_levels.access_level is not included in the list.',
      null,
    ],
    [{ error: 'title is missing' }, 'title is missing.', null],
    [
      { error: 'invalid_token', error_description: 'Token is expired.' },
      'Token is expired.',
      'invalid_token',
    ],
    [
      { error: 'insufficient_granular_scope', error_description: 'Not granted', scope: 'read_repository' },
      'Not granted. Required scope: read_repository.',
      'insufficient_granular_scope',
    ],
    [{ message: { path: ['is too long', 'is invalid!'] } }, 'path is too long. path is invalid!', null],
    [{ errors: ['first', { field: 'second' }] }, 'first. field second.', null],
  ])('%j', (body, message, code) => {
    expect(describeGitLabError(body, 'fallback')).toEqual({ message, code });
  });

  it('falls back when the body says nothing', () => {
    expect(describeGitLabError({}, '500 Internal Server Error').message).toBe('500 Internal Server Error');
    expect(describeGitLabError(null, '502').message).toBe('502');
    expect(describeGitLabError('   ', '503').message).toBe('503');
    expect(describeGitLabError({ message: null, error: 42 }, 'x').message).toBe('x');
  });

  it('reduces an HTML page to its title and long text to its start', () => {
    expect(
      describeGitLabError('<html><title>GitLab is not responding (502)</title></html>', 'x').message,
    ).toBe('GitLab is not responding (502)');
    expect(describeGitLabError('x'.repeat(1000), 'y').message).toHaveLength(301);
  });
});
