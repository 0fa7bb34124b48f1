import { sha } from '../store/sha.js';

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
  // doc/api/repository_files.md: a new file names its branch, content and commit message.
  'POST /projects/:id/repository/files/:file_path': {
    branch: 'main',
    content: 'class Project\nend\n',
    commit_message: 'Add app/project.rb',
  },
  // doc/api/repository_submodules.md: the branch to commit on and the commit the submodule then points at (the
  // library's second commit, one the seeded submodule does not point at yet).
  'PUT /projects/:id/repository/submodules/:submodule': {
    branch: 'main',
    commit_sha: sha('44:main-2'),
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
  // doc/api/group_boards.md: the documented list is a milestone list (group 10's milestone, not yet on its board).
  'POST /groups/:id/boards/:board_id/lists': { milestone_id: 35 },
  // doc/api/group_protected_environments.md and protected_environments.md: who may deploy is required; the
  // documented answers also name who approves (subgroup 11 here).
  'POST /groups/:id/protected_environments': {
    deploy_access_levels: [{ access_level: 40 }],
    approval_rules: [{ group_id: 11, required_approvals: 1 }],
  },
  'POST /projects/:id/protected_environments': {
    deploy_access_levels: [{ access_level: 30 }],
    approval_rules: [{ group_id: 11, required_approvals: 1 }],
  },
  // doc/api/group_webhooks.md: the documented hook was created with custom headers (only their keys are answered).
  'POST /groups/:id/hooks': { custom_headers: [{ key: 'Authorization', value: 'testMe' }] },
  // doc/api/merge_request_approvals.md: the documented rules were created for users, groups and branches.
  'POST /projects/:id/approval_rules': { user_ids: [4], group_ids: [11], protected_branch_ids: [1001] },
  'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules': { user_ids: [4], group_ids: [11] },
  // doc/api/releases.md: a release of a tag that does not exist yet names the `ref` to tag.
  'POST /projects/:id/releases': { ref: 'main' },
  // doc/api/members.md: the documented member is a user of the instance who is not in the project yet (erin).
  'POST /projects/:id/members': { username: 'erin' },
  // doc/api/invitations.md: an invitation names its `email` (or user) and `access_level`.
  'POST /projects/:id/invitations': { email: 'invitee@example.com', access_level: 30 },
  'POST /groups/:id/invitations': { email: 'invitee@example.com', access_level: 30 },
  // doc/api/issues.md: a move names the project the issue goes to.
  'POST /projects/:id/issues/:issue_iid/move': { to_project_id: 43 },
  // doc/api/pipeline_triggers.md: a pipeline is triggered with a trigger token and a ref (project 42's seeded token).
  'POST /projects/:id/trigger/pipeline': {
    token: 'glptt-4f2e6c1a9b8d7e3f0a5c2b1d6e9f8a7c4b3d2e1f',
    ref: 'main',
  },
  // doc/api/runners.md: a runner registers with a registration token (the instance's seeded one).
  'POST /runners': { token: 'GR1348941sandbox-instance' },
  // doc/api/user_tokens.md: a token the user makes for themself has the `k8s_proxy` scope.
  'POST /user/personal_access_tokens': { scopes: ['k8s_proxy'] },
  // doc/api/import.md: the repository to import, as the seeded GitHub and Bitbucket Cloud know it.
  'POST /import/github': {
    personal_access_token: 'ghp-sandbox-import',
    repo_id: 284723401,
    target_namespace: 'root',
  },
  'POST /import/bitbucket': {
    bitbucket_username: 'root',
    bitbucket_app_password: 'bitbucket-sandbox-import',
    repo_path: 'acme/payments',
    target_namespace: 'root',
  },
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
  'POST /project_repository_storage_moves': { source_storage_name: 'default' },
  'POST /snippet_repository_storage_moves': { source_storage_name: 'default' },
  // doc/api/project_clusters.md, group_clusters.md, instance_clusters.md: an existing cluster is added with the URL
  // of its Kubernetes API and a token for it.
  ...Object.fromEntries(
    ['/projects/:id/clusters/user', '/groups/:id/clusters/user', '/admin/clusters/add'].map((path) => [
      `POST ${path}`,
      { platform_kubernetes_attributes: { api_url: 'https://35.111.51.20', token: 'k8s-service-token' } },
    ]),
  ),
  // doc/api/dependency_list_export.md: a pipeline's export is the SBOM; GitLab answers 404 to any other type or none.
  'POST /pipelines/:pipeline_id/dependency_list_exports': { export_type: 'sbom' },
  // doc/api/access_requests.md: only a user outside the group may ask (GitLab answers a member 403); the documented
  // requester is one, as bob is to group 10 (root acts as him with `sudo`, doc/api/rest/authentication.md#sudo).
  'POST /groups/:id/access_requests': { sudo: 'bob' },
  // doc/api/license.md: `license` is the license key, required.
  'POST /license': { license: 'eyJkYXRhIjoiU2FuZGJveCBsaWNlbnNlIn0=' },
  // doc/api/project_markdown_uploads.md: the file is the multipart part `file`.
  'POST /projects/:id/uploads': { file: upload('dk.png', 'image/png') },
  // doc/api/group_import_export.md: the export archive is the multipart part `file`, with the new group's name and path.
  'POST /groups/import': {
    file: upload('group-export.tar.gz', 'application/gzip'),
    name: 'Imported group',
    path: 'imported-group',
  },
  // doc/api/project_import_export.md: the export archive is the multipart part `file`; `path` names the new project.
  'POST /projects/import': { file: upload('project-export.tar.gz', 'application/gzip') },
  // doc/api/repository_files.md: an update names its branch, new content and commit message.
  'PUT /projects/:id/repository/files/:file_path': {
    branch: 'main',
    content: 'class Project\n  attr_reader :name\nend\n',
    commit_message: 'Update app/project.rb',
  },
};

