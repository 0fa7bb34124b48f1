import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The bin runs as a separate Node process; it is bundled from source so the test needs no prior build.
let dir: string;
let bundle: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gitlab-sandbox-bin-'));
  bundle = join(dir, 'bin.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./bin.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile: bundle,
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gitlab-sandbox bin', () => {
  it('starts with a #!/usr/bin/env node line', () => {
    expect(readFileSync(fileURLToPath(new URL('./bin.ts', import.meta.url)), 'utf8').split('\n')[0]).toBe(
      '#!/usr/bin/env node',
    );
  });

  it('prints GITLAB_URL and GITLAB_TOKEN, serves, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [bundle, '--port', '0', '--tier', 'free'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        lines.push(
          ...chunk
            .toString('utf8')
            .split('\n')
            .filter((line) => line.length > 0),
        );
        if (lines.length >= 2) resolve();
      });
      child.once('exit', (code) => reject(new Error(`bin exited early with ${String(code)}`)));
    });
    expect(lines[0]).toMatch(/^GITLAB_URL=http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines[1]).toMatch(/^GITLAB_TOKEN=glpat-/);
    const url = lines[0]!.slice('GITLAB_URL='.length);
    const token = lines[1]!.slice('GITLAB_TOKEN='.length);
    const version = await fetch(`${url}/api/v4/version`, { headers: { 'private-token': token } });
    expect(((await version.json()) as { version: string }).version).toBe('19.4.1-ee');
    expect((await fetch(`${url}/api/v4/license`, { headers: { 'private-token': token } })).status).toBe(404);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('refuses an unknown tier', async () => {
    const child = spawn(process.execPath, [bundle, '--tier', 'gold'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
  });
});
