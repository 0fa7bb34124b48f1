import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { projectId, text } from '../../params.js';
import { decodedFile, filePath, notFoundError, projectSegment } from './content.js';

/** One `[submodule "name"]` section of a .gitmodules file. */
interface Submodule {
  name: string;
  path?: string;
  url?: string;
  branch?: string;
}

const submoduleRef = text('Branch, tag or commit SHA of the parent repository (default: the default branch)');

/** Parses .gitmodules (git-config syntax): sections and `key = value` lines; comments and blanks skipped. */
export function parseGitmodules(content: string): Submodule[] {
  const submodules: Submodule[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    const section = /^\[submodule\s+"(.+)"\]$/.exec(line);
    if (section) submodules.push({ name: section[1]! });
    const entry = /^(path|url|branch)\s*=\s*(.*)$/.exec(line);
    const current = submodules.at(-1);
    if (entry && current) current[entry[1] as 'path' | 'url' | 'branch'] = entry[2]!.trim();
  }
  return submodules;
}

async function readGitmodules(context: ActionContext, projectId: string, ref: string | undefined) {
  const path = `${projectSegment(projectId)}/repository/files/.gitmodules`;
  const file = await context.rest('GET', path, { query: { ref: ref ?? 'HEAD' } });
  const decoded = Buffer.from(String((file as { content?: unknown }).content ?? ''), 'base64');
  return parseGitmodules(decoded.toString('utf8'));
}

/**
 * The project path a submodule URL names on this GitLab: `https://host/group/lib.git`, `git@host:group/lib.git`,
 * or a URL relative to the parent project (`../lib.git`).
 */
export function submoduleProject(url: string, parentPath: string): string {
  const bare = url.replace(/\.git$/, '').replace(/\/+$/, '');
  if (bare.startsWith('.')) {
    const parts = parentPath.split('/');
    for (const part of bare.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  }
  const scp = /^[^/@]+@[^:]+:(.+)$/.exec(bare);
  if (scp) return scp[1]!;
  return new URL(bare).pathname.replace(/^\/+/, '');
}

/** The commit the parent repository records for a submodule: its tree entry of type `commit`. */
async function submoduleCommit(context: ActionContext, projectId: string, path: string, ref?: string) {
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const entries = (await context.rest('GET', `${projectSegment(projectId)}/repository/tree`, {
    query: { path: parent || undefined, ref, per_page: 100 },
  })) as { path: string; type: string; id: string }[];
  return entries.find((entry) => entry.path === path && entry.type === 'commit')?.id;
}

async function readSubmoduleFile(
  context: ActionContext,
  args: { project_id: string; submodule_path: string; file_path: string; ref?: string },
) {
  const submodule = (await readGitmodules(context, args.project_id, args.ref)).find(
    (entry) => entry.path === args.submodule_path || entry.name === args.submodule_path,
  );
  const gitmodules = `${projectSegment(args.project_id)}/repository/files/.gitmodules`;
  if (!submodule?.path || !submodule.url)
    throw notFoundError('GET', gitmodules, `404 Submodule ${args.submodule_path} Not Found`);
  const parentPath = /^\d+$/.test(args.project_id)
    ? String(
        ((await context.rest('GET', projectSegment(args.project_id))) as { path_with_namespace?: string })
          .path_with_namespace ?? '',
      )
    : args.project_id;
  const project = submoduleProject(submodule.url, parentPath);
  const sha = await submoduleCommit(context, args.project_id, submodule.path, args.ref);
  const file = await context.rest(
    'GET',
    `${projectSegment(project)}/repository/files/${encodeURIComponent(args.file_path)}`,
    { query: { ref: sha ?? 'HEAD' } },
  );
  return { submodule: submodule.path, submodule_project: project, ...decodedFile(file) };
}

export const repositorySubmoduleActions = [
  defineAction({
    id: 'repository.list_submodules',
    description: 'List the Git submodules of a repository: name, path and URL, from its .gitmodules file.',
    input: z.object({ project_id: projectId, ref: submoduleRef.optional() }).strict(),
    gitlab: {
      local: async (context, args) => ({
        items: await readGitmodules(context, args.project_id, args.ref),
        pageInfo: null,
      }),
    },
    answer: { list: 'submodule' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.read_submodule_file', text: 'read a file inside a submodule' },
      { action: 'repository.update_submodule', text: 'point a submodule at another commit' },
    ],
    aliases: ['submodules', 'gitmodules', 'vendored repositories'],
  }),
  defineAction({
    id: 'repository.read_submodule_file',
    description:
      'Read a file inside a submodule, at the commit the parent repository records for that submodule.',
    input: z
      .object({
        project_id: projectId,
        submodule_path: text('Path of the submodule in the parent repository, e.g. vendor/library'),
        file_path: filePath,
        ref: submoduleRef.optional(),
      })
      .strict(),
    gitlab: { local: readSubmoduleFile },
    answer: {
      object: 'file',
      notFound: (args) =>
        `"${args.file_path}" in submodule ${args.submodule_path} of project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.list_submodules', text: 'see the submodules of the repository' }],
    aliases: ['submodule file'],
  }),
  defineAction({
    id: 'repository.update_submodule',
    description: 'Point a submodule at another commit, with a commit on a branch of the parent repository.',
    input: z
      .object({
        project_id: projectId,
        submodule: text('Path of the submodule, e.g. vendor/library'),
        commit_sha: text('Commit SHA the submodule should point at'),
        branch: text('Branch to commit to'),
        commit_message: text('Commit message (default: GitLab writes one)').optional(),
      })
      .strict(),
    answer: { object: 'commit' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_get', text: 'see the new commit' }],
    aliases: ['bump submodule', 'update submodule commit'],
  }),
];
