import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/*
 * Merge request review: changed files and diff text shaped by the catalog to a bounded size (each says what it left
 * out), diff versions and draft notes (https://docs.gitlab.com/api/merge_requests/, /api/draft_notes/).
 */

/** One changed file's summary: its path, kind of change and how much of its diff an answer showed. */
export const mrDiffFileKind = defineKind({
  name: 'mr_diff_file',
  plural: { key: 'files', title: 'Changed Files' },
  empty: 'No changed files found.',
  heading: { template: 'File: {path}' },
  fields: [
    { label: 'Old Path', path: 'old_path', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Binary', path: 'binary', format: 'warning' },
    { label: 'Lines Added', path: 'lines_added', format: 'count' },
    { label: 'Lines Removed', path: 'lines_removed', format: 'count' },
    { label: 'Lines Omitted', path: 'lines_omitted', format: 'count' },
  ],
  columns: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Binary', path: 'binary', format: 'bool' },
    { label: 'Added', path: 'lines_added', format: 'count' },
    { label: 'Removed', path: 'lines_removed', format: 'count' },
    { label: 'Omitted', path: 'lines_omitted', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'changed file',
    suggestions: [{ action: 'mr_review.changes_get', text: 'list the files the merge request changes' }],
  },
});

const MR_NOT_FOUND = {
  subject: 'merge request',
  suggestions: [{ action: 'merge_request.list', text: "list the project's merge requests" }],
};

/** A page of an MR's changed files with their diff text, cut per file. */
export const mrChangesKind = defineKind({
  name: 'mr_changes',
  plural: { key: 'changes', title: 'Changes' },
  empty: 'No changes found.',
  heading: { template: 'Changes of !{merge_request_iid}, page {page}' },
  fields: [
    { label: 'Files Shown', path: 'files_shown', format: 'count' },
    { label: 'Files With Diff Text', path: 'files_with_text', format: 'count' },
    { label: 'Next Page', path: 'next_page', format: 'count' },
    { label: 'Diff Lines Omitted', path: 'lines_omitted', format: 'count' },
  ],
  columns: [
    { label: 'MR', path: 'merge_request_iid', format: 'count', prefix: '!' },
    { label: 'Page', path: 'page', format: 'count' },
    { label: 'Files', path: 'files_shown', format: 'count' },
  ],
  longText: [{ label: 'Diff', path: 'diff', style: 'code' }],
  nested: [{ label: 'Files', path: 'files', kind: 'mr_diff_file' }],
  notFound: MR_NOT_FOUND,
});

/** One diff version of an MR (a push); its get carries the files, shaped like a page of changes. */
export const mrDiffVersionKind = defineKind({
  name: 'mr_diff_version',
  plural: { key: 'versions', title: 'Diff Versions' },
  empty: 'No diff versions found.',
  heading: { template: 'Diff Version {id}' },
  fields: [
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Head', path: 'head_commit_sha', format: 'code' },
    { label: 'Base', path: 'base_commit_sha', format: 'code' },
    { label: 'Start', path: 'start_commit_sha', format: 'code' },
    { label: 'Files Changed', path: 'files_changed', format: 'count' },
    { label: 'Files With Diff Text', path: 'files_with_text', format: 'count' },
    { label: 'Diff Lines Omitted', path: 'lines_omitted', format: 'count' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Head', path: 'head_commit_sha', format: 'code' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Files', path: 'real_size', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Diff', path: 'diff', style: 'code' }],
  nested: [
    { label: 'Files', path: 'files', kind: 'mr_diff_file' },
    { label: 'Commits', path: 'commits', kind: 'commit' },
  ],
  notFound: {
    subject: 'diff version',
    suggestions: [{ action: 'mr_review.diff_versions_list', text: "list the merge request's diff versions" }],
  },
});

/** The head of an MR's raw `git diff`, fenced so nothing in it acts as Markdown. */
export const mrRawDiffKind = defineKind({
  name: 'mr_raw_diff',
  plural: { key: 'raw_diffs', title: 'Raw Diffs' },
  empty: 'No raw diffs found.',
  heading: { template: 'Raw diff of !{merge_request_iid}' },
  fields: [
    { label: 'Files Changed', path: 'files_changed', format: 'count' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
    { label: 'Lines Omitted', path: 'lines_omitted', format: 'count' },
    { label: 'Truncated', path: 'truncated', format: 'warning' },
  ],
  columns: [
    { label: 'MR', path: 'merge_request_iid', format: 'count', prefix: '!' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
  ],
  longText: [{ label: 'Diff', path: 'diff', style: 'code' }],
  nested: [],
  notFound: MR_NOT_FOUND,
});

/** A review comment not yet published: only its author sees it. */
export const draftNoteKind = defineKind({
  name: 'draft_note',
  plural: { key: 'draft_notes', title: 'Draft Notes' },
  empty: 'No draft notes found.',
  heading: { template: 'Draft Note #{id}' },
  fields: [
    { label: 'Author ID', path: 'author_id', format: 'count' },
    { label: 'Reply To Discussion', path: 'discussion_id', format: 'code' },
    { label: 'Resolves Discussion', path: 'resolve_discussion', format: 'bool' },
    { label: 'File', path: 'position.new_path', format: 'code' },
    { label: 'Line', path: 'position.new_line', format: 'count' },
    { label: 'Commit', path: 'commit_id', format: 'code' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Note', path: 'note', format: 'excerpt' },
    { label: 'File', path: 'position.new_path', format: 'code' },
    { label: 'Line', path: 'position.new_line', format: 'count' },
  ],
  longText: [{ label: 'Note', path: 'note', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'draft note',
    suggestions: [
      { action: 'mr_review.draft_note_list', text: 'list your draft notes on the merge request' },
      { text: 'Draft notes are visible only to their author, and publishing one removes it' },
    ],
  },
});
