/**
 * Issue 11's secrets scan, as the e2e project's global setup. `setup` opens the run directory the harnesses record
 * into (secrets-tee.ts) and lists the sandbox's tokens there; each harness fails its own test file when a token
 * appears in what its server wrote. `teardown`, once every e2e file has run, reads every recording again, so a
 * server whose harness was never closed is scanned too; a hit then fails the run's exit status.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@gitlab-mcp/sandbox';
import { readTokens, RUN_DIR_ENV, TOKENS_FILE } from './secrets-tee.js';

let runDir: string | undefined;

export async function setup(): Promise<void> {
  runDir = mkdtempSync(join(tmpdir(), 'gitlab-mcp-secrets-'));
  const sandbox = await startSandbox();
  writeFileSync(join(runDir, TOKENS_FILE), Object.values(sandbox.tokens).join('\n') + '\n');
  await sandbox.close();
  // Test workers start after this and inherit the variable.
  process.env[RUN_DIR_ENV] = runDir;
}

export function teardown(): void {
  if (!runDir) return;
  const dir = runDir;
  try {
    const files = readdirSync(dir).filter((file) => file.endsWith('.log'));
    const leaks = findLeaks(dir, files, readTokens(dir));
    if (leaks.length > 0) {
      process.stderr.write(
        `secrets scan: a token used by the e2e suite was written out:\n${leaks.join('\n')}\n`,
      );
      process.exitCode = 1;
    } else {
      process.stderr.write(`secrets scan: ${files.length} recordings, no token found\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every recorded line holding one of the tokens, as `file:line: a token starting …` (never the token itself). */
function findLeaks(dir: string, files: readonly string[], tokens: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const token of tokens) {
      for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + token.length)) {
        const line = text.slice(0, at).split('\n').length;
        leaks.push(`${file}:${line}: a token starting ${token.slice(0, 6)}…`);
      }
    }
  }
  return leaks;
}
