import { createHash } from 'node:crypto';
import type { CatalogCall } from '../catalog-call.js';

const mr243 = { project_id: 'group/project', merge_request_iid: 243 };
const mr244 = { project_id: 'group/project', merge_request_iid: 244 };

/** The sandbox names a seeded thread by the sha1 of its seed name. */
const thread = (name: string) => createHash('sha1').update(`discussion:${name}`).digest('hex');
/** !243's one diff version is numbered after the MR (id 9243). */
const VERSION_243 = 19243;

/** Merge request review: the diff (bounded per page and per file), threads, comments and a draft review. */
export const mrReviewCalls: CatalogCall[] = [
  { action: 'mr_review.changes_get', params: mr243, expect: '## Changes of !243, page 1' },
  // !244's binary image is described, and its 400-line file is cut to its first lines.
  {
    action: 'mr_review.changes_get',
    params: { ...mr244, per_page: 3 },
    expect: '(binary file: content not shown)',
  },
  {
    action: 'mr_review.changes_get',
    params: { ...mr244, per_page: 3 },
    expect: '… 281 more lines of this file not shown',
  },
  { action: 'mr_review.changes_get', params: { ...mr244, per_page: 1, page: 2 }, expect: '**Next Page**: 3' },
  { action: 'mr_review.diff_versions_list', params: mr243, expect: '## Diff Versions (1)' },
  {
    action: 'mr_review.diff_version_get',
    params: { ...mr243, version_id: VERSION_243 },
    expect: '## Diff Version 19243',
  },
  {
    action: 'mr_review.diff_version_get',
    params: { ...mr243, version_id: 1 },
    expect: 'Diff Version Not Found',
    isError: true,
  },
  { action: 'mr_review.raw_diffs', params: mr243, expect: 'diff --git a/src/login.ts b/src/login.ts' },
  { action: 'mr_review.discussion_list', params: mr243, expect: '## Discussions (2)' },
  {
    action: 'mr_review.discussion_get',
    params: { ...mr243, discussion_id: thread('mr243-thread') },
    expect: 'Could you add a test for the empty password case?',
  },
  {
    action: 'mr_review.discussion_create',
    params: {
      ...mr244,
      body: 'Should this constant be configurable?',
      position: { position_type: 'text', new_path: 'src/login.ts', new_line: 1 },
    },
    expect: 'Should this constant be configurable?',
  },
  {
    action: 'mr_review.discussion_reply',
    params: { ...mr244, discussion_id: thread('mr244-thread'), body: 'Opt-in, off by default.' },
    expect: 'Opt-in, off by default.',
  },
  {
    action: 'mr_review.discussion_get',
    params: { ...mr244, discussion_id: thread('mr244-thread') },
    expect: 'Opt-in, off by default.',
  },
  {
    action: 'mr_review.discussion_resolve',
    params: { ...mr244, discussion_id: thread('mr244-thread'), resolved: true },
    expect: `## Discussion ${thread('mr244-thread')}`,
  },
  // The thread card lists its notes; each note says it is resolved.
  { action: 'mr_review.note_get', params: { ...mr244, note_id: 3004 }, expect: '**Resolved**: ✅' },
  {
    action: 'mr_review.discussion_note_update',
    params: {
      ...mr244,
      discussion_id: thread('mr244-thread'),
      note_id: 3004,
      body: 'Should remember-me be opt-in? (edited)',
    },
    expect: 'Should remember-me be opt-in? (edited)',
  },
  {
    action: 'mr_review.discussion_note_delete',
    params: {
      project_id: 'group/project',
      merge_request_iid: 235,
      discussion_id: thread('mr235-thread'),
      note_id: 3005,
    },
    expect: '✅ Action completed successfully.',
  },
  { action: 'mr_review.note_list', params: mr243, expect: '## Notes (3)' },
  { action: 'mr_review.note_get', params: { ...mr243, note_id: 3002 }, expect: '## Note #3002' },
  {
    action: 'mr_review.note_create',
    params: { ...mr244, body: 'Ready for another look.' },
    expect: 'Ready for another look.',
  },
  {
    action: 'mr_review.note_update',
    params: { ...mr244, note_id: 3004, body: 'Remember-me should be opt-in.' },
    expect: 'Remember-me should be opt-in.',
  },
  {
    action: 'mr_review.note_delete',
    params: { ...mr244, note_id: 3004 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'mr_review.draft_note_list', params: mr243, expect: '## Draft Notes (2)' },
  { action: 'mr_review.draft_note_get', params: { ...mr243, note_id: 4002 }, expect: 'docs/guide.md' },
  {
    action: 'mr_review.draft_note_create',
    params: { ...mr243, note: 'Please squash before merging.' },
    expect: 'Please squash before merging.',
  },
  {
    action: 'mr_review.draft_note_update',
    params: { ...mr243, note_id: 4002, note: 'Say "blank passwords" here.' },
    expect: 'Say "blank passwords" here.',
  },
  {
    action: 'mr_review.draft_note_publish',
    params: { ...mr243, note_id: 4001 },
    expect: 'Draft note published.',
  },
  {
    action: 'mr_review.draft_note_delete',
    params: { ...mr243, note_id: 4002 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'mr_review.draft_note_publish_all', params: mr243, expect: 'All draft notes published.' },
  { action: 'mr_review.draft_note_list', params: mr243, expect: 'No draft notes found.' },
];
