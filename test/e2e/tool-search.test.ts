/**
 * `gitlab-mcp --tool-search "<request>"` (issue 21): the finder's ranking for scripts and people, printed with each
 * action's parameters; it needs no token and calls no GitLab. Spawns the built binary, as a person runs it.
 */
import { describe, expect, it } from 'vitest';
import { runToExit } from '../support/server-process.js';

describe.concurrent('--tool-search', () => {
  it('prints the ranked actions with their params and exits 0 without a token', async () => {
    const exited = await runToExit({
      args: ['--tool-search', 'unblock the user carol'],
      env: { GITLAB_TOKEN: '' },
    });
    expect(exited.code, exited.stderr).toBe(0);
    expect(exited.stderr).toBe('');
    const lines = exited.stdout.split('\n');
    expect(lines[0]).toBe('Actions for "unblock the user carol", best first:');
    expect(lines).toContain('1. user.unblock');
    expect(exited.stdout).toContain('params: user_id*: integer');
    expect(exited.stdout.match(/^\d\. /gm)).toHaveLength(5);
  });

  it('marks destructive actions and shows optional params in the --name=value form too', async () => {
    const exited = await runToExit({ args: ['--tool-search=delete branch'] });
    expect(exited.code, exited.stderr).toBe(0);
    expect(exited.stdout).toContain('1. branch.delete (destructive)');
    expect(exited.stdout).toMatch(/params: project_id\*: string, branch_name\*: string/);
  });

  it('searches what read-only mode serves', async () => {
    const exited = await runToExit({ args: ['--tool-search', 'delete branch', '--read-only'] });
    expect(exited.code, exited.stderr).toBe(0);
    expect(exited.stdout).not.toContain('branch.delete');
  });

  it('refuses an empty request with one line on stderr and exit 2', async () => {
    const exited = await runToExit({ args: ['--tool-search', ' '] });
    expect(exited.code).toBe(2);
    expect(exited.stdout).toBe('');
    // Not a terminal: the fatal line is a JSON log line, like every other (docs/configuration.md).
    expect(JSON.parse(exited.stderr.trim())).toMatchObject({
      level: 'error',
      msg: '--tool-search needs a request, e.g. --tool-search "delete branch"',
      exit_code: 2,
    });
  });

  it('is documented in --help', async () => {
    const exited = await runToExit({ args: ['--help'] });
    expect(exited.stdout).toContain('--tool-search "<request>"');
  });
});
