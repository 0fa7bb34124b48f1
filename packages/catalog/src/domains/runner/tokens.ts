import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { anyObject, groupId, projectId } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { runnerId, runnerSettings, runnerToken } from './params.js';

/*
 * Runner tokens (https://docs.gitlab.com/api/runners/): registering a runner with a registration token, checking and
 * deleting a runner by its authentication token, and resetting both kinds. A new token is shown once, in the answer
 * that made it; verifying a token never echoes it back.
 */

/** Where a registration token lives: the instance, a group or a project (legacy registration). */
const REGISTRATION_OWNERS = [
  {
    id: 'runner.reset_instance_reg_token',
    input: {},
    whose: 'the instance (administrators only)',
    admin: true,
  },
  { id: 'runner.reset_group_reg_token', input: { group_id: groupId }, whose: 'a group', admin: false },
  {
    id: 'runner.reset_project_reg_token',
    input: { project_id: projectId },
    whose: 'a project',
    admin: false,
  },
] as const;

const resetRegistrationActions = REGISTRATION_OWNERS.map(({ id, input, whose, admin }) =>
  defineAction({
    id,
    description: `Reset the runner registration token of ${whose}; the old one stops working.`,
    input: z.object(input).strict(),
    answer: { object: 'new_runner_token' },
    content: 'mutate',
    // Every call makes a new secret and voids the previous one: repeating it is never harmless.
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'runner.register', text: 'register a runner with it' }],
    aliases: ['registration token', 'rotate registration token'],
    ...(admin ? { admin } : {}),
  }),
);

export const runnerTokenActions: ActionSpec[] = [
  defineAction({
    id: 'runner.register',
    description: 'Register a new runner with a registration token; answers its authentication token once.',
    input: z
      .object({
        token: runnerToken.describe('Registration token of the instance, group or project'),
        ...runnerSettings,
        info: anyObject('Runner metadata: name, version, revision, platform, architecture').optional(),
      })
      .strict(),
    answer: { object: 'user_runner_created' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'runner.get', text: 'see the new runner' },
      { action: 'runner.verify', text: 'check its token' },
    ],
    aliases: ['register runner', 'new runner'],
  }),
  defineAction({
    id: 'runner.verify',
    description: "Check that a runner's authentication token is valid and find the runner it belongs to.",
    input: z.object({ token: runnerToken.describe("The runner's authentication token") }).strict(),
    gitlab: { reshape: withoutFields(['token']) },
    answer: { object: 'runner_verification' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'runner.get', text: 'see the runner' }],
    aliases: ['check runner token'],
  }),
  defineAction({
    id: 'runner.delete_by_token',
    description: 'Delete the runner that an authentication token belongs to.',
    input: z.object({ token: runnerToken.describe("The runner's authentication token") }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'runner.list', text: 'see the runners that remain' }],
    aliases: ['unregister runner by token'],
  }),
  defineAction({
    id: 'runner.reset_token',
    description: "Reset a runner's authentication token; the runner must be given the new one.",
    input: z.object({ runner_id: runnerId }).strict(),
    answer: { object: 'new_runner_token', notFound: (args) => `runner ${String(args.runner_id)}` },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'runner.verify', text: 'check the new token' }],
    aliases: ['rotate runner token'],
  }),
  ...resetRegistrationActions,
];
