import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, offsetPaging, oneOf, projectId, sortDirection, text } from '../../params.js';
import { downloadFrom } from '../uploads/file-output.js';
import { decodedFile, describeRawDownload, notFoundError, projectSegment } from './content.js';

const blobSha = text('Blob SHA, from the tree listing or a file read');
const onBlob = (args: { sha: string; project_id: string }) => `${args.sha} in project ${args.project_id}`;
const ARCHIVE_FORMATS = ['tar.gz', 'tar.bz2', 'tbz', 'tbz2', 'tb2', 'bz2', 'tar', 'zip'] as const;

/** What a changelog is generated from; the same for a preview and a commit. */
const changelogFields = {
  version: text('Version to generate the changelog for, e.g. 1.0.0 (semantic versioning)'),
  from: text('Start of the commit range (excluded); default: the tag of the previous version').optional(),
  to: text('End of the commit range (included); default: the default branch').optional(),
  date: text('Release date, ISO 8601 (default: now)').optional(),
  trailer: text('Git trailer that marks commits to include (default Changelog)').optional(),
  config_file: text('Changelog configuration file (default .gitlab/changelog_config.yml)').optional(),
};

/**
 * An archive is described, never downloaded into the answer: the commit it would contain (which checks the ref)
 * and the address that downloads it with the same token.
 */
async function describeArchive(
  context: ActionContext,
  args: { project_id: string; sha?: string; format?: string; path?: string },
) {
  const commits = (await context.rest('GET', `${projectSegment(args.project_id)}/repository/commits`, {
    query: { ref_name: args.sha, per_page: 1 },
  })) as { id: string; title?: string }[];
  const commit = commits[0];
  const archive = `${projectSegment(args.project_id)}/repository/archive`;
  if (commit === undefined) throw notFoundError('GET', archive, '404 Ref Not Found');
  const format = args.format ?? 'tar.gz';
  const query = new URLSearchParams({ sha: commit.id, ...(args.path ? { path: args.path } : {}) });
  const base = String(context.instance.url ?? '').replace(/\/+$/, '');
  return {
    format,
    ref: args.sha ?? null,
    sha: commit.id,
    commit_title: commit.title ?? null,
    path: args.path ?? null,
    download_url: `${base}/api/v4${archive}.${format}?${query.toString()}`,
  };
}

export const repositoryBlobActions = [
  defineAction({
    id: 'repository.blob',
    description:
      'Read a blob by its SHA: size and text content (long text cut; binary described, not shown).',
    input: z.object({ project_id: projectId, sha: blobSha }).strict(),
    gitlab: {
      reshape: (data) => decodedFile(data),
    },
    answer: { object: 'file', notFound: onBlob },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.tree', text: 'find blob SHAs in the tree' }],
    aliases: ['git blob', 'object by sha'],
  }),
  defineAction({
    id: 'repository.raw_blob',
    description: 'Read the raw content of a blob by its SHA; binary content is described by size and type.',
    input: z.object({ project_id: projectId, sha: blobSha }).strict(),
    // Streamed: a blob can be far larger than any answer shows.
    gitlab: {
      local: async (context, args) =>
        describeRawDownload(
          await downloadFrom(context, 'GET /projects/{project_id}/repository/blobs/{sha}/raw', args),
          { sha: args.sha },
        ),
    },
    answer: { object: 'file', notFound: onBlob },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.blob', text: 'see the blob with its size' }],
    aliases: [],
    permission: 'read_repository',
  }),
  defineAction({
    id: 'repository.archive',
    description:
      'Get a download link for an archive (tar.gz, zip, …) of the repository at a ref, optionally one directory.',
    input: z
      .object({
        project_id: projectId,
        sha: text('Branch, tag or commit SHA to archive (default: the default branch)').optional(),
        format: oneOf(ARCHIVE_FORMATS, 'Archive format (default tar.gz)').optional(),
        path: text('Only this directory').optional(),
      })
      .strict(),
    gitlab: { local: describeArchive },
    answer: {
      object: 'archive',
      notFound: (args) => `${args.sha ?? 'default branch'} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.tree', text: 'browse the files instead' }],
    aliases: ['download repository', 'zip', 'tarball', 'snapshot'],
  }),
  defineAction({
    id: 'repository.contributors',
    description: 'List the contributors of a repository with their commit, addition and deletion counts.',
    input: z
      .object({
        project_id: projectId,
        order_by: oneOf(['name', 'email', 'commits'], 'Order by name, email or commit count').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'contributor' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'repository.commit_list', text: "see one contributor's commits (author filter)" }],
    aliases: ['authors', 'who contributed', 'committers'],
  }),
  defineAction({
    id: 'repository.changelog_generate',
    description: 'Generate the changelog of a version from commit trailers, without committing it.',
    input: z.object({ project_id: projectId, ...changelogFields }).strict(),
    gitlab: {
      reshape: (data, args) => ({ version: args.version, ...(data as object) }),
    },
    answer: { object: 'changelog' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.changelog_add', text: 'commit it to the changelog file' }],
    aliases: ['release notes', 'what changed in version'],
  }),
  defineAction({
    id: 'repository.changelog_add',
    description: 'Generate the changelog of a version and commit it to the changelog file of a branch.',
    input: z
      .object({
        project_id: projectId,
        ...changelogFields,
        branch: text('Branch to commit to (default: the default branch)').optional(),
        file: text('Changelog file (default CHANGELOG.md)').optional(),
        message: text('Commit message').optional(),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.file_get', text: 'read the updated changelog file' }],
    aliases: ['update changelog'],
  }),
  defineAction({
    id: 'repository.markdown_render',
    description: 'Render GitLab Flavored Markdown to HTML, as GitLab would show it in a project.',
    input: z
      .object({
        text: text('Markdown to render'),
        gfm: flag('Render as GitLab Flavored Markdown (references, task lists)').optional(),
        project: text('Project path that references such as #1 resolve in').optional(),
      })
      .strict(),
    answer: { object: 'markdown' },
    content: 'detail',
    resource: null,
    nextSteps: [],
    aliases: ['preview markdown', 'markdown to html'],
  }),
];
