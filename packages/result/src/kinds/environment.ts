import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const DEPLOYMENT_STATUS: FieldSpec = { label: 'Status', path: 'status', format: 'pipeline_status' };
const UPDATED_FIELD: FieldSpec = { label: 'Updated', path: 'updated_at', format: 'date' };

/** A deployment environment (https://docs.gitlab.com/api/environments/); its state is not an issuable state. */
export const environmentKind = defineKind({
  name: 'environment',
  plural: { key: 'environments', title: 'Environments' },
  empty: 'No environments found.',
  heading: { template: 'Environment: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Tier', path: 'tier', format: 'text' },
    { label: 'Slug', path: 'slug', format: 'code' },
    { label: 'External URL', path: 'external_url', format: 'link' },
    { label: 'Auto Stop At', path: 'auto_stop_at', format: 'date' },
    { label: 'Auto Stop Setting', path: 'auto_stop_setting', format: 'text' },
    { label: 'Kubernetes Namespace', path: 'kubernetes_namespace', format: 'code' },
    { label: 'Flux Resource Path', path: 'flux_resource_path', format: 'code' },
    { label: 'Cluster Agent', path: 'cluster_agent.name', format: 'text' },
    CREATED_FIELD,
    UPDATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text', link: 'external_url' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Tier', path: 'tier', format: 'text' },
    UPDATED_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [{ label: 'Last Deployment', path: 'last_deployment', kind: 'deployment' }],
  notFound: {
    subject: 'environment',
    suggestions: [
      { action: 'environment.list', text: "list the project's environments and their IDs" },
      { text: 'Environments are addressed by numeric ID, not by name' },
    ],
  },
});

/** One deployment of a ref to an environment (https://docs.gitlab.com/api/deployments/). */
export const deploymentKind = defineKind({
  name: 'deployment',
  plural: { key: 'deployments', title: 'Deployments' },
  empty: 'No deployments found.',
  heading: { status: { path: 'status', format: 'pipeline_status' }, template: 'Deployment #{iid|id}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    DEPLOYMENT_STATUS,
    { label: 'Environment', path: 'environment.name', format: 'text' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'SHA', path: 'sha', format: 'code' },
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Job', path: 'deployable.name', format: 'text', link: 'deployable.web_url' },
    CREATED_FIELD,
    { label: 'Finished', path: 'finished_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'IID', path: 'iid', format: 'count', prefix: '#' },
    DEPLOYMENT_STATUS,
    { label: 'Environment', path: 'environment.name', format: 'text' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'User', path: 'user', format: 'user' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [{ label: 'Approvals', path: 'approvals', kind: 'deployment_approval' }],
  notFound: {
    subject: 'deployment',
    suggestions: [
      { action: 'environment.deployment_list', text: "list the project's deployments and their IDs" },
    ],
  },
});

/** A user's approval or rejection of a blocked deployment (https://docs.gitlab.com/api/deployments/#approve-or-reject-a-blocked-deployment). */
export const deploymentApprovalKind = defineKind({
  name: 'deployment_approval',
  plural: { key: 'approvals', title: 'Deployment Approvals' },
  empty: 'No deployment approvals found.',
  heading: { template: 'Deployment {status}' },
  fields: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Comment', path: 'comment', format: 'text' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Comment', path: 'comment', format: 'excerpt' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'deployment',
    suggestions: [
      {
        action: 'environment.deployment_list',
        text: 'list the blocked deployments (status blocked) awaiting approval',
      },
    ],
  },
});

/** A deploy freeze: a cron window in which deployments should not run (https://docs.gitlab.com/api/freeze_periods/). */
export const freezePeriodKind = defineKind({
  name: 'freeze_period',
  plural: { key: 'freeze_periods', title: 'Freeze Periods' },
  empty: 'No freeze periods found.',
  heading: { template: 'Freeze Period {id}' },
  fields: [
    { label: 'Freeze Start', path: 'freeze_start', format: 'code' },
    { label: 'Freeze End', path: 'freeze_end', format: 'code' },
    { label: 'Cron Timezone', path: 'cron_timezone', format: 'text' },
    CREATED_FIELD,
    UPDATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Freeze Start', path: 'freeze_start', format: 'code' },
    { label: 'Freeze End', path: 'freeze_end', format: 'code' },
    { label: 'Cron Timezone', path: 'cron_timezone', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'freeze period',
    suggestions: [{ action: 'environment.freeze_list', text: "list the project's freeze periods" }],
  },
});
