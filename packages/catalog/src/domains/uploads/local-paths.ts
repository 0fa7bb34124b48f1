import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { constants } from 'node:fs';
import { lstat, open, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { ActionContext } from '../../action.js';
import { actionRefusal } from '../../action-refusal.js';

/*
 * Where a file parameter (`file_path`, `directory_path`, `output_path`, a group import's `file`) may reach on the
 * server's machine. A model can be talked into naming any path (an injected "upload ~/.ssh/id_rsa"), so a path is
 * honoured only inside the allowed directories: the client's MCP roots when it declares them, else
 * GITLAB_MCP_ALLOWED_DIRS. Paths are compared after realpath, so `..` and symbolic links cannot leave them.
 */

/** The setting every refusal names, so the user knows what to change. */
export const ALLOWED_DIRS_SETTING = 'GITLAB_MCP_ALLOWED_DIRS';

const WHERE = `the client's MCP roots, else ${ALLOWED_DIRS_SETTING}`;

/** The real paths of the allowed directories; a refusal naming the setting when there are none. */
async function allowedDirectories(context: ActionContext, parameter: string): Promise<string[]> {
  if (!context.files.pathsAllowed) {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} names a file of the machine the server runs on, which a shared (HTTP) server does not ` +
        'open for its callers; send the file as content_base64 instead.',
    );
  }
  const named = (await context.files.allowedDirectories?.()) ?? [];
  const real = await Promise.all(named.map((directory) => realpath(directory).catch(() => null)));
  const existing = real.filter((directory): directory is string => directory !== null);
  if (existing.length === 0) {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} is refused: no directory is open to file parameters. Set ${ALLOWED_DIRS_SETTING} ` +
        '(or --allowed-dirs) to the directories the server may read and write, or use a client that declares ' +
        'MCP roots.',
    );
  }
  return existing;
}

function isInside(path: string, directories: readonly string[]): boolean {
  return directories.some(
    (directory) =>
      path === directory || path.startsWith(directory.endsWith(sep) ? directory : directory + sep),
  );
}

function outside(parameter: string, path: string): GitLabMcpError<'action_outcome'> {
  return new GitLabMcpError(
    'action_outcome',
    `${parameter} ${path} is outside the directories file parameters may use (${WHERE}); nothing was read or written.`,
  );
}

/** The path asked for, a relative one taken from the first allowed directory (never the process's working directory). */
function wanted(directories: readonly string[], path: string): string {
  return resolve(directories[0]!, path);
}

/**
 * The real path of an existing file or directory a parameter names for reading, inside the allowed directories.
 * `kind` says which it must be; the final component is opened with O_NOFOLLOW to check it, so it is not a link
 * swapped in after the realpath.
 */
export async function readablePath(
  context: ActionContext,
  path: string,
  parameter: string,
  kind: 'file' | 'directory' = 'file',
): Promise<{ path: string; size: number }> {
  const directories = await allowedDirectories(context, parameter);
  const real = await realpath(wanted(directories, path)).catch((error: unknown) => {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} ${path} cannot be read (${(error as Error).message}).`,
      {
        cause: error,
      },
    );
  });
  if (!isInside(real, directories)) throw outside(parameter, path);
  const handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: unknown) => {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} ${path} cannot be read (${(error as Error).message}).`,
      {
        cause: error,
      },
    );
  });
  try {
    const info = await handle.stat();
    if (kind === 'file' && !info.isFile())
      throw new GitLabMcpError('action_outcome', `${parameter} ${path} is not a regular file.`);
    if (kind === 'directory' && !info.isDirectory())
      throw new GitLabMcpError('action_outcome', `${parameter} ${path} is not a directory.`);
    return { path: real, size: info.size };
  } finally {
    await handle.close();
  }
}

/**
 * Where a download named by `parameter` is written: a path inside the allowed directories, or an existing
 * directory there to save `fileName` in. The parent is resolved with realpath, the target itself never followed:
 * an existing symbolic link is refused, an existing file is only replaced once the user approved it.
 */
export async function writablePath(
  context: ActionContext,
  path: string,
  parameter: string,
  fileName: string,
): Promise<string> {
  const directories = await allowedDirectories(context, parameter);
  const asked = wanted(directories, path);
  const intoDirectory = await stat(asked).then(
    (info) => info.isDirectory(),
    () => false,
  );
  const parent = intoDirectory ? asked : dirname(asked);
  const realParent = await realpath(parent).catch((error: unknown) => {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} ${path} cannot be written: its directory does not exist (${(error as Error).message}).`,
      { cause: error },
    );
  });
  // A file name from GitLab never adds directories of its own.
  const target = join(realParent, intoDirectory ? basename(fileName) : basename(asked));
  if (!isInside(realParent, directories)) throw outside(parameter, path);
  const existing = await lstat(target).catch(() => null);
  if (existing?.isSymbolicLink()) {
    throw new GitLabMcpError(
      'action_outcome',
      `${parameter} ${path} is a symbolic link; the server never writes through one (${WHERE}). Nothing was written.`,
    );
  }
  if (existing?.isDirectory())
    throw new GitLabMcpError('action_outcome', `${target} is a directory; nothing was written.`);
  if (existing) await approveOverwrite(context, target, parameter);
  return target;
}

/** Replacing a file the user has is asked like a destructive action (confirm, elicitation, yolo mode). */
async function approveOverwrite(context: ActionContext, target: string, parameter: string): Promise<void> {
  if (!context.approve) {
    throw actionRefusal(
      `${parameter} ${target} already exists and this call cannot be confirmed; nothing was written. ` +
        'Choose another path.',
    );
  }
  await context.approve(`Overwrite ${target}? The existing file would be replaced by the download.`);
}
