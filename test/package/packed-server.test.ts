import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { describeRequest } from '../support/harness.js';

/*
 * What a user gets from `npm install gitlab-mcp` / `npx -y gitlab-mcp`: the package is packed as npm would publish
 * it, installed into an empty folder with no registry, and driven by a client we did not write (the MCP Inspector's
 * command-line mode) against the sandbox.
 */

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const INSPECTOR = fileURLToPath(new URL('../../node_modules/.bin/mcp-inspector', import.meta.url));
/** A second client, written independently of the SDK's authors: wong2's mcp-cli. */
const MCP_CLI = fileURLToPath(new URL('../../node_modules/.bin/mcp-cli', import.meta.url));
/**
 * The packed tarball stays small: one bundle and its chunks, nothing to install beside it, and the two files the
 * charts draw with (resvg's WebAssembly module, about 0.95 MB packed, and the font, 0.3 MB; docs/visualisations.md),
 * and the SDK v2 chunk that serves MCP 2026-07-28 over HTTP and stdio (353 kB unpacked, about 0.1 MB packed; loaded only by a
 * request of that revision, docs/adr/0003-mcp-sdk-v2.md).
 */
const PACKED_BYTES_BUDGET = 2_700_000;

interface PackReport {
  filename: string;
  size: number;
  files: { path: string }[];
}

let work: string;
let tarball: string;
let packed: PackReport;
let sandbox: Sandbox;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'gitlab-mcp-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: SERVER_DIR });
  packed = (JSON.parse(stdout) as PackReport[])[0]!;
  tarball = join(work, packed.filename);
  await mkdir(join(work, 'app'));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: join(work, 'app'),
    env: { ...process.env, npm_config_cache: join(work, 'cache') },
  });
  sandbox = await startSandbox();
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** One Inspector CLI call against the given server command; answers the JSON it prints. */
async function inspect(server: string[], method: string[], env: Record<string, string> = {}) {
  const settings = { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api, ...env };
  const { stdout } = await run(
    INSPECTOR,
    [
      '--cli',
      ...Object.entries(settings).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
      ...server,
      ...method,
    ],
    {
      cwd: join(work, 'app'),
      env: { ...process.env, npm_config_cache: join(work, 'cache') },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

function textOf(answer: Record<string, unknown>): string {
  return (answer.content as { type: string; text?: string }[]).map((block) => block.text ?? '').join('\n');
}

describe('the published package', () => {
  it('holds the bundle, its chunks and the licences, and nothing to install or build', async () => {
    const paths = packed.files.map((file) => file.path).sort();
    expect(paths).toContain('dist/gitlab-mcp.cjs');
    expect(paths).toContain('dist/THIRD-PARTY-LICENSES.txt');
    // What the charts draw with, read from beside the bundle when the first chart is drawn.
    expect(paths).toEqual(
      expect.arrayContaining(['dist/chart-assets/resvg.wasm', 'dist/chart-assets/NotoSans-Regular.ttf']),
    );
    expect(paths).toContain('LICENSE');
    expect(paths).toContain('README.md');
    expect(paths.filter((path) => !/^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(path))).toEqual([]);
    expect(paths.filter((path) => /\.(ts|map)$/.test(path))).toEqual([]);
    expect(packed.size).toBeLessThan(PACKED_BYTES_BUDGET);

    const manifest = JSON.parse(
      await readFile(join(work, 'app', 'node_modules', 'gitlab-mcp', 'package.json'), 'utf8'),
    ) as Record<string, Record<string, string> | undefined>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => /install|prepare/.test(name))).toEqual([]);
    expect(manifest.bin).toEqual({ 'gitlab-mcp': './dist/gitlab-mcp.cjs' });
    // The finder's everyday English words come from SCOWL, whose notice must go with them.
    const licences = await readFile(
      join(work, 'app', 'node_modules', 'gitlab-mcp', 'dist', 'THIRD-PARTY-LICENSES.txt'),
      'utf8',
    );
    expect(licences).toContain('Copyright 2000-2016 by Kevin Atkinson');
  });

  describe('installed into an empty folder and driven by the MCP Inspector CLI', () => {
    const installedBin = () => [join(work, 'app', 'node_modules', '.bin', 'gitlab-mcp')];

    it('lists the two tools of the dynamic surface', async () => {
      const answer = await inspect(installedBin(), ['--method', 'tools/list']);
      const names = (answer.tools as { name: string }[]).map((tool) => tool.name);
      expect(names).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    });

    it('finds an action from a request in plain words', async () => {
      const answer = await inspect(installedBin(), [
        '--method',
        'tools/call',
        '--tool-name',
        'gitlab_find_action',
        '--tool-arg',
        'query=list the branches of a project',
      ]);
      expect(answer.isError ?? false).toBe(false);
      expect(textOf(answer)).toContain('branch.list');
    });

    it('executes an action against GitLab and answers the contract', async () => {
      sandbox.requests.clear();
      const answer = await inspect(installedBin(), [
        '--method',
        'tools/call',
        '--tool-name',
        'gitlab_execute_action',
        '--tool-arg',
        'action=branch.list',
        '--tool-arg',
        'params={"project_id":"group/project","per_page":3}',
      ]);
      expect(answer.isError ?? false).toBe(false);
      expect(textOf(answer)).toMatch(/^## Branches \(45\)\n\nShowing 3 of 45 results \(page 1 of 15\)/);
      expect((answer.structuredContent as { branches: unknown[] }).branches).toHaveLength(3);
      const paths = sandbox.requests.all().map(describeRequest);
      expect(paths).toContain('GET /projects/group%2Fproject/repository/branches');
    });
  });

  it('answers a second, independent client (mcp-cli) configured as Claude Desktop would be', async () => {
    const config = join(work, 'mcp.json');
    const server = {
      command: join(work, 'app', 'node_modules', '.bin', 'gitlab-mcp'),
      env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api },
    };
    await writeFile(config, JSON.stringify({ mcpServers: { gitlab: server } }));
    const { stdout } = await run(
      MCP_CLI,
      ['--config', config, 'call-tool', 'gitlab:gitlab_execute_action'].concat([
        '--args',
        JSON.stringify({ action: 'tag.list', params: { project_id: 'group/project' } }),
      ]),
      { cwd: work, timeout: 60_000 },
    );
    // The server's log lines come first, one JSON object per line; the answer is printed indented after them.
    const answer = JSON.parse(stdout.slice(stdout.indexOf('{\n'))) as Record<string, unknown>;
    expect(answer.isError ?? false).toBe(false);
    expect(textOf(answer)).toMatch(/^## Tags \(\d+\)/);
  });

  it('starts from the tarball with npx, as client configurations launch it', async () => {
    const answer = await inspect(
      ['npx', '-y', `--package=${tarball}`, 'gitlab-mcp'],
      ['--method', 'tools/list'],
      { GITLAB_MCP_TOOL_SURFACE: 'meta' },
    );
    const names = (answer.tools as { name: string }[]).map((tool) => tool.name);
    expect(names).toContain('gitlab_branch');
    expect(names).toContain('gitlab_merge_request');
  });
});
