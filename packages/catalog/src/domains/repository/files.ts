import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, oneOf, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { downloadFrom } from '../uploads/file-output.js';
import {
  CONTENT_LIMIT,
  decodedFile,
  describeRawDownload,
  filePath,
  isBinary,
  projectSegment,
} from './content.js';

const fileRef = text('Branch, tag or commit SHA to read at (default: the default branch)').optional();
const inProject = (args: { file_path: string; project_id: string }) =>
  `"${args.file_path}" in project ${args.project_id}`;
const lfs = flag('Return the Git LFS object instead of its pointer file').optional();

/** What a commit that writes one file takes, besides the file. */
const writeFields = {
  branch: text('Branch to commit to'),
  commit_message: text('Commit message'),
  start_branch: text('Branch to start from when `branch` does not exist yet').optional(),
  author_email: text('Commit author email (default: the token user)').optional(),
  author_name: text('Commit author name (default: the token user)').optional(),
};
const contentFields = {
  content: text('The whole new content of the file'),
  encoding: oneOf(['text', 'base64'], 'Encoding of content (default text)').optional(),
  execute_filemode: flag('Make the file executable').optional(),
};

/**
 * A file's metadata without its content: what GitLab's HEAD request answers in X-Gitlab-* headers. The REST client
 * reads bodies, not headers, so this reads the same facts from the JSON file endpoint, and says whether the file is
 * binary instead of carrying its content.
 */
async function fileMetadata(
  context: ActionContext,
  args: { project_id: string; file_path: string; ref?: string },
) {
  const file = (await context.rest(
    'GET',
    `${projectSegment(args.project_id)}/repository/files/${encodeURIComponent(args.file_path)}`,
    { query: { ref: args.ref ?? 'HEAD' } },
  )) as Record<string, unknown>;
  const { content, encoding, ...metadata } = file;
  const bytes = Buffer.from(String(content ?? ''), encoding === 'base64' ? 'base64' : 'utf8');
  return { ...metadata, binary: isBinary(bytes) };
}

/** GitLab's blame ranges (a commit and its lines), with line numbers, up to CONTENT_LIMIT lines. */
function boundedBlame(data: unknown, args: { file_path: string; ref?: string; range_start?: number }) {
  const ranges = Array.isArray(data) ? (data as { commit?: unknown; lines?: unknown }[]) : [];
  const shown = [];
  let line = args.range_start ?? 1;
  const linesOf = (range: { lines?: unknown }) => (Array.isArray(range.lines) ? range.lines.map(String) : []);
  const total = ranges.reduce((sum, range) => sum + linesOf(range).length, 0);
  for (const range of ranges) {
    const lines = linesOf(range);
    if (line - (args.range_start ?? 1) + lines.length > CONTENT_LIMIT.lines) break;
    shown.push({
      commit: range.commit,
      first_line: line,
      last_line: line + lines.length - 1,
      text: lines.join('\n'),
    });
    line += lines.length;
  }
  const linesShown = line - (args.range_start ?? 1);
  return {
    file_path: args.file_path,
    ref: args.ref ?? null,
    lines_shown: linesShown,
    truncated: linesShown < total,
    ...(linesShown < total
      ? {
          omitted: `${total - linesShown} of ${total} lines not shown: narrow with range_start and range_end`,
        }
      : {}),
    ranges: shown,
  };
}

