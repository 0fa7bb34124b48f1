/**
 * `npm run demo` is the README's first command: its script must keep running against the built server and
 * show each step of the session.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  BRANCH_LIST_MARKDOWN,
  BRANCH_NOT_FOUND_MARKDOWN,
  ISSUE_CREATE_MARKDOWN,
} from '../support/contract-examples.js';

const DEMO = fileURLToPath(new URL('../../scripts/demo.mjs', import.meta.url));

describe('the demo', () => {
  it('OF-60 OF-61 OF-62 scripts/demo.mjs prints the session and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [DEMO], {
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(stdout).toContain('  gitlab_find_action\n  gitlab_execute_action\n');
    const headers = stdout.split('\n').filter((line) => line.startsWith('━━ '));
    expect(headers).toHaveLength(6);
    expect(headers.join('\n')).toMatch(
      /tools\/list[\s\S]*branch\.list[\s\S]*merge_request\.get[\s\S]*issue\.create/,
    );
    expect(headers.join('\n')).toMatch(/branch\.get[\s\S]*branch\.delete/);
    expect(stdout).toContain(BRANCH_LIST_MARKDOWN);
    expect(stdout).toContain('## 🟢 MR !243: Fix login bug');
    expect(stdout).toContain(ISSUE_CREATE_MARKDOWN);
    expect(stdout).toContain(BRANCH_NOT_FOUND_MARKDOWN);
    expect(stdout).toContain('action "branch.delete" is destructive');
    expect(stdout).toContain('GitLab received 0 DELETE requests');
  });
});
