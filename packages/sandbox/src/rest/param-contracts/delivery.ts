import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, hash, hashList, integer, list, oneOf, required, string } from './spec.js';

export const deliveryContracts: Record<string, ParamContract> = {
  // doc/api/releases/_index.md, "Create a release".
  'POST /projects/:id/releases': {
    tag_name: required(string),
    tag_message: string,
    name: string,
    description: string,
    ref: string,
    milestones: list,
    assets: hash,
    released_at: datetime,
    legacy_catalog_publish: boolean,
  },
  // doc/api/pipeline_schedules.md, "Create a new pipeline schedule".
  'POST /projects/:id/pipeline_schedules': {
    description: required(string),
    ref: required(string),
    cron: required(string),
    cron_timezone: string,
    active: boolean,
    inputs: hashList,
  },
  // doc/api/project_level_variables.md, "Create a variable".
  'POST /projects/:id/variables': {
    key: required(string),
    value: required(string),
    variable_type: oneOf('env_var', 'file'),
    protected: boolean,
    masked: boolean,
    masked_and_hidden: boolean,
    raw: boolean,
    environment_scope: string,
    description: string,
  },
  // doc/api/environments.md, "Create a new environment".
  'POST /projects/:id/environments': {
    name: required(string),
    external_url: string,
    tier: oneOf('production', 'staging', 'testing', 'development', 'other'),
    description: string,
    cluster_agent_id: integer,
    kubernetes_namespace: string,
    flux_resource_path: string,
    auto_stop_setting: oneOf('always', 'with_action'),
  },
  // doc/api/deploy_keys.md, "Add deploy key for a project".
  'POST /projects/:id/deploy_keys': {
    title: required(string),
    key: required(string),
    can_push: boolean,
    expires_at: datetime,
  },
};