export const repositoryFileActions = [
  defineAction({
    id: 'repository.file_get',
    description:
      'Read a file at a branch, tag or commit: its text (long files cut, with what was left out) and metadata.',
    input: z.object({ project_id: projectId, file_path: filePath, ref: fileRef }).strict(),
    gitlab: {
      // GitLab requires ref; HEAD is the default branch, as the reference server sends when none is given.
      send: (args) => ({ ...args, ref: args.ref ?? 'HEAD' }),
      reshape: (data) => decodedFile(data),
    },
    answer: { object: 'file', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'repository.file_blame', text: 'see who last changed each line' },
      { action: 'repository.commit_list', text: 'see the commits that changed it (path filter)' },
      { action: 'repository.file_update', text: 'commit a new version of it' },
    ],
    aliases: ['read file', 'show file', 'cat', 'file contents', 'open file'],
  }),
  defineAction({
    id: 'repository.file_raw',
    description: 'Read the raw content of a file; binary files are described by size and type, not shown.',
    input: z.object({ project_id: projectId, file_path: filePath, ref: fileRef, lfs }).strict(),
    // Streamed: a raw file (an LFS object above all) can be far larger than any answer shows.
    gitlab: {
      local: async (context, args) =>
        describeRawDownload(
          await downloadFrom(context, 'GET /projects/{project_id}/repository/files/{file_path}/raw', args),
          { file_path: args.file_path, ref: args.ref ?? null },
        ),
    },
    answer: { object: 'file', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.file_get', text: 'see the file with its blob and commit IDs' }],
    aliases: ['raw file', 'download file'],
    permission: 'read_repository',
  }),
  defineAction({
    id: 'repository.file_metadata',
    description: 'Get the metadata of a file (size, blob, last commit, SHA-256) without its content.',
    input: z.object({ project_id: projectId, file_path: filePath, ref: fileRef }).strict(),
    // GitLab answers HEAD with these facts as X-Gitlab-* headers; the REST client reads bodies, so this reads the
    // same facts from the JSON file endpoint and drops the content.
    gitlab: { local: fileMetadata },
    answer: { object: 'file', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.file_get', text: 'read the file' }],
    aliases: ['file size', 'file info', 'does file exist'],
  }),
  defineAction({
    id: 'repository.file_raw_metadata',
    description:
      'Get the size, type and IDs of a raw file (or its Git LFS object) without showing its content.',
    input: z.object({ project_id: projectId, file_path: filePath, ref: fileRef, lfs }).strict(),
    gitlab: {
      local: async (context, args) => {
        const metadata = await fileMetadata(context, args);
        if (args.lfs !== true) return metadata;
        // The size and type of the Git LFS object, not of its pointer file: only the raw endpoint serves it.
        const raw = await context.download(
          `${projectSegment(args.project_id)}/repository/files/${encodeURIComponent(args.file_path)}/raw`,
          { query: { ref: args.ref ?? 'HEAD', lfs: true } },
        );
        const { size, binary, content_type } = (await describeRawDownload(raw, {})) as Record<
          string,
          unknown
        >;
        return { ...metadata, size, binary, ...(content_type === undefined ? {} : { content_type }) };
      },
    },
    answer: { object: 'file', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.file_raw', text: 'read the raw file' }],
    aliases: ['lfs file size'],
  }),
  defineAction({
    id: 'repository.file_blame',
    description:
      'Show who last changed each line of a file, as ranges of lines per commit; a range narrows it.',
    input: z
      .object({
        project_id: projectId,
        file_path: filePath,
        ref: fileRef,
        range_start: integer('First line to blame, from 1 (with range_end)').optional(),
        range_end: integer('Last line to blame (with range_start)').optional(),
      })
      .strict(),
    gitlab: {
      // GitLab takes the range as range[start] and range[end].
      send: ({ range_start, range_end, ...rest }) => ({
        ...rest,
        ref: rest.ref ?? 'HEAD',
        ...(range_start !== undefined || range_end !== undefined
          ? { range: { start: range_start, end: range_end } }
          : {}),
      }),
      reshape: (data, args) => boundedBlame(data, args),
    },
    answer: { object: 'blame', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.commit_get', text: 'see one of these commits in full' }],
    aliases: ['git blame', 'who changed this line', 'annotate'],
  }),
  defineAction({
    id: 'repository.file_create',
    description: 'Create a file in a branch with a new commit.',
    input: z
      .object({ project_id: projectId, file_path: filePath, ...writeFields, ...contentFields })
      .strict(),
    answer: { object: 'file' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'repository.file_get', text: 'read the file back' },
      { action: 'merge_request.create', text: 'open a merge request from the branch' },
    ],
    aliases: ['add file', 'new file', 'commit file'],
  }),
  defineAction({
    id: 'repository.file_update',
    description: 'Replace the content of a file in a branch with a new commit.',
    input: z
      .object({
        project_id: projectId,
        file_path: filePath,
        ...writeFields,
        ...contentFields,
        last_commit_id: text(
          'Last known commit of the file: refuses the write if it changed since',
        ).optional(),
      })
      .strict(),
    answer: { object: 'file' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [
      { action: 'repository.file_get', text: 'read the new version' },
      { action: 'merge_request.create', text: 'open a merge request from the branch' },
    ],
    aliases: ['edit file', 'change file', 'modify file'],
  }),
  defineAction({
    id: 'repository.file_delete',
    description: 'Delete a file from a branch with a new commit.',
    input: z
      .object({
        project_id: projectId,
        file_path: filePath,
        ...writeFields,
        last_commit_id: text(
          'Last known commit of the file: refuses the delete if it changed since',
        ).optional(),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'repository.tree', text: 'see the files that remain' }],
    aliases: ['remove file', 'rm file'],
  }),
  defineAction({
    id: 'repository.tree',
    description: 'List the files and directories of a repository at a path and ref, optionally recursively.',
    input: z
      .object({
        project_id: projectId,
        path: text('Directory to list (default: the root)').optional(),
        ref: fileRef,
        recursive: flag('Include everything below the path').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's repository tree (GET /projects/:id/repository/tree)",
    },
    answer: { list: 'tree_entry' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.file_get', text: 'read one file' },
      { action: 'repository.tree', text: 'list a subdirectory (path)' },
    ],
    aliases: ['ls', 'list files', 'directory listing', 'file tree', 'browse repository'],
  }),
];
