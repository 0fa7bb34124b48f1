/**
 * Issue 27: everything of one request travels by argument (CallContext, the clients' per-call options, a traced
 * logger), never in the async context. Node 20 runs the hooks of every AsyncLocalStorage ever entered on each promise
 * of the process, for its life; and state nobody passes is state nobody sees. A new use needs a measured reason and
 * a change to this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Every way into the async context (AsyncLocalStorage, AsyncResource, createHook) is an import of async_hooks. */
const ASYNC_HOOKS = /(?:from\s*|import\s*\(\s*|require\(\s*)['"](?:node:)?async_hooks['"]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(?:ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('async context in apps/ and packages/', () => {
  const files = ['apps', 'packages'].flatMap((folder) =>
    readdirSync(join(ROOT, folder)).flatMap((workspace) => sourceFiles(join(ROOT, folder, workspace, 'src'))),
  );

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('is used by no source module', () => {
    const users = files
      .filter((file) => ASYNC_HOOKS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(users).toEqual([]);
  });
});
