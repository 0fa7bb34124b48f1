import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec, KindSpec } from './kind-spec.js';

/*
 * Runners (https://docs.gitlab.com/api/runners/) and runner controllers
 * (https://docs.gitlab.com/api/runner_controllers/). A runner's authentication token, a registration token and a
 * controller token appear only in the answer that made or reset them: the `new_*` kinds, whose first row is the
 * secret; lists and gets use the kinds without it.
 */

const STATUS_FIELD: FieldSpec = { label: 'Status', path: 'status', format: 'text' };
const TYPE_FIELD: FieldSpec = { label: 'Type', path: 'runner_type', format: 'text' };
const PAUSED_FIELD: FieldSpec = { label: 'Paused', path: 'paused', format: 'bool' };
const SECRET_FIELD: FieldSpec = { label: 'Token (shown only now)', path: 'token', format: 'code' };
const TOKEN_EXPIRES_FIELD: FieldSpec = { label: 'Token Expires', path: 'token_expires_at', format: 'date' };

const RUNNER_SUGGESTIONS = [
  { action: 'runner.list', text: 'list the runners you can see' },
  { action: 'runner.list_all', text: 'list every runner of the instance (admin)' },
] as const;

export const runnerKind = defineKind({
  name: 'runner',
  plural: { key: 'runners', title: 'Runners' },
  empty: 'No runners found.',
  heading: { template: 'Runner #{id}: {description}' },
  fields: [
    TYPE_FIELD,
    STATUS_FIELD,
    PAUSED_FIELD,
    { label: 'Shared', path: 'is_shared', format: 'bool' },
    { label: 'Tags', path: 'tag_list', format: 'list' },
    { label: 'Run Untagged', path: 'run_untagged', format: 'bool' },
    { label: 'Locked', path: 'locked', format: 'bool' },
    { label: 'Access Level', path: 'access_level', format: 'text' },
    { label: 'Maximum Timeout', path: 'maximum_timeout', format: 'duration' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Platform', path: 'platform', format: 'text' },
    { label: 'Architecture', path: 'architecture', format: 'text' },
    { label: 'Projects', path: 'projects', format: 'list' },
    { label: 'Groups', path: 'groups', format: 'list' },
    { label: 'Last Contact', path: 'contacted_at', format: 'date' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    TYPE_FIELD,
    STATUS_FIELD,
    PAUSED_FIELD,
    { label: 'Tags', path: 'tag_list', format: 'list' },
  ],
  longText: [{ label: 'Maintenance Note', path: 'maintenance_note', style: 'quote' }],
  nested: [],
  notFound: { subject: 'runner', suggestions: RUNNER_SUGGESTIONS },
});

/** One runner manager: a machine running the runner's configuration (https://docs.gitlab.com/api/runners/#list-all-runners-managers). */
export const runnerManagerKind = defineKind({
  name: 'runner_manager',
  plural: { key: 'runner_managers', title: 'Runner Managers' },
  empty: 'No runner managers found.',
  heading: { template: 'Runner Manager #{id}: {system_id}' },
  fields: [
    STATUS_FIELD,
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Revision', path: 'revision', format: 'code' },
    { label: 'Platform', path: 'platform', format: 'text' },
    { label: 'Architecture', path: 'architecture', format: 'text' },
    { label: 'IP Address', path: 'ip_address', format: 'text' },
    { label: 'Last Contact', path: 'contacted_at', format: 'date' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'System ID', path: 'system_id', format: 'code' },
    STATUS_FIELD,
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Last Contact', path: 'contacted_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: { subject: 'runner', suggestions: RUNNER_SUGGESTIONS },
});

/** A new runner authentication or registration token: what a reset answers, the one time GitLab shows it. */
export const newRunnerTokenKind = defineKind({
  name: 'new_runner_token',
  plural: { key: 'runner_tokens', title: 'Runner Tokens' },
  empty: 'No runner tokens found.',
  heading: { template: 'New Runner Token' },
  fields: [SECRET_FIELD, TOKEN_EXPIRES_FIELD],
  columns: [],
  longText: [],
  nested: [],
  notFound: { subject: 'runner', suggestions: RUNNER_SUGGESTIONS },
});

/** What verifying a runner's token answers: the runner it belongs to, never the token itself. */
export const runnerVerificationKind = defineKind({
  name: 'runner_verification',
  plural: { key: 'runner_verifications', title: 'Runner Verifications' },
  empty: 'No runner verifications found.',
  heading: { template: 'Runner #{id}: token valid' },
  fields: [TOKEN_EXPIRES_FIELD],
  columns: [],
  longText: [],
  nested: [],
  notFound: { subject: 'runner', suggestions: RUNNER_SUGGESTIONS },
});

const CONTROLLER_SUGGESTIONS = [{ action: 'runner.controller_list', text: 'list the runner controllers' }];

export const runnerControllerKind = defineKind({
  name: 'runner_controller',
  plural: { key: 'runner_controllers', title: 'Runner Controllers' },
  empty: 'No runner controllers found.',
  heading: { template: 'Runner Controller #{id}' },
  fields: [
    { label: 'State', path: 'state', format: 'state' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'State', path: 'state', format: 'state' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: { subject: 'runner controller', suggestions: CONTROLLER_SUGGESTIONS },
});

/** Where a runner controller applies: the whole instance and/or some runners. */
export const runnerControllerScopesKind = defineKind({
  name: 'runner_controller_scopes',
  plural: { key: 'runner_controller_scopes', title: 'Runner Controller Scopes' },
  empty: 'No runner controller scopes found.',
  heading: { template: 'Runner Controller Scopes' },
  fields: [
    { label: 'Whole Instance', path: 'instance', format: 'bool' },
    { label: 'Runners', path: 'runner_ids', format: 'list' },
  ],
  columns: [],
  longText: [],
  nested: [],
  notFound: { subject: 'runner controller', suggestions: CONTROLLER_SUGGESTIONS },
});

export const runnerControllerTokenKind: KindSpec = defineKind({
  name: 'runner_controller_token',
  plural: { key: 'runner_controller_tokens', title: 'Runner Controller Tokens' },
  empty: 'No runner controller tokens found.',
  heading: { template: 'Runner Controller Token #{id}' },
  fields: [
    { label: 'Controller', path: 'runner_controller_id', format: 'count' },
    CREATED_FIELD,
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    CREATED_FIELD,
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'runner controller token',
    suggestions: [{ action: 'runner.controller_token_list', text: "list a controller's tokens" }],
  },
});

/** A controller token as its create or rotate answers it: with its secret, shown only then. */
export const newRunnerControllerTokenKind = defineKind({
  ...runnerControllerTokenKind,
  name: 'new_runner_controller_token',
  fields: [SECRET_FIELD, ...runnerControllerTokenKind.fields],
});
