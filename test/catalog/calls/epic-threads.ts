import type { CatalogCall } from '../catalog-call.js';

const epic = { full_path: 'group', epic_iid: 1 };

const DONE = '✅ Action completed successfully.';

const ISSUES = 'https://gitlab.example.com/group/project/-/issues';

/** Issue #iid of group/project, as a child of &1. */
const issue = (iid: number) => ({ ...epic, child_project_path: 'group/project', child_iid: iid });

/** The SSO thread's discussion id: sha1 of `discussion:epic-1-sso` (seed/epic-threads.ts). */
const SSO_THREAD = '4e948d0ad12a95f7c70054807ab553834eed665d';

/**
 * Epic &1's threads (seeded: alice's note 3711 alone, bob's question 3712 and alice's reply 3713 in one thread),
 * written to and read back over GraphQL; then issues #3 and #4 of group/project put under &1, reordered and taken
 * out again.
 */
export const epicThreadCalls: CatalogCall[] = [
  { action: 'group.epic_note_list', params: epic, expect: 'Kick-off: the scope is in the description.' },
  { action: 'group.epic_note_get', params: { ...epic, note_id: 3712 }, expect: 'Note #3712' },
  {
    action: 'group.epic_note_get',
    params: { ...epic, note_id: 3001 },
    expect: 'Note Not Found',
    isError: true,
  },
  {
    action: 'group.epic_note_get',
    params: { ...epic, epic_iid: 99, note_id: 3711 },
    expect: 'Not Found',
    isError: true,
  },
  {
    action: 'group.epic_note_create',
    params: { ...epic, body: 'Design review is on Friday.' },
    expect: 'Design review is on Friday.',
  },
  {
    action: 'group.epic_note_update',
    params: { ...epic, note_id: 3804, body: 'Design review moved to Monday.' },
    expect: 'Design review moved to Monday.',
  },
  {
    action: 'group.epic_note_get',
    params: { ...epic, note_id: 3804 },
    expect: 'Design review moved to Monday.',
  },
  { action: 'group.epic_note_delete', params: { ...epic, note_id: 3804 }, expect: DONE },
  {
    action: 'group.epic_note_get',
    params: { ...epic, note_id: 3804 },
    expect: 'Note Not Found',
    isError: true,
  },
  { action: 'group.epic_discussion_list', params: epic, expect: `| \`${SSO_THREAD}\` | ❌ |` },
  {
    action: 'group.epic_discussion_get',
    params: { ...epic, discussion_id: SSO_THREAD },
    expect: 'No, SSO has its own epic',
  },
  {
    action: 'group.epic_discussion_get',
    params: { ...epic, discussion_id: 'ffffffffffffffffffffffffffffffffffffffff' },
    expect: 'Discussion Not Found',
    isError: true,
  },
  {
    action: 'group.epic_discussion_create',
    params: { ...epic, body: 'Which browsers must the new login support?' },
    expect: 'Which browsers must the new login support?',
  },
  {
    action: 'group.epic_discussion_add_note',
    params: { ...epic, discussion_id: SSO_THREAD, body: 'Agreed, out of scope.' },
    expect: 'Agreed, out of scope.',
  },
  {
    action: 'group.epic_discussion_update_note',
    params: { ...epic, note_id: 3806, body: 'Agreed: SSO is out of scope.' },
    expect: 'Agreed: SSO is out of scope.',
  },
  {
    action: 'group.epic_discussion_get',
    params: { ...epic, discussion_id: SSO_THREAD },
    expect: 'Agreed: SSO is out of scope.',
  },
  { action: 'group.epic_discussion_delete_note', params: { ...epic, note_id: 3806 }, expect: DONE },
  { action: 'group.epic_issue_list', params: epic, expect: 'No work items found.' },
  { action: 'group.epic_issue_assign', params: issue(3), expect: '**Parent**: #1 Login revamp' },
  { action: 'group.epic_issue_assign', params: issue(4), expect: '**Parent**: #1 Login revamp' },
  {
    action: 'group.epic_issue_update',
    params: {
      ...epic,
      child_id: 'group/project#4',
      adjacent_id: 'group/project#3',
      relative_position: 'BEFORE',
    },
    expect: 'Issue #4',
  },
  // #4 now comes first: the table's first row.
  {
    action: 'group.epic_issue_list',
    params: epic,
    expect: `| --- | --- | --- | --- | --- |\n| [#4](${ISSUES}/4)`,
  },
  {
    action: 'group.epic_issue_update',
    params: {
      ...epic,
      child_id: 'group/project#4',
      adjacent_id: 'group/project#5',
      relative_position: 'AFTER',
    },
    expect: "The adjacent work item's parent must match the current parent work item.",
    isError: true,
  },
  { action: 'group.epic_issue_remove', params: issue(3), expect: 'Issue #3' },
  { action: 'group.epic_issue_remove', params: issue(3), expect: 'Work Item Not Found', isError: true },
];
