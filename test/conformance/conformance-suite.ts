import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The suite and the Node it needs (>= 22), pinned: both come from the npm registry, never the project's Node.
 * 0.2.0-alpha.12 carries the frozen requirement set of each revision (its `requirements/*.yaml`): 2025-11-25 holds
 * every server scenario 0.1.16 ran, and 2026-07-28 is in no release before the 0.2.0 alphas.
 */
export const SUITE_VERSION = '0.2.0-alpha.12';
const NODE_VERSION = '22.23.3';
const HOME = join(tmpdir(), `gitlab-mcp-conformance-${SUITE_VERSION}-node-${NODE_VERSION}`);
const NODE = join(HOME, 'node_modules', 'node', 'bin', 'node');
const CLI = join(HOME, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

/** The revisions the suite has a requirement set for, each run at its own wire (initialize, or per-request _meta). */
export const REVISIONS = ['2025-11-25', '2026-07-28'] as const;
export type Revision = (typeof REVISIONS)[number];

/** One check of a scenario, as the suite writes it to `checks.json`. */
export interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/**
 * Installs the suite and Node 22 from the npm registry into a directory of the machine's temp dir, once: the `node`
 * package carries the binary, so the project's own Node (20) stays the one everything else runs on.
 */
export async function installSuite(): Promise<void> {
  if (existsSync(NODE) && existsSync(CLI)) return;
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--prefix',
      HOME,
      `node@${NODE_VERSION}`,
      `@modelcontextprotocol/conformance@${SUITE_VERSION}`,
    ],
    { timeout: 240_000 },
  );
}

/**
 * Runs the server scenarios `revision` requires (`--requirements`: the scored ones and those the suite runs for
 * visibility only, extensions and pending) against `url`; answers each scenario's checks, by scenario.
 */
export async function runSuite(url: string, revision: Revision): Promise<Map<string, Check[]>> {
  const out = mkdtempSync(join(tmpdir(), 'gitlab-mcp-conformance-run-'));
  // The suite exits 1 when a check fails: the checks it wrote are the outcome, read below either way.
  await run(NODE, [CLI, 'server', '--url', url, '--requirements', revision, '--output-dir', out], {
    timeout: 300_000,
    maxBuffer: 64 * 1024 ** 2,
  }).catch((error: { stdout?: string }) => {
    if (typeof error.stdout !== 'string') throw error;
  });
  const results = new Map<string, Check[]>();
  for (const entry of readdirSync(out)) {
    const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(entry)?.[1];
    if (!scenario) continue;
    results.set(scenario, JSON.parse(readFileSync(join(out, entry, 'checks.json'), 'utf8')) as Check[]);
  }
  return results;
}

/**
 * The check the suite adds to every scenario: each message the server sent is valid per the revision's schema. It
 * must pass, but alone it proves nothing of the scenario: a scenario whose own check only warned did not pass.
 */
const WIRE_SCHEMA = 'wire-schema-valid';

/** A scenario passes when none of its checks failed and one of its own succeeded. */
export function passed(checks: readonly Check[]): boolean {
  return (
    checks.some((check) => check.status === 'SUCCESS' && check.id !== WIRE_SCHEMA) &&
    !checks.some((check) => check.status === 'FAILURE')
  );
}
