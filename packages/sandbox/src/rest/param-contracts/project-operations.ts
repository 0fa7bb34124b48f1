import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, integerList, list, oneOf, required, string } from './spec.js';

/*
 * A project's operations and compliance endpoints: doc/api/alert_management_alerts.md (metric images; the upload's
 * `file`, `url`, `url_text` from its example and GitLab's lib/api/alert_management_alerts.rb), doc/api/custom_attributes.md,
 * doc/api/error_tracking.md, doc/api/attestations.md, doc/api/dependencies.md ("List project dependencies"),
 * doc/api/dependency_firewall.md ("Evaluate a package"), doc/api/status_checks.md (a project's external status check
 * services), doc/api/freeze_periods.md, doc/api/audit_events.md ("Retrieve a specific project audit event").
 */

const images = '/projects/:id/alert_management_alerts/:alert_iid/metric_images';

const pathOnly = [
  `GET ${images}`,
  `DELETE ${images}/:image_id`,
  'GET /projects/:id/custom_attributes',
  'GET /projects/:id/custom_attributes/:key',
  'DELETE /projects/:id/custom_attributes/:key',
  'GET /projects/:id/error_tracking/settings',
  'GET /projects/:id/error_tracking/client_keys',
  'POST /projects/:id/error_tracking/client_keys',
  'DELETE /projects/:id/error_tracking/client_keys/:key_id',
  'GET /projects/:id/attestations/:subject_digest',
  'GET /projects/:id/attestations/:attestation_iid/download',
  'GET /projects/:id/external_status_checks',
  'DELETE /projects/:id/external_status_checks/:check_id',
  'GET /projects/:id/freeze_periods',
  'GET /projects/:id/freeze_periods/:freeze_periods_id',
  'DELETE /projects/:id/freeze_periods/:freeze_periods_id',
  'GET /projects/:id/audit_events/:audit_event_id',
];

// "List project dependencies": the package managers `package_manager` may name.
const PACKAGE_MANAGERS = [
  'bundler',
  'composer',
  'conan',
  'go',
  'gradle',
  'maven',
  'npm',
  'nuget',
  'pip',
  'pipenv',
  'pnpm',
  'yarn',
  'sbt',
  'setuptools',
];

const metricImageLink: ParamContract = { url: string, url_text: string };

const statusCheck: ParamContract = {
  name: string,
  external_url: string,
  shared_secret: string,
  protected_branch_ids: integerList,
};

const freezePeriod: ParamContract = { freeze_start: string, freeze_end: string, cron_timezone: string };

export const projectOperationContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  [`POST ${images}`]: { ...metricImageLink, file: required(file) },
  [`PUT ${images}/:image_id`]: metricImageLink,
  'PUT /projects/:id/custom_attributes/:key': { value: required(string) },
  'PATCH /projects/:id/error_tracking/settings': { active: required(boolean), integrated: boolean },
  'GET /projects/:id/dependencies': { package_manager: { ...list, values: PACKAGE_MANAGERS } },
  'POST /projects/:id/dependency_firewall/evaluate': {
    ecosystem: required(
      oneOf('cargo', 'composer', 'conan', 'gem', 'golang', 'maven', 'npm', 'nuget', 'pub', 'pypi', 'swift'),
    ),
    name: required(string),
    version: required(string),
  },
  'POST /projects/:id/external_status_checks': {
    ...statusCheck,
    name: required(string),
    external_url: required(string),
  },
  'PUT /projects/:id/external_status_checks/:check_id': statusCheck,
  'POST /projects/:id/freeze_periods': {
    ...freezePeriod,
    freeze_start: required(string),
    freeze_end: required(string),
  },
  'PUT /projects/:id/freeze_periods/:freeze_periods_id': freezePeriod,
};
