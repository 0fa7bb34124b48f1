/**
 * The documented requests of reference/gitlab-contract/rest/examples that no REST template of the catalog maps on
 * its own: the actions that reach them by a route or a local call, mapped by hand (the test checks that each sends
 * exactly the documented request), and those no action sends, each with why.
 */
import type { HandMapping } from '../support/documented-bodies.js';

/**
 * The documented milestone 12 reached by the milestone actions, which take the IID people see (3 here) and look the
 * milestone up by it first: `update` is the PUT of the milestone, the other keys the lists below it.
 */
function milestoneCalls(
  owner: 'project' | 'group',
  id: number,
  actions: Partial<Record<'update' | 'issues' | 'merge_requests' | 'burndown_events', string>>,
): Record<string, HandMapping> {
  const path = `/${owner}s/${id}/milestones`;
  const before = { [`GET ${path}`]: [{ id: 12, iid: 3 }] };
  return Object.fromEntries(
    Object.entries(actions).map(([what, action]) => {
      const args = { [`${owner}_id`]: id, milestone_iid: 3, ...(what === 'update' ? { title: 'v1.0' } : {}) };
      const request = what === 'update' ? `PUT ${path}/12` : `GET ${path}/12/${what}`;
      return [request, { action: action!, args, before }];
    }),
  );
}

export const MAPPED_BY_HAND: Readonly<Record<string, HandMapping>> = {
  // The update is a local call: images go as multipart files, so no REST template names the request.
  'PUT /application/appearance': {
    action: 'admin.appearance_update',
    args: { title: 'GitLab Test Instance - 001', description: 'gitlab-test.example.com' },
  },
  // The documented body is a users search; every search action shares the template, one scope each.
  'GET /search': { action: 'search.users', args: { query: 'user1' } },
  'POST /projects/1/repository/commits/b0b3a907f41409829b307a28b82fdbd552ee5a27/revert': {
    action: 'repository.commit_revert',
    args: { project_id: 1, sha: 'b0b3a907f41409829b307a28b82fdbd552ee5a27', branch: 'master' },
  },
  'POST /projects/1/repository/commits/master/cherry_pick': {
    action: 'repository.commit_cherry_pick',
    args: { project_id: 1, sha: 'master', branch: 'master' },
  },
  // One set of custom-attribute actions serves users, groups and projects: the owner's kind picks the route.
  'GET /users/2/custom_attributes/testkey1': {
    action: 'admin.custom_attr_get',
    args: { resource_type: 'user', resource_id: 2, key: 'testkey1' },
  },
  'PUT /users/2/custom_attributes/testkey1': {
    action: 'admin.custom_attr_set',
    args: { resource_type: 'user', resource_id: 2, key: 'testkey1', value: 'testvalue1' },
  },
  'GET /groups/2/custom_attributes': {
    action: 'admin.custom_attr_list',
    args: { resource_type: 'group', resource_id: 2 },
  },
  'GET /projects/2/custom_attributes': {
    action: 'admin.custom_attr_list',
    args: { resource_type: 'project', resource_id: 2 },
  },
  'GET /groups/2/custom_attributes/testkey1': {
    action: 'admin.custom_attr_get',
    args: { resource_type: 'group', resource_id: 2, key: 'testkey1' },
  },
  'GET /projects/2/custom_attributes/testkey1': {
    action: 'admin.custom_attr_get',
    args: { resource_type: 'project', resource_id: 2, key: 'testkey1' },
  },
  'PUT /groups/2/custom_attributes/testkey1': {
    action: 'admin.custom_attr_set',
    args: { resource_type: 'group', resource_id: 2, key: 'testkey1', value: 'testvalue1' },
  },
  'GET /groups/5/boards': { action: 'group.group_board_list', args: { group_id: 5 } },
  'POST /groups/1/labels/5/subscribe': {
    action: 'group.group_label_subscribe',
    args: { group_id: 1, label_id: 5 },
  },
  'POST /projects/1/labels/5/subscribe': {
    action: 'project.label_subscribe',
    args: { project_id: 1, label_id: 5 },
  },
  'POST /groups/test/invitations': {
    action: 'access.invite_group',
    args: { group_id: 'test', email: 'example@member.org', access_level: 30 },
  },
  'POST /projects/test/invitations': {
    action: 'access.invite_project',
    args: { project_id: 'test', email: 'example@member.org', access_level: 30 },
  },
  ...milestoneCalls('group', 5, {
    update: 'group.group_milestone_update',
    issues: 'group.group_milestone_issues',
  }),
  ...milestoneCalls('group', 3, {
    merge_requests: 'group.group_milestone_merge_requests',
    burndown_events: 'group.group_milestone_burndown',
  }),
  ...milestoneCalls('project', 5, { update: 'project.milestone_update', issues: 'project.milestone_issues' }),
  ...milestoneCalls('project', 3, { merge_requests: 'project.milestone_merge_requests' }),
  'PUT /projects/1/feature_flags/testing': {
    action: 'feature_flags.feature_flag_update',
    args: { project_id: 1, name: 'testing', active: true },
  },
  'GET /sidekiq/queue_metrics': { action: 'admin.sidekiq_queue_metrics', args: {} },
  'GET /sidekiq/process_metrics': { action: 'admin.sidekiq_process_metrics', args: {} },
  'GET /sidekiq/job_stats': { action: 'admin.sidekiq_job_stats', args: {} },
  'GET /sidekiq/compound_metrics': { action: 'admin.sidekiq_compound_metrics', args: {} },
  'GET /version': { action: 'server.health_check', args: {} },
};

