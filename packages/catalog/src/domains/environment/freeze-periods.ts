import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const freezePeriodId = integer('Freeze period ID, from environment.freeze_list');
const oneFreezePeriod = { project_id: projectId, freeze_period_id: freezePeriodId };
const window = {
  freeze_start: text('Start of the freeze, in cron syntax, e.g. "0 23 * * 5" (Friday 23:00)'),
  freeze_end: text('End of the freeze, in cron syntax, e.g. "0 7 * * 1" (Monday 07:00)'),
  cron_timezone: text('Time zone of both cron expressions, e.g. UTC or Europe/Berlin').optional(),
};
const inProject = (args: { freeze_period_id: number; project_id: string }) =>
  `ID ${args.freeze_period_id} in project ${args.project_id}`;

/** Deploy freezes of a project (https://docs.gitlab.com/api/freeze_periods/): CI sees $CI_DEPLOY_FREEZE inside one. */
export const freezePeriodActions = [
  defineAction({
    id: 'environment.freeze_list',
    description:
      'List the deploy freeze periods of a project: cron windows in which deployments should not run.',
    input: z
      .object({
        project_id: projectId,
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'freeze_period' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'environment.freeze_get', text: 'see one freeze period' },
      { action: 'environment.freeze_create', text: 'add a freeze period' },
    ],
    aliases: ['deploy freeze', 'code freeze', 'change freeze'],
  }),
  defineAction({
    id: 'environment.freeze_get',
    description: 'Get one deploy freeze period: its start and end cron expressions and time zone.',
    input: z.object(oneFreezePeriod).strict(),
    answer: { object: 'freeze_period', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'environment.freeze_update', text: 'change the window' },
      { action: 'environment.freeze_delete', text: 'remove the freeze' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'environment.freeze_create',
    description: 'Add a deploy freeze period to a project, from a start to an end cron expression.',
    input: z.object({ project_id: projectId, ...window }).strict(),
    answer: { object: 'freeze_period' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'environment.freeze_list', text: "see all of the project's freeze periods" }],
    aliases: ['new deploy freeze', 'freeze deployments'],
  }),
  defineAction({
    id: 'environment.freeze_update',
    description: 'Change the start, end or time zone of a deploy freeze period.',
    input: z
      .object({
        ...oneFreezePeriod,
        freeze_start: window.freeze_start.optional(),
        freeze_end: window.freeze_end.optional(),
        cron_timezone: window.cron_timezone,
      })
      .strict(),
    answer: { object: 'freeze_period', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'environment.freeze_get', text: 'see the freeze period as it is now' }],
    aliases: [],
  }),
  defineAction({
    id: 'environment.freeze_delete',
    description: 'Remove a deploy freeze period, so deployments may run in that window again.',
    input: z.object(oneFreezePeriod).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'environment.freeze_list', text: 'see the freeze periods that remain' }],
    aliases: ['lift deploy freeze'],
  }),
];
