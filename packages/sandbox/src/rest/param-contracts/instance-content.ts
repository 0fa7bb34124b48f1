import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, file, integer, integerList, oneOf, required, string } from './spec.js';

/*
 * Instance-wide content outside any project or group: doc/api/templates/ (dockerfiles.md, gitignores.md,
 * gitlab_ci_ymls.md, licenses.md), doc/api/markdown.md, doc/api/snippets.md (get, delete, raw content),
 * doc/api/namespaces.md, doc/api/issues.md ("Single issue", administrators), doc/api/project_aliases.md,
 * doc/api/pages_domains.md ("List all Pages domains"), doc/api/audit_events.md (instance audit event),
 * doc/api/group_activity_analytics.md, doc/api/topics.md, doc/api/broadcast_messages.md and
 * doc/api/dependency_list_export.md (with GitLab's ee/lib/api/dependency_list_exports.rb).
 */

const plain = [
  ...['gitlab_ci_ymls', 'dockerfiles', 'gitignores'].flatMap((kind) => [
    `GET /templates/${kind}`,
    `GET /templates/${kind}/:key`,
  ]),
  'GET /snippets/:snippet_id',
  'DELETE /snippets/:snippet_id',
  'GET /snippets/:snippet_id/raw',
  'GET /snippets/:snippet_id/files/:ref/:file_name/raw',
  'GET /namespaces/:namespace_id',
  'GET /issues/:issue_id',
  'GET /project_aliases',
  'GET /project_aliases/:name',
  'DELETE /project_aliases/:name',
  'GET /pages/domains',
  'GET /audit_events/:audit_event_id',
  'GET /topics/:topics_id',
  'DELETE /topics/:topics_id',
  'GET /broadcast_messages',
  'GET /broadcast_messages/:broadcast_messages_id',
  'DELETE /broadcast_messages/:broadcast_messages_id',
  'GET /dependency_list_exports/:export_id',
  'GET /dependency_list_exports/:export_id/download',
];

// "Get issues count for group" and its merge request and new member siblings.
const groupActivity = { group_path: required(string) };

const topic: ParamContract = { name: string, title: string, description: string, avatar: file };

/*
 * "Create a broadcast message": `color` was removed in GitLab 15.6 and `theme` added in 17.6. The target access levels
 * are Gitlab::Access's roles (10 to 50), left unchecked here (an integer list's values are not checked).
 */
const broadcastMessage: ParamContract = {
  message: string,
  starts_at: datetime,
  ends_at: datetime,
  font: string,
  target_access_levels: integerList,
  target_path: string,
  broadcast_type: oneOf('banner', 'notification'),
  dismissable: boolean,
  theme: string,
};

export const instanceContentContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(plain.map((route) => [route, {}])),
  // Only the most popular licenses.
  'GET /templates/licenses': { popular: boolean },
  // The project and full name filled into the license text.
  'GET /templates/licenses/:key': { project: string, fullname: string },
  'POST /markdown': { text: required(string), gfm: boolean, project: string },
  'GET /analytics/group_activity/issues_count': groupActivity,
  'GET /analytics/group_activity/merge_requests_count': groupActivity,
  'GET /analytics/group_activity/new_members_count': groupActivity,
  // The project is its ID or path.
  'POST /project_aliases': { project_id: required(string), name: required(string) },
  'GET /topics': { search: string, without_projects: boolean },
  'POST /topics': { ...topic, name: required(string), title: required(string), organization_id: integer },
  'PUT /topics/:topics_id': topic,
  'POST /broadcast_messages': { ...broadcastMessage, message: required(string) },
  'PUT /broadcast_messages/:broadcast_messages_id': broadcastMessage,
  // A pipeline's export is only a CycloneDX SBOM: GitLab answers 404 to any other type, or none.
  'POST /pipelines/:pipeline_id/dependency_list_exports': {
    export_type: oneOf('sbom', 'dependency_list'),
    send_email: boolean,
  },
};