const REMOVED = 'removed from GitLab';
/** GitLab keeps these until REST API v5 (https://docs.gitlab.com/api/rest/deprecations/), served by the sandbox. */
const GEO_NODES = 'geo_nodes: deprecated in GitLab 16.0 for /geo_sites, which the Geo actions use';
const EPICS_AS_WORK_ITEMS =
  'the REST epic API is deprecated; the catalog reads and writes epics as GraphQL work items (domains/group/epic)';

export const UNMAPPABLE: Readonly<Record<string, string>> = {
  'PUT /projects/1/repository/branches/master/protect':
    'deprecated endpoint; branch.protect uses POST /projects/:id/protected_branches',
  'PUT /projects/1/repository/branches/master/unprotect':
    'deprecated endpoint; branch.unprotect uses DELETE /projects/:id/protected_branches/:name',
  'GET /broadcast_messages/1/':
    "the client's path ends in `/`; admin.broadcast_message_get sends /broadcast_messages/1",
  'GET /groups/5/epics/11/discussions': EPICS_AS_WORK_ITEMS,
  'GET /groups/5/epics/11/discussions/6a9c1750b37d513a43987b574953fceb50b03ce7': EPICS_AS_WORK_ITEMS,
  'POST /groups/5/epics/11/discussions': EPICS_AS_WORK_ITEMS,
  'POST /groups/5/epics/11/discussions/6a9c1750b37d513a43987b574953fceb50b03ce7/notes': EPICS_AS_WORK_ITEMS,
  'PUT /groups/5/epics/11/discussions/6a9c1750b37d513a43987b574953fceb50b03ce7/notes/302':
    EPICS_AS_WORK_ITEMS,
  'GET /groups/1/epics/5/issues': EPICS_AS_WORK_ITEMS,
  'POST /groups/1/epics/5/issues/55': EPICS_AS_WORK_ITEMS,
  'DELETE /groups/1/epics/5/issues/55': EPICS_AS_WORK_ITEMS,
  'PUT /groups/1/epics/5/issues/2': EPICS_AS_WORK_ITEMS,
  'GET /groups/7/epics/8': EPICS_AS_WORK_ITEMS,
  'POST /groups/7/epics': EPICS_AS_WORK_ITEMS,
  'PUT /groups/7/epics/8': EPICS_AS_WORK_ITEMS,
  'GET /groups/1/epics/4329/notes/3': EPICS_AS_WORK_ITEMS,
  'PUT /projects/1234/packages/generic/foo/0.1.2/bar-baz.txt':
    'package.publish uploads a local file (a file body, not arguments this table can give)',
  'POST /geo_nodes': GEO_NODES,
  'GET /geo_nodes': GEO_NODES,
  'GET /geo_nodes/3': GEO_NODES,
  'PUT /geo_nodes/3': GEO_NODES,
  'POST /geo_nodes/3/repair': GEO_NODES,
  'GET /geo_nodes/status': GEO_NODES,
  'GET /geo_nodes/1/status': GEO_NODES,
  'GET /groups/26/clusters': 'certificate-based clusters: deprecated, no action',
  'GET /groups/26/clusters/18': 'certificate-based clusters: deprecated, no action',
  'POST /groups/26/clusters/user': 'certificate-based clusters: deprecated, no action',
  'PUT /groups/26/clusters/24': 'certificate-based clusters: deprecated, no action',
  'GET /admin/clusters': 'certificate-based clusters: deprecated, no action',
  'GET /admin/clusters/9': 'certificate-based clusters: deprecated, no action',
  'POST /admin/clusters/add': 'certificate-based clusters: deprecated, no action',
  'PUT /admin/clusters/11': 'certificate-based clusters: deprecated, no action',
  'GET /projects/1234/clusters': 'certificate-based clusters: deprecated, no action',
  'GET /projects/1234/clusters/1': 'certificate-based clusters: deprecated, no action',
  'POST /projects/1234/clusters/user': 'certificate-based clusters: deprecated, no action',
  'PUT /projects/1234/clusters/1': 'certificate-based clusters: deprecated, no action',
  'POST /groups/import': 'group.group_import_file uploads a local export archive (a file, not arguments)',
  'POST /projects/import': 'project.import_from_file uploads a local export archive (a file, not arguments)',
  'GET /groups/1/members':
    'direct members only; group.members lists /members/all, inherited members included',
  'GET /projects/1/members':
    'direct members only; project.members lists /members/all, inherited members included',
  'GET /groups/5/milestones/12':
    'a milestone by its global ID; the milestone actions take the IID people see and send /milestones?iids[]=',
  'GET /projects/5/milestones/12':
    'a milestone by its global ID; the milestone actions take the IID people see and send /milestones?iids[]=',
  'GET /projects/namespace/name/merge_requests/123':
    'an unencoded `namespace/name` in one path segment, which GitLab answers with 404',
  'PUT /projects/1/protected_environments/test/environment':
    'an unencoded environment name `test/environment` in one path segment, which GitLab answers with 404',
  'GET /projects/1/managed_licenses': `managed_licenses: ${REMOVED} (GitLab 16.0)`,
  'GET /projects/1/managed_licenses/3': `managed_licenses: ${REMOVED} (GitLab 16.0)`,
  'POST /projects/1/managed_licenses': `managed_licenses: ${REMOVED} (GitLab 16.0)`,
  'PATCH /projects/1/managed_licenses/3': `managed_licenses: ${REMOVED} (GitLab 16.0)`,
  'POST /projects/1/uploads': 'project.upload uploads a local file (a file, not arguments)',
  'PUT /projects/1/approvers': `project approvers: ${REMOVED} (GitLab 13.0); approval rules replace them`,
  'GET /groups/3/-/search':
    "a users search under the `-/search` alias of GitLab's `:id/search`; search.users sends /groups/:id/search",
  'GET /projects/6/-/search':
    "a users search under the `-/search` alias of GitLab's `:id/search`; search.users sends /projects/:id/search",
  'GET /projects/1/services/custom-issue-tracker':
    "`services` is GitLab's deprecated alias of `integrations`, which the integration actions send",
  'GET /projects/1/services/datadog':
    "`services` is GitLab's deprecated alias of `integrations`, which the integration actions send",
  'GET /projects/1/services/telegram':
    "`services` is GitLab's deprecated alias of `integrations`, which the integration actions send",
  'POST /projects/1/repository/tags/1.0.0/release': `tag release notes: ${REMOVED} (GitLab 15.0); releases replace them`,
  'PUT /projects/1/repository/tags/1.0.0/release': `tag release notes: ${REMOVED} (GitLab 15.0); releases replace them`,
};
