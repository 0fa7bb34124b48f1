import type { ParamContract } from '../../http/param-contract.js';
import { deliveryContracts } from './delivery.js';
import { mergeRequestFilters } from './merge-requests.js';
import { boolean, datetime, list, omit, oneOf, required, sort, string } from './spec.js';

/*
 * Releases, environments and deployments beyond their creations (delivery.ts): doc/api/releases/_index.md ("List
 * releases", "Update a release", "List group releases"), doc/api/releases/links.md, doc/api/environments.md,
 * doc/api/deployments.md; declared in GitLab's lib/api/releases.rb, release/links.rb, environments.rb and
 * deployments.rb.
 */

// doc/api/releases/links.md: a release link's kind.
const linkType = oneOf('other', 'runbook', 'image', 'package');

// "Update an existing environment": what "Create a new environment" takes, but the name.
const environmentSettings = omit(deliveryContracts['POST /projects/:id/environments']!, 'name');

// doc/api/deployments.md: Deployment.statuses.
const deploymentStatus = oneOf('created', 'running', 'success', 'failed', 'canceled', 'skipped', 'blocked');
// "Create a deployment", "Update a deployment": the statuses a client may set.
const settableDeploymentStatus = oneOf('running', 'success', 'failed', 'canceled');

export const environmentContracts: Record<string, ParamContract> = {
  'GET /projects/:id/releases': {
    order_by: oneOf('released_at', 'created_at'),
    sort,
    include_html_description: boolean,
  },
  'GET /projects/:id/releases/:tag_name': { include_html_description: boolean },
  'PUT /projects/:id/releases/:tag_name': {
    name: string,
    description: string,
    released_at: datetime,
    milestones: list,
  },
  'GET /groups/:id/releases': { sort, simple: boolean },
  'POST /projects/:id/releases/:tag_name/assets/links': {
    name: required(string),
    url: required(string),
    direct_asset_path: string,
    filepath: string,
    link_type: linkType,
  },
  'PUT /projects/:id/releases/:tag_name/assets/links/:link_id': {
    name: string,
    url: string,
    direct_asset_path: string,
    filepath: string,
    link_type: linkType,
  },
  'GET /projects/:id/environments': {
    name: string,
    search: string,
    states: oneOf('available', 'stopping', 'stopped'),
  },
  'PUT /projects/:id/environments/:environment_id': environmentSettings,
  'POST /projects/:id/environments/:environment_id/stop': { force: boolean },
  'GET /projects/:id/deployments': {
    order_by: oneOf('id', 'iid', 'created_at', 'updated_at', 'finished_at', 'ref'),
    sort,
    updated_after: datetime,
    updated_before: datetime,
    finished_after: datetime,
    finished_before: datetime,
    environment: string,
    status: deploymentStatus,
  },
  'POST /projects/:id/deployments': {
    environment: required(string),
    sha: required(string),
    ref: required(string),
    tag: required(boolean),
    status: required(settableDeploymentStatus),
  },
  'PUT /projects/:id/deployments/:deployment_id': { status: required(settableDeploymentStatus) },
  // "List of merge requests associated with a deployment": the merge request list's filters.
  'GET /projects/:id/deployments/:deployment_id/merge_requests': mergeRequestFilters,
};
