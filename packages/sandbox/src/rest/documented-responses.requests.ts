/*
 * The body parameters a documented creation or action needs that its documented answer does not carry, by route
 * pattern. The shape test (documented-responses.test.ts) sends a write with the answer's own top-level values; where
 * GitLab requires more (a revert needs the branch, a discussion its text, a deploy token its scopes), the client test
 * that recorded the answer sent it too, and so does the shape test. Each value is one GitLab's documentation accepts
 * for the parameter on that page.
 */
export const REQUIRED_BODY: Record<string, Record<string, unknown>> = {
  // doc/api/commits.md: revert and cherry-pick need the target `branch`; a commit its branch, message and actions.
  'POST /projects/:id/repository/commits/:sha/revert': { branch: 'main' },
  'POST /projects/:id/repository/commits/:sha/cherry_pick': { branch: 'develop' },
  'POST /projects/:id/repository/commits': {
    branch: 'main',
    commit_message: 'Sanitize for network graph',
    actions: [{ action: 'create', file_path: 'doc/network-graph.md', content: 'Sanitized.\n' }],
  },
  // doc/api/deploy_tokens.md: `scopes` is required.
  'POST /projects/:id/deploy_tokens': { scopes: ['read_repository'] },
  'POST /groups/:id/deploy_tokens': { scopes: ['read_repository'] },
  // doc/api/discussions.md: a new thread needs its first note's `body`.
  'POST /projects/:id/issues/:issue_iid/discussions': { body: 'discussion text' },
  'POST /projects/:id/snippets/:snippet_id/discussions': { body: 'discussion text' },
  'POST /projects/:id/merge_requests/:merge_request_iid/discussions': { body: 'discussion text' },
  'POST /projects/:id/repository/commits/:commit_sha/discussions': { body: 'discussion text' },
  'POST /groups/:id/epics/:epic_iid/discussions': { body: 'discussion text' },
  // doc/api/group_boards.md: a list is made for a label (group 10's label not yet on its board).
  'POST /groups/:id/boards/:board_id/lists': { label_id: 27 },
  // doc/api/group_protected_environments.md: who may deploy is required.
  'POST /groups/:id/protected_environments': { deploy_access_levels: [{ access_level: 40 }] },
  // doc/api/group_level_variables.md: `value` is required; a hidden variable is created masked_and_hidden.
  'POST /groups/:id/variables': { value: 'masked-and-hidden-1', masked_and_hidden: true },
  // doc/api/saml.md (group SAML links): `saml_group_name` is required.
  'POST /groups/:id/saml_group_links': { saml_group_name: 'gitlab_group_example_developer' },
  // doc/api/applications.md: name, redirect URI and scopes are required.
  'POST /applications': {
    name: 'testApplication',
    redirect_uri: 'https://example.com/callback',
    scopes: 'api',
  },
  // doc/api/group_repository_storage_moves.md: moving every group of a storage names that storage.
  'POST /group_repository_storage_moves': { source_storage_name: 'default' },
};
