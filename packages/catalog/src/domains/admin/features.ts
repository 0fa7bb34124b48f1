import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { flag, oneOf, text } from '../../params.js';

/**
 * The instance's feature flags (https://docs.gitlab.com/api/features/): GitLab's own Flipper gates, on or off for
 * everyone, some actors or a percentage, and the definitions of every flag the code knows. Administrators only.
 */

/** GitLab takes `true`/`false` to switch a gate, or an integer percentage with `key`. */
const gateValue = z
  .union([z.boolean(), z.number(), z.string()])
  .describe('true or false to switch the flag, or a percentage 0–100 with key');

export const featureActions = [
  defineAction({
    id: 'admin.feature_list',
    description: 'List the instance feature flags that are set, with their state and gates.',
    input: z.object({}).strict(),
    answer: { list: 'feature' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.feature_set', text: 'set a flag' },
      { action: 'admin.feature_list_definitions', text: 'see every flag GitLab knows' },
    ],
    aliases: ['flipper', 'instance feature flags'],
    admin: true,
  }),
  defineAction({
    id: 'admin.feature_list_definitions',
    description:
      'List the definitions of every feature flag GitLab knows: type, default, milestone and owner group.',
    input: z.object({}).strict(),
    answer: { list: 'feature_definition' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'admin.feature_set', text: 'set one of them' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.feature_set',
    description: 'Turn an instance feature flag on or off, for everyone, some actors or a percentage.',
    input: z
      .object({
        name: text('Feature flag name, e.g. ci_job_token_scope'),
        value: gateValue,
        key: oneOf(
          ['percentage_of_actors', 'percentage_of_time'],
          'What a percentage value counts',
        ).optional(),
        feature_group: text('Only for this Flipper group of actors').optional(),
        user: text('Only for these usernames, comma-separated').optional(),
        group: text('Only for these group paths, comma-separated').optional(),
        namespace: text('Only for these namespace paths, comma-separated').optional(),
        project: text('Only for these project paths, comma-separated').optional(),
        repository: text('Only for these repository paths, comma-separated').optional(),
        force: flag('Skip the check that the flag is defined (for flags of other instances)').optional(),
      })
      .strict(),
    answer: { object: 'feature' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.feature_list', text: 'see the flags that are set' }],
    aliases: ['enable feature flag', 'flipper'],
    admin: true,
  }),
  defineAction({
    id: 'admin.feature_delete',
    description: 'Remove an instance feature flag setting, so the flag falls back to its default.',
    input: z.object({ name: text('Feature flag name') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.feature_list', text: 'see the flags that remain set' }],
    aliases: [],
    admin: true,
  }),
];
