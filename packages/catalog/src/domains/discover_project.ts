import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';
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

export const discoverProjectActions = [
  defineAction({
    id: 'discover_project.resolve',
    tool: 'gitlab_discover_project',
    description:
      'Find the GitLab project of a git remote URL, a web address or a path (what `git remote get-url origin` prints).',
    input: z
      .object({
        remote_url: text('Git remote URL, project web address or full path, e.g. git@host:group/project.git'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const path = projectPathOf(args.remote_url) ?? args.remote_url;
        return context.rest('GET', `/projects/${encodeURIComponent(path)}`);
      },
    },
    answer: { object: 'project', notFound: (args) => `for remote "${args.remote_url}"` },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.list', text: 'see its issues' },
      { action: 'merge_request.list', text: 'see its merge requests' },
      { action: 'pipeline.list', text: 'see its pipelines' },
    ],
    tier: 'free',
    // The call reads the project (GET /projects/:id), so it needs what project.get needs.
    permission: 'read_project',
    aliases: ['which project is this', 'project from git remote', 'current repository'],
  }),
];
