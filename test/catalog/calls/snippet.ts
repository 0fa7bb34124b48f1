import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const done = '✅ Action completed successfully.';
/** Snippet 61 'Login with curl' in group/project and its seeded thread (sha1 of `discussion:snippet-61-sso`). */
const onSnippet = { ...project, snippet_id: 61 };
const thread = { ...onSnippet, discussion_id: '41df5a0b5b6227fba9961b478b6f8ecbbd73e5e7' };

/**
 * Personal snippets (root's own: 64 seeded, 65 made by the second call), project snippets of group/project (61, 62
 * seeded, 66 made here), their raw content, comments, threads and emoji reactions.
 */
export const snippetCalls: CatalogCall[] = [
  { action: 'snippet.list', params: {}, expect: 'Back up the instance' },
  {
    action: 'snippet.create',
    params: { title: 'Greeting', file_name: 'hello.py', content: 'print("hi")\n', visibility: 'public' },
    expect: 'Snippet $65: Greeting',
  },
  { action: 'snippet.list', params: {}, expect: '## Snippets (2)' },
  { action: 'snippet.get', params: { snippet_id: 65 }, expect: 'hello.py' },
  {
    action: 'snippet.update',
    params: { snippet_id: 65, title: 'Greeting v2' },
    expect: 'Snippet $65: Greeting v2',
  },
  { action: 'snippet.content', params: { snippet_id: 65 }, expect: 'print("hi")' },
  {
    action: 'snippet.file_content',
    params: { snippet_id: 65, ref: 'main', file_name: 'hello.py' },
    expect: 'print("hi")',
  },
  { action: 'snippet.explore', params: {}, expect: 'Useful git aliases' },
  {
    action: 'snippet.list_all',
    params: { created_after: '2025-02-05T00:00:00Z' },
    expect: 'Reset a session',
  },
  { action: 'snippet.delete', params: { snippet_id: 65 }, expect: done },
  { action: 'snippet.get', params: { snippet_id: 65 }, expect: 'snippet 65', isError: true },
  { action: 'snippet.project_list', params: project, expect: '## Snippets (2)' },
  { action: 'snippet.project_get', params: onSnippet, expect: 'Snippet $61: Login with curl' },
  {
    action: 'snippet.project_create',
    params: {
      ...project,
      title: 'Logout',
      files: [{ file_path: 'logout.sh', content: 'curl -X DELETE /session\n' }],
    },
    expect: 'logout.sh',
  },
  {
    action: 'snippet.project_update',
    params: { ...project, snippet_id: 66, visibility: 'internal' },
    expect: 'internal',
  },
  {
    action: 'snippet.project_content',
    params: onSnippet,
    expect: 'curl -X POST https://app.example.com/login',
  },
  { action: 'snippet.project_delete', params: { ...project, snippet_id: 66 }, expect: done },
  { action: 'snippet.note_list', params: onSnippet, expect: '## Notes (3)' },
  {
    action: 'snippet.note_get',
    params: { ...onSnippet, note_id: 3801 },
    expect: 'Does this work with SSO accounts?',
  },
  { action: 'snippet.note_create', params: { ...onSnippet, body: 'Works for me.' }, expect: 'Works for me.' },
  {
    action: 'snippet.note_update',
    params: { ...onSnippet, note_id: 3803, body: 'Handy!' },
    expect: 'Handy!',
  },
  { action: 'snippet.note_delete', params: { ...onSnippet, note_id: 3803 }, expect: done },
  { action: 'snippet.discussion_list', params: onSnippet, expect: '## Discussions (2)' },
  { action: 'snippet.discussion_get', params: thread, expect: 'Does this work with SSO accounts?' },
  {
    action: 'snippet.discussion_create',
    params: { ...onSnippet, body: 'A new question' },
    expect: 'A new question',
  },
  {
    action: 'snippet.discussion_add_note',
    params: { ...thread, body: 'Thanks, clear.' },
    expect: 'Thanks, clear.',
  },
  {
    action: 'snippet.discussion_update_note',
    params: { ...thread, note_id: 3802, body: 'Only with a password.' },
    expect: 'Only with a password.',
  },
  { action: 'snippet.discussion_delete_note', params: { ...thread, note_id: 3802 }, expect: done },
  { action: 'snippet.emoji_snippet_list', params: onSnippet, expect: 'thumbsup' },
  { action: 'snippet.emoji_snippet_get', params: { ...onSnippet, award_id: 3901 }, expect: 'thumbsup' },
  { action: 'snippet.emoji_snippet_create', params: { ...onSnippet, name: 'rocket' }, expect: 'rocket' },
  { action: 'snippet.emoji_snippet_delete', params: { ...onSnippet, award_id: 3904 }, expect: done },
  { action: 'snippet.emoji_snippet_note_list', params: { ...onSnippet, note_id: 3801 }, expect: 'eyes' },
  {
    action: 'snippet.emoji_snippet_note_get',
    params: { ...onSnippet, note_id: 3801, award_id: 3902 },
    expect: 'eyes',
  },
  {
    action: 'snippet.emoji_snippet_note_create',
    params: { ...onSnippet, note_id: 3801, name: 'heart' },
    expect: 'heart',
  },
  {
    action: 'snippet.emoji_snippet_note_delete',
    params: { ...onSnippet, note_id: 3801, award_id: 3904 },
    expect: done,
  },
];