/** A small file as a multipart part, the way `curl --form "file=@…"` sends it. */
function upload(name: string, type: string): File {
  return new File([`sandbox ${name}\n`], name, { type });
}

/**
 * Bodies that are the file itself (`curl --upload-file`), by route pattern: the generic package registry stores the
 * PUT body as the package file (doc/user/packages/generic_packages/index.md, "Publish a package").
 */
export const FILE_BODY: Record<string, Blob> = {
  'PUT /projects/:id/packages/generic/:package_name/:package_version/:file_name': new Blob(['bar baz\n'], {
    type: 'application/octet-stream',
  }),
};

/**
 * Writes GitLab answers with a confirmation of what it wrote (`{"file_path","branch"}`, `{"message":"201 Created"}`),
 * not with the entity the read of the same path answers: the shape test sends them instead of reading, at the path
 * the documentation names (it says what they write), by route pattern.
 */
export const CONFIRMED_WRITES: ReadonlySet<string> = new Set([
  'PUT /projects/:id/repository/files/:file_path',
  'PUT /projects/:id/packages/generic/:package_name/:package_version/:file_name',
]);

/** A request sent before a documented one, on the same sandbox, to put the seeded item in the documented state. */
export interface Preparation {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  /** The documented request's body parameter that names what this request made (the `id` of its answer). */
  answerIdAs?: string;
}

/** Issue #41 of project 42 planned for group 10's milestone (doc/api/issues.md, "Edit an issue": `milestone_id`). */
const GROUP_MILESTONE_ISSUE: Preparation = {
  method: 'PUT',
  path: '/projects/42/issues/41',
  body: { milestone_id: 35 },
};

/** Bob's !230, from his fork, planned for a milestone (doc/api/merge_requests.md, "Update MR": `milestone_id`). */
function forkMergeRequestPlannedFor(milestoneId: number): Preparation {
  return { method: 'PUT', path: '/projects/42/merge_requests/230', body: { milestone_id: milestoneId } };
}

/**
 * Requests that put a seeded item in the state a documented request needs, by route pattern: the state the
 * documented item was in (a group marked for deletion, a project without a push rule) and GitLab refuses otherwise.
 */
