import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { defineAction } from '../action.js';
import type { ActionContext } from '../action.js';
import { text } from '../params.js';

/**
 * A project's full path from what a client has at hand: a git remote (`git@host:group/project.git`,
 * `ssh://git@host:2222/group/project.git`, `https://user:token@host/group/project.git`), a web address of the
 * project or of a page in it (`…/group/project/-/merge_requests/1`), or the path itself. Undefined when nothing
 * path-like is left. An instance served under a sub-path (`https://host/gitlab/…`) cannot be told apart from a
 * group here, so its prefix stays in the path.
 */
export function projectPathOf(remote: string): string | undefined {
  let rest = remote.trim();
  const scp = /^[\w.-]+@[^:/]+:(?!\d+\/)(.+)$/.exec(rest);
  if (scp) rest = scp[1]!;
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(rest)) {
    try {
      rest = new URL(rest).pathname;
    } catch {
      return undefined;
    }
  }
  const path = decodeURIComponent(rest)
    .split('/-/')[0]!
    .replace(/\.git\/?$/, '')
    .replace(/^\/+|\/+$/g, '');
  return path.includes('/') ? path : undefined;
}

/** The `remote_url` that asks for the project of the client's open workspace (its MCP roots), like git's `.`. */
const WORKSPACE_REMOTE = '.';

/** Reads the project of a path; for the workspace, the first of its remotes GitLab knows. */
async function resolveProject(context: ActionContext, remoteUrl: string): Promise<unknown> {
  const read = (path: string) => context.rest('GET', `/projects/${encodeURIComponent(path)}`);
  if (remoteUrl !== WORKSPACE_REMOTE) return read(projectPathOf(remoteUrl) ?? remoteUrl);
  const remotes = (await context.files.workspaceRemotes?.()) ?? [];
  const paths = [...new Set(remotes.map(projectPathOf).filter((path) => path !== undefined))];
  if (paths.length === 0)
    throw new GitLabMcpError(
      'action_outcome',
      'The client shared no workspace folder with a git remote (MCP roots, stdio only): pass the remote URL ' +
        'that `git remote get-url origin` prints instead of "."',
    );
  for (const path of paths.slice(0, -1)) {
    try {
      return await read(path);
    } catch {
      // Another remote (a fork, a mirror on another host) may still be the project: the last one's failure is the answer.
    }
  }
  return read(paths.at(-1)!);
}

export const discoverProjectActions = [
  defineAction({
    id: 'discover_project.resolve',
    description:
      'Find the GitLab project of a git remote URL, a web address or a path (what `git remote get-url origin` prints).',
    input: z
      .object({
        remote_url: text(
          'Git remote URL, project web address or full path, e.g. git@host:group/project.git; "." reads the remotes of the client\'s open workspace',
        ),
      })
      .strict(),
    gitlab: {
      local: (context, args) => resolveProject(context, args.remote_url),
    },
    answer: {
      object: 'project',
      notFound: (args) =>
        args.remote_url === WORKSPACE_REMOTE
          ? 'for the remotes of the open workspace'
          : `for remote "${args.remote_url}"`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'issue.list', text: 'see its issues' },
      { action: 'merge_request.list', text: 'see its merge requests' },
      { action: 'pipeline.list', text: 'see its pipelines' },
    ],
    // The call reads the project (GET /projects/:id), so it needs what project.get needs.
    permission: 'read_project',
    aliases: ['which project is this', 'project from git remote', 'current repository'],
  }),
];
