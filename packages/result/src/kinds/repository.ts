import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import { GPG_FIELDS, SIGNATURE_SHAPE, VERIFICATION_FIELD, X509_FIELDS } from './signature.js';

/*
 * Repository objects (https://docs.gitlab.com/api/repositories/, /api/repository_files/, /api/commits/). File
 * contents arrive shaped by the catalog: decoded, bounded, and saying what they left out; binary files as their
 * size and type only.
 */

const FILE_NOT_FOUND = {
  subject: 'file',
  suggestions: [
    { action: 'repository.tree', text: 'list the files at that ref' },
    { text: 'Paths are case-sensitive and relative to the repository root' },
  ],
};

const COMMIT_NOT_FOUND = {
  subject: 'commit',
  suggestions: [
    { action: 'repository.commit_list', text: 'list the commits of a branch' },
    { text: 'Check the SHA: a short SHA must be unique in the project' },
  ],
};

export const treeEntryKind = defineKind({
  name: 'tree_entry',
  plural: { key: 'tree', title: 'Repository Tree' },
  empty: 'No files found.',
  heading: { template: '{type}: {path}' },
  fields: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'Mode', path: 'mode', format: 'code' },
    { label: 'SHA', path: 'id', format: 'code' },
  ],
  columns: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'Mode', path: 'mode', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: FILE_NOT_FOUND,
});

