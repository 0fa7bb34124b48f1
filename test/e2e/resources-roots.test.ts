/**
 * Workspace roots (reference-server.md §7: read lazily, feeding gitlab://workspace/roots and project discovery):
 * a client with the roots capability is asked roots/list when something needs it, again after it says they
 * changed, and `discover_project.resolve` with "." finds the project from the roots' git remotes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Root } from '@modelcontextprotocol/sdk/types.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const ROOTS_URI = 'gitlab://workspace/roots';

let withRoots: Harness;
let without: Harness;
let workspace: string;
let roots: Root[];
let rootsAsked = 0;

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'gitlab-mcp-roots-'));
  const checkout = join(workspace, 'project');
  mkdirSync(join(checkout, '.git'), { recursive: true });
  // origin first even when written second; a remote GitLab does not know is passed over for the next one.
  writeFileSync(
    join(checkout, '.git', 'config'),
    [
      '[core]',
      '\tbare = false',
      '[remote "upstream"]',
      '\turl = https://gitlab.example.com/group/project.git',
      '\tfetch = +refs/heads/*:refs/remotes/upstream/*',
      '[remote "origin"]',
      '\turl = git@gitlab.example.com:someone/fork-that-is-gone.git',
      '[branch "main"]',
      '\tremote = origin',
      '',
    ].join('\n'),
  );
  mkdirSync(join(workspace, 'notes'));
  roots = [{ uri: pathToFileURL(checkout).href, name: 'project' }];
  ({ withRoots, without } = await startHarnesses({
    withRoots: {
      capabilities: { roots: { listChanged: true } },
      env: { GITLAB_MCP_CAPABILITY_SURFACE: 'minimal' },
    },
    without: {},
  }));
  withRoots.client.setRequestHandler(ListRootsRequestSchema, () => {
    rootsAsked += 1;
    return { roots };
  });
}, START_TIMEOUT);
afterAll(async () => {
  await closeHarnesses({ withRoots, without });
  rmSync(workspace, { recursive: true, force: true });
});

async function readRoots(): Promise<unknown> {
  const { contents } = await withRoots.client.readResource({ uri: ROOTS_URI });
  return JSON.parse(String((contents[0] as { text: string }).text));
}

describe('gitlab://workspace/roots', () => {
  it('is listed for a client with roots, even on the minimal capability surface, and read only when needed', async () => {
    const { resources } = await withRoots.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['gitlab://tools', ROOTS_URI]);
    expect(rootsAsked).toBe(0);
  });

  it("reads the client's roots and their git remotes, origin first", async () => {
    expect(await readRoots()).toEqual({
      roots: [
        {
          uri: roots[0]!.uri,
          name: 'project',
          remotes: [
            'git@gitlab.example.com:someone/fork-that-is-gone.git',
            'https://gitlab.example.com/group/project.git',
          ],
        },
      ],
    });
    await readRoots();
    expect(rootsAsked).toBe(1);
  });

  it('asks again after notifications/roots/list_changed', async () => {
    roots = [{ uri: pathToFileURL(join(workspace, 'notes')).href }];
    await withRoots.client.sendRootsListChanged();
    await expect.poll(readRoots).toEqual({ roots: [{ uri: roots[0]!.uri, remotes: [] }] });
    expect(rootsAsked).toBe(2);
  });

  it('is neither listed nor readable for a client without roots', async () => {
    const { resources } = await without.client.listResources();
    expect(resources.map((resource) => resource.uri)).not.toContain(ROOTS_URI);
    await expect(without.client.readResource({ uri: ROOTS_URI })).rejects.toMatchObject({ code: -32602 });
  });
});

describe('discover_project.resolve with "."', () => {
  it('finds the project of the open workspace from its remotes', async () => {
    roots = [{ uri: pathToFileURL(join(workspace, 'project')).href, name: 'project' }];
    await withRoots.client.sendRootsListChanged();
    await expect.poll(async () => ((await readRoots()) as { roots: unknown[] }).roots).toHaveLength(1);
    withRoots.sandbox.requests.clear();
    const result = await withRoots.call('gitlab_execute_action', {
      action: 'discover_project.resolve',
      params: { remote_url: '.' },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ id: 42, path_with_namespace: 'group/project' });
    expect(withRoots.gitlabRequests()).toEqual([
      'GET /projects/someone%2Ffork-that-is-gone',
      'GET /projects/group%2Fproject',
    ]);
  });

  it('says how to go on when the client shares no roots', async () => {
    without.sandbox.requests.clear();
    const result = await without.call('gitlab_execute_action', {
      action: 'discover_project.resolve',
      params: { remote_url: '.' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('git remote get-url origin');
    expect(without.gitlabRequests()).toEqual([]);
  });

  it('a remote URL still resolves as before', async () => {
    const result = await without.call('gitlab_execute_action', {
      action: 'discover_project.resolve',
      params: { remote_url: 'git@gitlab.example.com:group/project.git' },
    });
    expect(result.structuredContent).toMatchObject({ id: 42 });
  });
});
