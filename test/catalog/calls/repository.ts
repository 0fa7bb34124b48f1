import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
/** The tip of main ('Merge branch develop into main'): GPG-signed, with one comment in a thread of its own. */
const mainTip = '9bb9f48709593d48e43929a124081fc85b4b95a0';
/** main~1, 'Add notifications settings' (Changelog: added). */
const mainParent = '88563364a256ac9bc29cfa8889b10bff94cee183';
/** The commit release/1.0 and v1.0.0 point at. */
const release10 = 'fdb248405acd2f0a8a1fddc920adbf1e54b64a51';
/** The thread of that comment (seed: discussion 'commit-main', note 3010 by carol). */
const mainThread = '2e3cbb0eadaf6bf2dc6cac7447434cf8218175c2';
/** Blob of group/project's README.md. */
const readmeBlob = '0a6ab36aacf2e65d956a2f19e753065446d73afb';
/** The head of group/subgroup/library's main (the submodule vendor/library points one commit behind it). */
const libraryHead = '878c9f311c089779ece8ea2490918400ea2ae869';

/** The repository domain: tree, files, blobs, commits and their notes, compare, changelog, submodules. */
export const repositoryCalls: CatalogCall[] = [
  { action: 'repository.tree', params: project, expect: '## Repository Tree (9)' },
  {
    action: 'repository.tree',
    params: { ...project, path: 'vendor', ref: 'main' },
    expect: '| `vendor/library` | commit | `160000` |',
  },
  {
    action: 'repository.file_get',
    params: { ...project, file_path: 'src/login.ts', ref: 'main' },
    expect: 'export function login(user: string, password: string): boolean',
  },
  {
    action: 'repository.file_get',
    params: { ...project, file_path: 'src/nope.ts' },
    expect: '"src/nope.ts" in project group/project',
    isError: true,
  },
  {
    action: 'repository.file_raw',
    params: { ...project, file_path: 'docs/guide.md' },
    expect: 'Sign in with your username and password.',
  },
  {
    action: 'repository.file_metadata',
    params: { ...project, file_path: 'src/login.ts', ref: 'main' },
    expect: '**SHA-256**',
  },
  {
    action: 'repository.file_raw_metadata',
    params: { ...project, file_path: 'LICENSE' },
    expect: '**Size (bytes)**: 45',
  },
  {
    action: 'repository.file_raw_metadata',
    params: { ...project, file_path: 'LICENSE', ref: 'main', lfs: true },
    expect: '**Size (bytes)**: 45',
  },
  {
    action: 'repository.file_blame',
    params: { ...project, file_path: 'src/login.ts', range_start: 2, range_end: 3 },
    expect: 'if (password.length === 0) return false;',
  },
  {
    action: 'repository.blob',
    params: { ...project, sha: readmeBlob },
    expect: 'The example web application.',
  },
  { action: 'repository.raw_blob', params: { ...project, sha: readmeBlob }, expect: '## Development' },
  {
    action: 'repository.archive',
    params: { ...project, sha: 'v1.0.0', format: 'zip' },
    expect: `repository/archive.zip?sha=${release10}`,
  },
  { action: 'repository.contributors', params: project, expect: '## Contributors (4)' },
  {
    action: 'repository.compare',
    params: { ...project, from: 'v1.1.0', to: 'v1.2.0' },
    expect: '**Commits**: 7',
  },
  {
    action: 'repository.merge_base',
    params: { ...project, refs: ['develop', 'feature/login'] },
    expect: 'Commit 88563364: Add notifications settings',
  },
  {
    action: 'repository.commit_list',
    params: { ...project, ref_name: 'main', per_page: 5 },
    expect: '## Commits (30)',
  },
  {
    action: 'repository.commit_get',
    params: { ...project, sha: mainTip },
    expect: '## Commit 9bb9f487: Merge branch develop into main',
  },
  {
    action: 'repository.commit_diff',
    params: { ...project, sha: 'feature/fix-login' },
    expect: '## Diffs (3)',
  },
  { action: 'repository.commit_refs', params: { ...project, sha: release10 }, expect: '`release/1.0`' },
  {
    action: 'repository.commit_merge_requests',
    params: { ...project, sha: 'feature/fix-login' },
    expect: 'Fix login bug',
  },
  { action: 'repository.commit_signature', params: { ...project, sha: mainTip }, expect: 'Signature: PGP' },
  {
    action: 'repository.commit_signature',
    params: { ...project, sha: mainParent },
    expect: 'Commit Signature Not Found',
    isError: true,
  },
  {
    action: 'repository.commit_status_set',
    params: { ...project, sha: mainTip, state: 'success', name: 'catalog/check', coverage: 87.5 },
    expect: 'catalog/check',
  },
  {
    action: 'repository.commit_statuses',
    params: { ...project, sha: mainTip },
    expect: '## Commit Statuses',
  },
  {
    action: 'repository.file_history',
    params: { ...project, path: 'README.md', per_page: 5 },
    expect: '## Commits',
  },
  { action: 'repository.commit_comments', params: { ...project, sha: mainTip }, expect: 'Nice merge.' },
  {
    action: 'repository.commit_comment_create',
    params: { ...project, sha: mainTip, note: 'Catalog comment', path: 'README.md', line: 1 },
    expect: 'Catalog comment',
  },
  {
    action: 'repository.commit_discussion_list',
    params: { ...project, commit_sha: mainTip },
    expect: '## Discussions (2)',
  },
  {
    action: 'repository.commit_discussion_get',
    params: { ...project, commit_sha: mainTip, discussion_id: mainThread },
    expect: 'Nice merge.',
  },
  {
    action: 'repository.commit_discussion_create',
    params: { ...project, commit_sha: mainTip, body: 'Catalog thread' },
    expect: 'Catalog thread',
  },
  {
    action: 'repository.commit_discussion_add_note',
    params: { ...project, commit_sha: mainTip, discussion_id: mainThread, body: 'Catalog reply' },
    expect: 'Catalog reply',
  },
  {
    action: 'repository.commit_discussion_update_note',
    params: {
      ...project,
      commit_sha: mainTip,
      discussion_id: mainThread,
      note_id: 3010,
      body: 'Edited merge note',
    },
    expect: 'Edited merge note',
  },
  {
    action: 'repository.commit_discussion_delete_note',
    params: { ...project, commit_sha: mainTip, discussion_id: mainThread, note_id: 3010 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'repository.commit_create',
    params: {
      ...project,
      branch: 'catalog/commit',
      start_branch: 'main',
      commit_message: 'Catalog commit',
      actions: [{ action: 'create', file_path: 'docs/catalog.md', content: '# Catalog\n' }],
    },
    expect: 'Catalog commit',
  },
  {
    action: 'repository.file_create',
    params: {
      ...project,
      file_path: 'docs/created.md',
      branch: 'catalog/commit',
      commit_message: 'Create a file',
      content: 'created\n',
    },
    expect: 'File: docs/created.md',
  },
  {
    action: 'repository.file_update',
    params: {
      ...project,
      file_path: 'docs/created.md',
      branch: 'catalog/commit',
      commit_message: 'Update a file',
      content: 'updated\n',
    },
    expect: '**Branch**: `catalog/commit`',
  },
  {
    action: 'repository.file_delete',
    params: {
      ...project,
      file_path: 'docs/created.md',
      branch: 'catalog/commit',
      commit_message: 'Delete a file',
    },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'repository.commit_cherry_pick',
    params: { ...project, sha: mainParent, branch: 'catalog/commit' },
    expect: 'Add notifications settings',
  },
  {
    action: 'repository.commit_revert',
    params: { ...project, sha: mainParent, branch: 'catalog/commit' },
    expect: 'Revert',
  },
  {
    action: 'repository.changelog_generate',
    params: { ...project, version: '1.3.0' },
    expect: 'Changelog 1.3.0',
  },
  {
    action: 'repository.changelog_add',
    params: { ...project, version: '1.3.0', branch: 'catalog/commit' },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'repository.markdown_render',
    params: { text: 'Fixes #1 in **bold**', gfm: true, project: 'group/project' },
    expect: '<strong>bold</strong>',
  },
  { action: 'repository.list_submodules', params: project, expect: '`vendor/library`' },
  {
    action: 'repository.read_submodule_file',
    params: { ...project, submodule_path: 'vendor/library', file_path: 'README.md' },
    expect: '# Library',
  },
  {
    action: 'repository.update_submodule',
    params: { ...project, submodule: 'vendor/library', commit_sha: libraryHead, branch: 'catalog/commit' },
    expect: 'Update submodule vendor/library',
  },
];
