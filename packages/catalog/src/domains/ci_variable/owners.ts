import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import { INSTANCE_VARIABLES, ownedVariables, variableActions } from './variables.js';

/** Project CI/CD variables. */
export const projectVariableActions = variableActions(ownedVariables(PROJECT_OWNER), {
  list: {
    id: 'ci_variable.list',
    description: 'List the CI/CD variables of a project: keys and settings, never values.',
    aliases: ['ci variables', 'secrets', 'environment variables'],
  },
  get: {
    id: 'ci_variable.get',
    description: 'Get one CI/CD variable of a project, with its value unless it is masked or hidden.',
    aliases: ['show variable', 'variable value'],
  },
  create: {
    id: 'ci_variable.create',
    description: 'Add a CI/CD variable to a project, optionally protected, masked or per environment.',
    aliases: ['add secret', 'new variable'],
  },
  update: {
    id: 'ci_variable.update',
    description: 'Change the value or settings of a CI/CD variable of a project.',
    aliases: ['edit variable', 'change secret'],
  },
  delete: {
    id: 'ci_variable.delete',
    description: 'Delete a CI/CD variable of a project.',
    aliases: ['remove variable'],
  },
});

/** Group CI/CD variables, inherited by every project of the group. */
export const groupVariableActions = variableActions(ownedVariables(GROUP_OWNER), {
  list: {
    id: 'ci_variable.group_list',
    description: 'List the CI/CD variables of a group: keys and settings, never values.',
    aliases: ['group variables', 'group secrets'],
  },
  get: {
    id: 'ci_variable.group_get',
    description: 'Get one CI/CD variable of a group, with its value unless it is masked or hidden.',
    aliases: ['show group variable'],
  },
  create: {
    id: 'ci_variable.group_create',
    description: 'Add a CI/CD variable to a group; all its projects inherit it.',
    aliases: ['add group secret'],
  },
  update: {
    id: 'ci_variable.group_update',
    description: 'Change the value or settings of a CI/CD variable of a group.',
    aliases: ['edit group variable'],
  },
  delete: {
    id: 'ci_variable.group_delete',
    description: 'Delete a CI/CD variable of a group.',
    aliases: ['remove group variable'],
  },
});

/** Instance CI/CD variables, inherited by every project (administrators). */
export const instanceVariableActions = variableActions(INSTANCE_VARIABLES, {
  list: {
    id: 'ci_variable.instance_list',
    description: 'List the instance-wide CI/CD variables (administrators): keys and settings, never values.',
    aliases: ['instance variables', 'global ci variables'],
  },
  get: {
    id: 'ci_variable.instance_get',
    description: 'Get one instance-wide CI/CD variable (administrators), with its value unless it is masked.',
    aliases: [],
  },
  create: {
    id: 'ci_variable.instance_create',
    description: 'Add an instance-wide CI/CD variable that every project inherits (administrators).',
    aliases: ['global variable'],
  },
  update: {
    id: 'ci_variable.instance_update',
    description: 'Change the value or settings of an instance-wide CI/CD variable (administrators).',
    aliases: [],
  },
  delete: {
    id: 'ci_variable.instance_delete',
    description: 'Delete an instance-wide CI/CD variable (administrators).',
    aliases: [],
  },
});
