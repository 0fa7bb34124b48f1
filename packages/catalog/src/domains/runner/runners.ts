import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, RestTemplate } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { flag, groupId, oneOf, projectId } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { runnerFilters, runnerId, runnerSettings } from './params.js';

/*
 * Runners (https://docs.gitlab.com/api/runners/): the instance's, a group's and a project's, one runner's details,
 * jobs and managers, and attaching project runners to other projects. GitLab no longer sends a runner's token in
 * these answers; the reshape drops one should an older instance send it, so only a reset or a registration shows it.
 */
const WITHOUT_SECRET = withoutFields(['token']);

const one = { runner_id: runnerId };
const notFound = (args: { runner_id?: unknown }) => `runner ${String(args.runner_id)}`;
const pausedFilter = { paused: flag('Only paused (true) or only active (false) runners').optional() };
const scope = (values: readonly [string, ...string[]]) =>
  oneOf(values, 'Deprecated filter: use type, status and paused').optional();

const listNextSteps = [
  { action: 'runner.get', text: 'see one runner' },
  { action: 'runner.jobs', text: 'see the jobs a runner ran' },
];

/** A runner list at some level: the same filters and answer everywhere. */
function runnerList(words: {
  id: string;
  description: string;
  aliases: string[];
  rest: RestTemplate;
  input: Record<string, z.ZodType>;
  admin?: boolean;
}): ActionSpec {
  const { rest, input, ...identity } = words;
  return defineAction({
    ...identity,
    input: z.object({ ...input, ...runnerFilters, ...unorderedPaging }).strict(),
    gitlab: { reshape: WITHOUT_SECRET },
    unsupported: { params: NO_ORDER, endpoint: `GitLab's runner list (${rest})` },
    answer: { list: 'runner' },
    content: 'list',
    resource: null,
    nextSteps: listNextSteps,
  });
}

export const runnerActions: ActionSpec[] = [
  runnerList({
    id: 'runner.list',
    description: 'List the project and group runners the current user can manage.',
    aliases: ['my runners', 'ci runners'],
    rest: 'GET /runners',
    input: { ...pausedFilter, scope: scope(['active', 'paused', 'online', 'offline']) },
  }),
  runnerList({
    id: 'runner.list_all',
    description: 'List every runner of the instance, shared ones included (administrators only).',
    aliases: ['all runners', 'shared runners', 'instance runners'],
    rest: 'GET /runners/all',
    input: { ...pausedFilter, scope: scope(['specific', 'shared', 'active', 'paused', 'online', 'offline']) },
    admin: true,
  }),
  runnerList({
    id: 'runner.list_project',
    description: 'List the runners available to a project: its own, its groups’ and the shared ones.',
    aliases: ['project runners'],
    rest: 'GET /projects/{project_id}/runners',
    input: {
      project_id: projectId,
      ...pausedFilter,
      scope: scope(['active', 'paused', 'online', 'offline']),
    },
  }),
  runnerList({
    id: 'runner.list_group',
    description: 'List the runners available to a group and its subgroups and projects.',
    aliases: ['group runners'],
    rest: 'GET /groups/{group_id}/runners',
    input: { group_id: groupId },
  }),
  defineAction({
    id: 'runner.get',
    description:
      "Show one runner's details: type, status (online or offline), tags, version, projects and groups.",
    input: z.object(one).strict(),
    gitlab: { reshape: WITHOUT_SECRET },
    answer: { object: 'runner', notFound },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'runner.update', text: 'change or pause it' },
      { action: 'runner.jobs', text: 'see its jobs' },
      { action: 'runner.list_managers', text: 'see the machines running it' },
    ],
    aliases: ['runner details'],
  }),
  defineAction({
    id: 'runner.update',
    description: "Change a runner's settings: description, tags, pause, protection, timeout.",
    input: z.object({ ...one, ...runnerSettings }).strict(),
    gitlab: { reshape: WITHOUT_SECRET },
    answer: { object: 'runner', notFound },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'runner.get', text: 'see the runner' }],
    aliases: ['pause runner', 'edit runner'],
  }),
  ...(['runner.remove', 'runner.delete_registered'] as const).map((id) =>
    defineAction({
      id,
      description:
        id === 'runner.remove'
          ? 'Delete a runner by its ID; its jobs keep their history.'
          : 'Delete a registered runner by its ID (the same request as runner.remove).',
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: 'runner.list', text: 'see the runners that remain' }],
      aliases: ['delete runner', 'unregister runner'],
    }),
  ),
  defineAction({
    id: 'runner.jobs',
    description: 'List the jobs a runner has run or is running, optionally by status.',
    input: z
      .object({
        ...one,
        status: oneOf(
          [
            'created',
            'waiting_for_resource',
            'preparing',
            'waiting_for_callback',
            'pending',
            'running',
            'success',
            'failed',
            'canceling',
            'canceled',
            'skipped',
            'manual',
            'scheduled',
          ],
          'Only jobs in this status',
        ).optional(),
        ...orderedPaging,
      })
      .strict(),
    answer: { list: 'job' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'job.get', text: 'see one job' }],
    aliases: ['runner jobs'],
  }),
  defineAction({
    id: 'runner.list_managers',
    description: 'List the managers of a runner: each machine that runs its configuration.',
    input: z.object(one).strict(),
    answer: { list: 'runner_manager' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'runner.get', text: 'see the runner' }],
    aliases: ['runner machines', 'runner managers'],
  }),
  defineAction({
    id: 'runner.enable_project',
    description: 'Let a project use an existing project runner of another project.',
    input: z.object({ project_id: projectId, ...one }).strict(),
    gitlab: { reshape: WITHOUT_SECRET },
    answer: { object: 'runner', notFound },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'runner.list_project', text: "see the project's runners" }],
    aliases: ['assign runner to project'],
  }),
  defineAction({
    id: 'runner.disable_project',
    description: 'Stop a project using a project runner it shares with other projects.',
    input: z.object({ project_id: projectId, ...one }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'runner.list_project', text: "see the project's runners" }],
    aliases: ['unassign runner from project'],
  }),
];