export const PREPARED_BY: Record<string, readonly Preparation[]> = {
  // doc/api/groups.md, "Restore a group marked for deletion": GitLab answers 400 for a group not marked; DELETE marks it.
  'POST /groups/:id/restore': [{ method: 'DELETE', path: '/groups/10' }],
  // doc/api/group_push_rules.md and doc/api/project_push_rules.md: adding a push rule where one exists is 422.
  'POST /groups/:id/push_rule': [{ method: 'DELETE', path: '/groups/10/push_rule' }],
  'POST /projects/:id/push_rule': [{ method: 'DELETE', path: '/projects/42/push_rule' }],
  // doc/api/epic_issues.md: assigning an issue already in the epic is 409; the documented issue was not in it yet
  // (the seed's link 953 puts issue 541 in epic 2).
  'POST /groups/:id/epics/:epic_iid/issues/:issue_id': [
    { method: 'DELETE', path: '/groups/10/epics/2/issues/953' },
  ],
  // doc/api/import.md, "Cancel GitHub project import": only a running GitHub import can be canceled.
  'POST /import/github/cancel': [
    {
      method: 'POST',
      path: '/import/github',
      body: REQUIRED_BODY['POST /import/github'],
      answerIdAs: 'project_id',
    },
  ],
  // doc/api/project_pull_mirroring.md: GitLab answers 400 for a project that does not mirror; the documented project
  // was configured as a pull mirror ("Configure pull mirroring for a project").
  'GET /projects/:id/mirror/pull': [
    {
      method: 'PUT',
      path: '/projects/42/mirror/pull',
      body: { enabled: true, url: 'https://gitlab.com/gitlab-org/security/gitlab.git' },
    },
  ],
  // doc/api/feature_flags.md: a strategy's parameters are those of its kind. The documented list's first flag rolls
  // out to user IDs (userWithId), the documented flag first to a percentage (flexibleRollout); the seeded flag's
  // strategy is a gradualRolloutUserId, so it is given the documented kind first.
  'GET /projects/:id/feature_flags': [
    {
      method: 'PUT',
      path: '/projects/42/feature_flags/new_login_flow',
      body: { strategies: [{ id: 1101, name: 'userWithId', parameters: { userIds: 'user1' } }] },
    },
  ],
  'GET /projects/:id/feature_flags/:feature_flag_name': [
    {
      method: 'PUT',
      path: '/projects/42/feature_flags/new_login_flow',
      body: {
        strategies: [
          {
            id: 1101,
            name: 'flexibleRollout',
            parameters: { groupId: 'default', rollout: '50', stickiness: 'default' },
          },
        ],
      },
    },
  ],
  // doc/api/group_milestones.md: the documented milestone holds issues and merge requests. The seed keeps group 10's
  // milestone empty (the chart of a milestone without burndown events, test/e2e/visualisations.test.ts), so an
  // issue and a merge request of project 42 are planned for it first; the documented merge request is from a fork
  // (it has `allow_collaboration`), as bob's !230 is.
  'GET /groups/:id/milestones/:milestone_id/issues': [GROUP_MILESTONE_ISSUE],
  'GET /groups/:id/milestones/:milestone_id/burndown_events': [GROUP_MILESTONE_ISSUE],
  'GET /groups/:id/milestones/:milestone_id/merge_requests': [forkMergeRequestPlannedFor(35)],
  // doc/api/milestones.md: the documented milestone's first merge request is from a fork; project 42's milestone
  // has !236, from group/project itself, so bob's !230 is planned for it too (listed first, the older one).
  'GET /projects/:id/milestones/:milestone_id/merge_requests': [forkMergeRequestPlannedFor(34)],
  // doc/api/service_accounts.md: the documented instance has service accounts. The seed has none: one would be a
  // user, and change every list of users the other tests count.
  'GET /service_accounts': [
    { method: 'POST', path: '/service_accounts', body: { name: 'Service account user' } },
  ],
  // doc/api/repository_files.md, "Update existing file in repository": the file must exist (400 otherwise).
  'PUT /projects/:id/repository/files/:file_path': [
    {
      method: 'POST',
      path: '/projects/42/repository/files/app%2Fproject%2Erb',
      body: REQUIRED_BODY['POST /projects/:id/repository/files/:file_path'],
    },
  ],
};

/**
 * Body parameters one documented request sent beyond what its route requires, by the client test that sent it: the
 * answer is GitLab's to that request and differs otherwise (an invitation of an address already invited is refused
 * per address, with the reason).
 */
export const SENT_BODY: Record<string, Record<string, unknown>> = {
  // invites_test.go: the error answers are to an invitation of an address the group or project already invited
  // (seeded: contractor@ to group 10, newcomer@ to project 42).
  TestGroupInvitesError: { email: 'contractor@example.com' },
  TestProjectInvitesError: { email: 'newcomer@example.com' },
  // project_variables_test.go: the hidden variable was created with a value and `masked_and_hidden`.
  TestProjectVariablesService_CreateVariable_MaskedAndHidden: { value: 'new value', masked_and_hidden: true },
  // geo_nodes_test.go: the node was created with selective sync by namespaces, and their IDs (here the seeded group).
  TestGeoNodesService_CreateGeoNode: { selective_sync_namespace_ids: [10] },
};
