import { randomUUID } from 'node:crypto';
import { PROJECT_TERRAFORM_STATE, PROJECT_TERRAFORM_STATES } from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { COMPLETED, defineAction, graphqlCall } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, projectId, text } from '../../params.js';

/**
 * Terraform states a project keeps with GitLab's HTTP backend (https://docs.gitlab.com/user/infrastructure/iac/terraform_state/):
 * GitLab lists and reads them over GraphQL only (`Project.terraformStates`, `terraformState(name:)`), and locks,
 * unlocks and deletes them, or one of their versions, over the REST backend Terraform itself calls. Maintainers
 * manage them; no administrator is needed.
 */
const projectPath = { project_path: text('Full path of the project, e.g. group/project') };
const oneState = { project_id: projectId, name: text('Name of the Terraform state, e.g. production') };
const stateNotFound = (args: { name: string; project_path: string }) =>
  `"${args.name}" in project ${args.project_path}`;
const shared = { resource: null, aliases: [] as string[] } as const;
const toState = { action: 'admin.terraform_state_get', text: 'see the state and its lock' };
const toList = { action: 'admin.terraform_state_list', text: "see the project's Terraform states" };

/**
 * The lock request Terraform sends (its LockInfo): GitLab requires every field, stores the ID and answers the lock
 * back with the token's user as `Who`. Ours names gitlab-mcp in `Info`, so whoever meets the lock knows its origin.
 */
function lockInfo(args: { project_id: string; name: string }): Record<string, unknown> {
  return {
    ...args,
    ID: randomUUID(),
    Operation: 'OperationTypeInvalid',
    Info: 'Locked through gitlab-mcp',
    Who: 'gitlab-mcp',
    Version: '',
    Created: new Date().toISOString(),
    Path: '',
  };
}

export const terraformActions = [
  defineAction({
    id: 'admin.terraform_state_list',
    description: "List a project's Terraform states: who holds a lock, and each state's latest version.",
    input: z.object(projectPath).strict(),
    gitlab: graphqlCall(
      PROJECT_TERRAFORM_STATES,
      (args: { project_path: string }) => ({ fullPath: args.project_path }),
      (data) => data.project?.terraformStates,
    ),
    answer: { list: 'terraform_state' },
    content: 'list',
    nextSteps: [toState, { action: 'admin.terraform_state_lock', text: 'lock a state' }],
    ...shared,
    aliases: ['terraform states', 'tfstate', 'infrastructure state'],
  }),
  defineAction({
    id: 'admin.terraform_state_get',
    description: 'Get one Terraform state of a project by name: its lock, latest version and who wrote it.',
    input: z.object({ ...projectPath, name: oneState.name }).strict(),
    gitlab: graphqlCall(
      PROJECT_TERRAFORM_STATE,
      (args: { project_path: string; name: string }) => ({ fullPath: args.project_path, name: args.name }),
      (data) => data.project?.terraformState,
    ),
    answer: { object: 'terraform_state', notFound: stateNotFound },
    content: 'detail',
    nextSteps: [
      { action: 'admin.terraform_state_unlock', text: 'release its lock' },
      { action: 'admin.terraform_version_delete', text: 'delete one of its versions' },
    ],
    ...shared,
  }),
  defineAction({
    id: 'admin.terraform_state_lock',
    description: 'Lock a Terraform state so no pipeline or user can write it until it is unlocked.',
    input: z.object(oneState).strict(),
    gitlab: { send: lockInfo },
    answer: { object: 'terraform_lock' },
    content: 'mutate',
    // A second lock is refused while the first holds (409).
    classification: CREATES,
    nextSteps: [toState, { action: 'admin.terraform_state_unlock', text: 'release the lock' }],
    ...shared,
  }),
  defineAction({
    id: 'admin.terraform_state_unlock',
    description: 'Release the lock of a Terraform state, whoever holds it (a force-unlock).',
    input: z.object(oneState).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toState],
    ...shared,
    aliases: ['force unlock terraform'],
  }),
  defineAction({
    id: 'admin.terraform_state_delete',
    description:
      'Delete a Terraform state with all its versions; the infrastructure itself is left as it is.',
    input: z.object(oneState).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toList],
    ...shared,
  }),
  defineAction({
    id: 'admin.terraform_version_delete',
    description: 'Delete one version (serial) of a Terraform state; the other versions stay.',
    input: z
      .object({ ...oneState, serial: integer('Serial number of the version, from the state') })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toState],
    ...shared,
  }),
];