/** A file or blob: metadata, and its text bounded by the catalog (or, for a binary file, no text). */
export const fileKind = defineKind({
  name: 'file',
  plural: { key: 'files', title: 'Files' },
  empty: 'No files found.',
  heading: { template: 'File: {file_path|sha}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Branch', path: 'branch', format: 'code' },
    { label: 'Submodule', path: 'submodule', format: 'code' },
    { label: 'Submodule Project', path: 'submodule_project', format: 'text' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Content Type', path: 'content_type', format: 'text' },
    { label: 'Binary', path: 'binary', format: 'warning' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
    { label: 'Truncated', path: 'truncated', format: 'warning' },
    { label: 'Omitted', path: 'omitted', format: 'text' },
    { label: 'Blob', path: 'blob_id', format: 'code' },
    { label: 'Commit', path: 'commit_id', format: 'code' },
    { label: 'Last Commit', path: 'last_commit_id', format: 'code' },
    { label: 'SHA-256', path: 'content_sha256', format: 'code' },
    { label: 'Executable', path: 'execute_filemode', format: 'bool' },
  ],
  columns: [
    { label: 'Path', path: 'file_path', format: 'code' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Ref', path: 'ref', format: 'code' },
  ],
  longText: [{ label: 'Content', path: 'content', style: 'code' }],
  nested: [],
  notFound: FILE_NOT_FOUND,
});

/** Who last changed a file's lines: ranges of lines per commit, bounded by the catalog. */
export const blameKind = defineKind({
  name: 'blame',
  plural: { key: 'blames', title: 'Blame' },
  empty: 'No blame found.',
  heading: { template: 'Blame: {file_path}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Lines Shown', path: 'lines_shown', format: 'count' },
    { label: 'Truncated', path: 'truncated', format: 'warning' },
    { label: 'Omitted', path: 'omitted', format: 'text' },
  ],
  columns: [{ label: 'File', path: 'file_path', format: 'code' }],
  longText: [],
  nested: [{ label: 'Ranges', path: 'ranges', kind: 'blame_range' }],
  notFound: FILE_NOT_FOUND,
});

export const blameRangeKind = defineKind({
  name: 'blame_range',
  plural: { key: 'ranges', title: 'Blame Ranges' },
  empty: 'No lines found.',
  heading: { template: 'Lines {first_line}–{last_line}' },
  fields: [
    { label: 'Commit', path: 'commit.id', format: 'code' },
    { label: 'Author', path: 'commit.author_name', format: 'text' },
    { label: 'Committed', path: 'commit.committed_date', format: 'date' },
  ],
  columns: [
    { label: 'Lines', path: 'first_line', format: 'count', arrowTo: 'last_line' },
    { label: 'Commit', path: 'commit.id', format: 'code' },
    { label: 'Author', path: 'commit.author_name', format: 'text' },
    { label: 'Committed', path: 'commit.committed_date', format: 'date' },
    { label: 'Text', path: 'text', format: 'excerpt' },
  ],
  longText: [{ label: 'Text', path: 'text', style: 'code' }],
  nested: [],
  notFound: FILE_NOT_FOUND,
});

/** One changed file of a commit or a comparison, as GitLab's diff object. */
export const diffKind = defineKind({
  name: 'diff',
  plural: { key: 'diffs', title: 'Diffs' },
  empty: 'No changes found.',
  heading: { template: 'Diff: {new_path}' },
  fields: [
    { label: 'Old Path', path: 'old_path', format: 'code' },
    { label: 'New File', path: 'new_file', format: 'bool' },
    { label: 'Renamed', path: 'renamed_file', format: 'bool' },
    { label: 'Deleted', path: 'deleted_file', format: 'bool' },
    { label: 'Truncated', path: 'diff_truncated', format: 'warning' },
    { label: 'Omitted', path: 'omitted', format: 'text' },
  ],
  columns: [
    { label: 'File', path: 'new_path', format: 'code' },
    { label: 'New', path: 'new_file', format: 'bool' },
    { label: 'Renamed', path: 'renamed_file', format: 'bool' },
    { label: 'Deleted', path: 'deleted_file', format: 'bool' },
    { label: 'Diff', path: 'diff', format: 'excerpt' },
  ],
  longText: [{ label: 'Diff', path: 'diff', style: 'code' }],
  nested: [],
  notFound: COMMIT_NOT_FOUND,
});

export const compareKind = defineKind({
  name: 'compare',
  plural: { key: 'comparisons', title: 'Comparisons' },
  empty: 'No comparisons found.',
  heading: { template: 'Compare {from}...{to}' },
  fields: [
    { label: 'Commits', path: 'commits_count', format: 'count' },
    { label: 'Files Changed', path: 'files_changed', format: 'count' },
    { label: 'Files Omitted', path: 'diffs_omitted', format: 'text' },
    { label: 'Same Ref', path: 'compare_same_ref', format: 'bool' },
    { label: 'Timed Out', path: 'compare_timeout', format: 'warning' },
    URL_FIELD,
  ],
  columns: [
    { label: 'From', path: 'from', format: 'code' },
    { label: 'To', path: 'to', format: 'code' },
    { label: 'Commits', path: 'commits_count', format: 'count' },
  ],
  longText: [],
  nested: [
    { label: 'Commits', path: 'commits', kind: 'commit' },
    { label: 'Diffs', path: 'diffs', kind: 'diff' },
  ],
  notFound: {
    subject: 'ref',
    suggestions: [{ action: 'branch.list', text: "list the project's branches" }],
  },
});

export const commitRefKind = defineKind({
  name: 'commit_ref',
  plural: { key: 'refs', title: 'Refs' },
  empty: 'No refs found.',
  heading: { template: '{type}: {name}' },
  fields: [{ label: 'Type', path: 'type', format: 'text' }],
  columns: [
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'Name', path: 'name', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: COMMIT_NOT_FOUND,
});

/** A CI job or an external check reported on a commit (https://docs.gitlab.com/api/commits/#list-the-statuses-of-a-commit). */
export const commitStatusKind = defineKind({
  name: 'commit_status',
  plural: { key: 'statuses', title: 'Commit Statuses' },
  empty: 'No statuses found.',
  heading: { status: { path: 'status', format: 'pipeline_status' }, template: 'Status: {name}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'SHA', path: 'sha', format: 'code' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Pipeline', path: 'pipeline_id', format: 'count', prefix: '#' },
    { label: 'Allow Failure', path: 'allow_failure', format: 'bool' },
    { label: 'Coverage', path: 'coverage', format: 'text' },
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Created', path: 'created_at', format: 'date' },
    { label: 'Finished', path: 'finished_at', format: 'date' },
    { label: 'Target URL', path: 'target_url', format: 'link' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text', link: 'target_url' },
    { label: 'Status', path: 'status', format: 'pipeline_status' },
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Pipeline', path: 'pipeline_id', format: 'count', prefix: '#' },
    { label: 'Created', path: 'created_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: COMMIT_NOT_FOUND,
});

export const commitSignatureKind = defineKind({
  ...SIGNATURE_SHAPE,
  name: 'commit_signature',
  fields: [
    VERIFICATION_FIELD,
    ...GPG_FIELDS,
    { label: 'SSH Key', path: 'key.title', format: 'text' },
    ...X509_FIELDS,
    { label: 'Commit Source', path: 'commit_source', format: 'text' },
  ],
  notFound: {
    subject: 'commit signature',
    suggestions: [
      {
        action: 'repository.commit_get',
        text: 'check that the commit exists: an unsigned commit has no signature',
      },
    ],
  },
});

/** A comment on a commit (https://docs.gitlab.com/api/commits/#post-comment-to-commit). */
export const commitCommentKind = defineKind({
  name: 'commit_comment',
  plural: { key: 'comments', title: 'Commit Comments' },
  empty: 'No comments found.',
  heading: { template: 'Comment by {author.username}' },
  fields: [
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'File', path: 'path', format: 'code' },
    { label: 'Line', path: 'line', format: 'count' },
    { label: 'Line Type', path: 'line_type', format: 'text' },
    { label: 'Created', path: 'created_at', format: 'date' },
  ],
  columns: [
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Note', path: 'note', format: 'excerpt' },
    { label: 'File', path: 'path', format: 'code' },
    { label: 'Line', path: 'line', format: 'count' },
    { label: 'Created', path: 'created_at', format: 'date' },
  ],
  longText: [{ label: 'Note', path: 'note', style: 'quote' }],
  nested: [],
  notFound: COMMIT_NOT_FOUND,
});

export const contributorKind = defineKind({
  name: 'contributor',
  plural: { key: 'contributors', title: 'Contributors' },
  empty: 'No contributors found.',
  heading: { template: 'Contributor: {name}' },
  fields: [
    { label: 'Email', path: 'email', format: 'text' },
    { label: 'Commits', path: 'commits', format: 'count' },
    { label: 'Additions', path: 'additions', format: 'count' },
    { label: 'Deletions', path: 'deletions', format: 'count' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Email', path: 'email', format: 'text' },
    { label: 'Commits', path: 'commits', format: 'count' },
    { label: 'Additions', path: 'additions', format: 'count' },
    { label: 'Deletions', path: 'deletions', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.list', text: 'list the projects you can see' }],
  },
});

/** A repository archive, described: what it would contain and where to download it (never its bytes). */
export const archiveKind = defineKind({
  name: 'archive',
  plural: { key: 'archives', title: 'Archives' },
  empty: 'No archives found.',
  heading: { template: 'Archive ({format}) of {sha}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Commit', path: 'commit_title', format: 'text' },
    { label: 'Directory', path: 'path', format: 'code' },
    { label: 'Download', path: 'download_url', format: 'link' },
  ],
  columns: [
    { label: 'Format', path: 'format', format: 'text' },
    { label: 'SHA', path: 'sha', format: 'code' },
    { label: 'Download', path: 'download_url', format: 'link' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'ref',
    suggestions: [{ action: 'branch.list', text: "list the project's branches" }],
  },
});

export const changelogKind = defineKind({
  name: 'changelog',
  plural: { key: 'changelogs', title: 'Changelogs' },
  empty: 'No changelog found.',
  heading: { template: 'Changelog {version}' },
  fields: [],
  columns: [{ label: 'Version', path: 'version', format: 'text' }],
  longText: [{ label: 'Notes', path: 'notes', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.list', text: 'list the projects you can see' }],
  },
});

/** GitLab's rendering of Markdown: the HTML, as code so it is read, not rendered again. */
export const markdownKind = defineKind({
  name: 'markdown',
  plural: { key: 'renderings', title: 'Rendered Markdown' },
  empty: 'No renderings found.',
  heading: { template: 'Rendered Markdown' },
  fields: [],
  columns: [{ label: 'HTML', path: 'html', format: 'excerpt' }],
  longText: [{ label: 'HTML', path: 'html', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.list', text: 'list the projects you can see' }],
  },
});

/** A `[submodule]` section of .gitmodules. */
export const submoduleKind = defineKind({
  name: 'submodule',
  plural: { key: 'submodules', title: 'Submodules' },
  empty: 'No submodules found.',
  heading: { template: 'Submodule: {path|name}' },
  fields: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'URL', path: 'url', format: 'code' },
    { label: 'Branch', path: 'branch', format: 'code' },
  ],
  columns: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'URL', path: 'url', format: 'code' },
    { label: 'Branch', path: 'branch', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'submodule',
    suggestions: [{ action: 'repository.list_submodules', text: "list the repository's submodules" }],
  },
});
