import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, DELETES, READS, UPDATES } from '../../classifications.js';
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
    tool: 'gitlab_get_job_token_access_settings',
    description: "Get whether a project's CI/CD job token access is limited to its allowlist.",
    input: z.object({ project_id: projectId }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/job_token_scope' },
    answer: { object: 'job_token_scope', notFound: (args) => `project ${args.project_id}` },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_list_inbound', text: 'see the allowlisted projects' },
      { action: 'job.token_scope_patch', text: 'turn the limit on or off' },
    ],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'job.token_scope_patch',
    tool: 'gitlab_patch_job_token_access_settings',
    description: "Limit (or stop limiting) access with CI/CD job tokens to this project's allowlist.",
    input: z
      .object({ project_id: projectId, enabled: flag('true: only allowlisted projects and groups get in') })
      .strict(),
    gitlab: { rest: 'PATCH /projects/{project_id}/job_token_scope' },
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_get', text: 'see the setting' }],
    tier: 'free',
    aliases: ['limit job token access'],
  }),
  defineAction({
    id: 'job.token_scope_list_inbound',
    tool: 'gitlab_list_job_token_inbound_allowlist',
    description: 'List the projects whose CI/CD job tokens may access this project.',
    input: z.object(listParams).strict(),
    gitlab: {
      rest: 'GET /projects/{project_id}/job_token_scope/allowlist',
    },
    unsupported: { params: NO_ORDER, endpoint: 'GET /projects/{project_id}/job_token_scope/allowlist' },
    answer: { list: 'project' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_add_project', text: 'allow another project' },
      { action: 'job.token_scope_remove_project', text: 'remove a project' },
    ],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'job.token_scope_add_project',
    tool: 'gitlab_add_project_job_token_allowlist',
    description: "Allow another project's CI/CD job tokens to access this project.",
    input: z.object(targetProject).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/job_token_scope/allowlist' },
    answer: { object: 'job_token_allowlist_entry' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_inbound', text: 'see the allowlist' }],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'job.token_scope_remove_project',
    tool: 'gitlab_remove_project_job_token_allowlist',
    description: "Stop a project's CI/CD job tokens from accessing this project.",
    input: z.object(targetProject).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/job_token_scope/allowlist/{target_project_id}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_inbound', text: 'see the allowlist' }],
    tier: 'free',
    aliases: ['disallow project job token'],
  }),
  defineAction({
    id: 'job.token_scope_list_groups',
    tool: 'gitlab_list_job_token_group_allowlist',
    description: 'List the groups whose projects’ CI/CD job tokens may access this project.',
    input: z.object(listParams).strict(),
    gitlab: {
      rest: 'GET /projects/{project_id}/job_token_scope/groups_allowlist',
    },
    unsupported: {
      params: NO_ORDER,
      endpoint: 'GET /projects/{project_id}/job_token_scope/groups_allowlist',
    },
    answer: { list: 'allowlisted_group' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'job.token_scope_add_group', text: 'allow another group' },
      { action: 'job.token_scope_remove_group', text: 'remove a group' },
    ],
    tier: 'free',
    aliases: ['job token group allowlist'],
  }),
  defineAction({
    id: 'job.token_scope_add_group',
    tool: 'gitlab_add_group_job_token_allowlist',
    description: "Allow the CI/CD job tokens of a group's projects to access this project.",
    input: z.object(targetGroup).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/job_token_scope/groups_allowlist' },
    answer: { object: 'job_token_allowlist_entry' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_groups', text: 'see the group allowlist' }],
    tier: 'free',
    aliases: ['allow group job token'],
  }),
  defineAction({
    id: 'job.token_scope_remove_group',
    tool: 'gitlab_remove_group_job_token_allowlist',
    description: "Stop the CI/CD job tokens of a group's projects from accessing this project.",
    input: z.object(targetGroup).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/job_token_scope/groups_allowlist/{target_group_id}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'job.token_scope_list_groups', text: 'see the group allowlist' }],
    tier: 'free',
    aliases: ['disallow group job token'],
  }),
];
