import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, projectId } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/**
 * The CI/CD job token's scope (https://docs.gitlab.com/api/project_job_token_scopes/): which projects and groups
 * may use their jobs' tokens to reach this project.
 */

const listParams = { project_id: projectId, ...unorderedPaging };
const targetProject = { project_id: projectId, target_project_id: integer('ID of the project to allow') };
const targetGroup = { project_id: projectId, target_group_id: integer('ID of the group to allow') };

export const jobTokenScopeActions = [
  defineAction({
    id: 'job.token_scope_get',
    description: "Get whether a project's CI/CD job token access is limited to its allowlist.",
    input: z.object({ project_id: projectId }).strict(),
    answer: { object: 'job_token_scope', notFound: (args) => `project ${args.project_id}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_list_inbound', text: 'see the allowlisted projects' },
      { action: 'job.token_scope_patch', text: 'turn the limit on or off' },
    ],
    aliases: ['job token access settings', 'job token scope'],
  }),
  defineAction({
    id: 'job.token_scope_patch',
    description: "Limit (or stop limiting) access with CI/CD job tokens to this project's allowlist.",
    input: z
      .object({ project_id: projectId, enabled: flag('true: only allowlisted projects and groups get in') })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_get', text: 'see the setting' }],
    aliases: ['limit job token access'],
  }),
  defineAction({
    id: 'job.token_scope_list_inbound',
    description: 'List the projects whose CI/CD job tokens may access this project.',
    input: z.object(listParams).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_add_project', text: 'allow another project' },
      { action: 'job.token_scope_remove_project', text: 'remove a project' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'job.token_scope_add_project',
    description: "Allow another project's CI/CD job tokens to access this project.",
    input: z.object(targetProject).strict(),
    answer: { object: 'job_token_allowlist_entry' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_inbound', text: 'see the allowlist' }],
    aliases: ['allow project job token'],
  }),
  defineAction({
    id: 'job.token_scope_remove_project',
    description: "Stop a project's CI/CD job tokens from accessing this project.",
    input: z.object(targetProject).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_inbound', text: 'see the allowlist' }],
    aliases: ['disallow project job token'],
  }),
  defineAction({
    id: 'job.token_scope_list_groups',
    description: 'List the groups whose projects’ CI/CD job tokens may access this project.',
    input: z.object(listParams).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'allowlisted_group' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_add_group', text: 'allow another group' },
      { action: 'job.token_scope_remove_group', text: 'remove a group' },
    ],
    aliases: ['job token group allowlist'],
  }),
  defineAction({
    id: 'job.token_scope_add_group',
    description: "Allow the CI/CD job tokens of a group's projects to access this project.",
    input: z.object(targetGroup).strict(),
    answer: { object: 'job_token_allowlist_entry' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_groups', text: 'see the group allowlist' }],
    aliases: ['allow group job token'],
  }),
  defineAction({
    id: 'job.token_scope_remove_group',
    description: "Stop the CI/CD job tokens of a group's projects from accessing this project.",
    input: z.object(targetGroup).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_groups', text: 'see the group allowlist' }],
    aliases: ['disallow group job token'],
  }),
];
