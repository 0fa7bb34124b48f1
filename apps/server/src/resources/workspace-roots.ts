import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Root } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../logging/logger.js';

export const WORKSPACE_ROOTS_URI = 'gitlab://workspace/roots';

/** A workspace root with the git remotes found in its `.git/config` (only where the server shares its disk). */
export interface WorkspaceRoot {
  uri: string;
  name?: string;
  remotes: string[];
}

/**
 * The client's roots (its open workspace), read lazily with roots/list the first time something needs them and
 * again after the client says they changed. Only clients that declare the roots capability are asked.
 */
export class WorkspaceRoots {
  private roots: Promise<Root[]> | undefined;

  constructor(
    private readonly server: Server,
    private readonly logger: Logger,
  ) {
    server.setNotificationHandler(RootsListChangedNotificationSchema, () => {
      this.roots = undefined;
    });
  }

  /** Whether the client declared the roots capability. */
  get available(): boolean {
    return Boolean(this.server.getClientCapabilities()?.roots);
  }

  /** The roots and, when `readDisk`, the git remotes of each (stdio: the client and the server share a disk). */
  async list(readDisk: boolean): Promise<WorkspaceRoot[]> {
    if (!this.available) return [];
    this.roots ??= this.server.listRoots().then(
      (answer) => answer.roots,
      (error: unknown) => {
        this.logger.warn('roots/list failed', { error });
        this.roots = undefined;
        return [];
      },
    );
    const roots = await this.roots;
    return Promise.all(
      roots.map(async (root) => ({
        uri: root.uri,
        ...(root.name ? { name: root.name } : {}),
        remotes: readDisk ? await gitRemotes(root.uri) : [],
      })),
    );
  }

  /**
   * The local directories of the client's roots (`file:` URIs), where file parameters may read and write; null
   * when the client declares no roots or none of them is a local directory.
   */
  async directories(): Promise<string[] | null> {
    const local = (await this.list(false))
      .filter((root) => root.uri.startsWith('file:'))
      .map((root) => fileURLToPath(root.uri));
    return local.length > 0 ? local : null;
  }

  /** The git remote URLs of the open workspace, origin first: what discover_project.resolve starts from. */
  async remotes(): Promise<string[]> {
    return (await this.list(true)).flatMap((root) => root.remotes);
  }
}

/** The remote URLs in `<root>/.git/config`, `origin` first; none when the root is not a local git work tree. */
async function gitRemotes(rootUri: string): Promise<string[]> {
  if (!rootUri.startsWith('file:')) return [];
  let config: string;
  try {
    config = await readFile(join(fileURLToPath(rootUri), '.git', 'config'), 'utf8');
  } catch {
    return []; // not a git work tree (or not readable): the root simply has no remote
  }
  const remotes: Array<{ name: string; url: string }> = [];
  let section = '';
  for (const line of config.split('\n')) {
    const header = /^\s*\[remote\s+"([^"]+)"\]/.exec(line);
    if (header) section = header[1]!;
    else if (/^\s*\[/.test(line)) section = '';
    const url = /^\s*url\s*=\s*(\S+)/.exec(line);
    if (section && url) remotes.push({ name: section, url: url[1]! });
  }
  remotes.sort((a, b) => Number(b.name === 'origin') - Number(a.name === 'origin'));
  return remotes.map((remote) => remote.url);
}
