import type { ParamContract } from '../../http/param-contract.js';

/*
 * Endpoints whose GitLab attribute table names only their path: doc/api/releases/links.md (link reads and delete),
 * doc/api/pipelines.md (retry, cancel, test report and its summary, variables), doc/api/pipeline_schedules.md (play,
 * take ownership), doc/api/labels.md and group_labels.md (subscribe, unsubscribe), doc/api/projects.md (star,
 * unstar, archive, unarchive, restore, languages, unshare), doc/api/groups.md (archive, unarchive, unshare),
 * doc/api/integrations.md and group_integrations.md (list, get, disable), doc/api/project_push_rules.md and
 * group_push_rules.md (get, delete).
 */

const plain = [
  'GET /projects/:id/releases/:tag_name/assets/links',
  'GET /projects/:id/releases/:tag_name/assets/links/:link_id',
  'DELETE /projects/:id/releases/:tag_name/assets/links/:link_id',
  'POST /projects/:id/pipelines/:pipeline_id/retry',
  'POST /projects/:id/pipelines/:pipeline_id/cancel',
  'GET /projects/:id/pipelines/:pipeline_id/test_report',
  'GET /projects/:id/pipelines/:pipeline_id/test_report_summary',
  'GET /projects/:id/pipelines/:pipeline_id/variables',
  'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/play',
  'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/take_ownership',
  ...['projects', 'groups'].flatMap((scope) => [
    `POST /${scope}/:id/labels/:label_id/subscribe`,
    `POST /${scope}/:id/labels/:label_id/unsubscribe`,
    `POST /${scope}/:id/archive`,
    `POST /${scope}/:id/unarchive`,
    `DELETE /${scope}/:id/share/:group_id`,
    `GET /${scope}/:id/push_rule`,
    `DELETE /${scope}/:id/push_rule`,
  ]),
  'POST /projects/:id/star',
  'POST /projects/:id/unstar',
  'POST /projects/:id/restore',
  'GET /projects/:id/languages',
  ...['/projects/:id/integrations', '/projects/:id/services', '/groups/:id/integrations'].flatMap((base) => [
    `GET ${base}`,
    `GET ${base}/:slug`,
    `DELETE ${base}/:slug`,
  ]),
];

export const plainEndpointContracts: Record<string, ParamContract> = Object.fromEntries(
  plain.map((route) => [route, {}]),
);
