import type { ParamContract } from '../../http/param-contract.js';
import { deliveryContracts } from './delivery.js';
import { hash, omit, oneOf, required, string } from './spec.js';

/*
 * CI/CD variables beyond a project's creation (delivery.ts): doc/api/project_level_variables.md,
 * doc/api/group_level_variables.md, doc/api/instance_level_ci_variables.md; declared in GitLab's
 * lib/api/ci/variables.rb, group_variables.rb and instance_variables.rb.
 */

const projectVariable = deliveryContracts['POST /projects/:id/variables']!;

// "Update a variable": the variable is named in the path; `masked_and_hidden` is only set on creation.
const variableUpdate: ParamContract = { ...omit(projectVariable, 'key', 'masked_and_hidden'), value: string };

// `filter[environment_scope]` picks one of the variables that share a key.
const scopeFilter: ParamContract = { filter: hash };

// Instance variables have no environment scope, and no hidden values.
const instanceVariable: ParamContract = omit(projectVariable, 'environment_scope', 'masked_and_hidden');

export const variableContracts: Record<string, ParamContract> = {
  'GET /projects/:id/variables/:key': scopeFilter,
  'PUT /projects/:id/variables/:key': { ...variableUpdate, ...scopeFilter },
  'DELETE /projects/:id/variables/:key': scopeFilter,
  'GET /groups/:id/variables/:key': scopeFilter,
  'POST /groups/:id/variables': projectVariable,
  'PUT /groups/:id/variables/:key': { ...variableUpdate, ...scopeFilter },
  'DELETE /groups/:id/variables/:key': scopeFilter,
  'POST /admin/ci/variables': instanceVariable,
  'PUT /admin/ci/variables/:key': omit(instanceVariable, 'key'),
  // doc/api/pipeline_schedules.md, "Create a new pipeline schedule variable", "Edit a pipeline schedule variable".
  'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables': {
    key: required(string),
    value: required(string),
    variable_type: oneOf('env_var', 'file'),
  },
  'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key': {
    value: required(string),
    variable_type: oneOf('env_var', 'file'),
  },
};
