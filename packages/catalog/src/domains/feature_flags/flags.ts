import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, objectList, oneOf, projectId, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const flagName = text('Feature flag name, e.g. new_login_flow');
const oneFlag = { project_id: projectId, name: flagName };
const settings = {
  description: text('What the flag switches').optional(),
  active: flag('Whether the flag is on (default true)').optional(),
  strategies: objectList(
    'Rollout strategies: {name: default|gradualRolloutUserId|userWithId|gitlabUserList|flexibleRollout, parameters, scopes: [{environment_scope}], user_list_id}',
  ).optional(),
};
const inProject = (args: { name: string; project_id: string }) =>
  `"${args.name}" in project ${args.project_id}`;

/** Feature flags of a project (https://docs.gitlab.com/api/feature_flags/). */
export const featureFlagActions = [
  defineAction({
    id: 'feature_flags.feature_flag_list',
    description: 'List the feature flags of a project, all or only the enabled or disabled ones.',
    input: z
      .object({
        project_id: projectId,
        scope: oneOf(['enabled', 'disabled'], 'Only enabled or only disabled flags').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's feature flags (GET /projects/:id/feature_flags)" },
    answer: { list: 'feature_flag' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'feature_flags.feature_flag_get', text: 'see one flag and its rollout strategies' },
      { action: 'feature_flags.feature_flag_create', text: 'add a feature flag' },
    ],
    aliases: ['feature flags', 'toggles', 'feature toggles'],
  }),
  defineAction({
    id: 'feature_flags.feature_flag_get',
    description: 'Get one feature flag: whether it is on, and its rollout strategies per environment.',
    input: z.object(oneFlag).strict(),
    answer: { object: 'feature_flag', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/feature_flag/{name}',
    nextSteps: [
      { action: 'feature_flags.feature_flag_update', text: 'switch it or change its strategies' },
      { action: 'feature_flags.ff_user_list_list', text: 'see the user lists a strategy can target' },
    ],
    aliases: ['show feature flag'],
  }),
  defineAction({
    id: 'feature_flags.feature_flag_create',
    description: 'Create a feature flag, on or off, with rollout strategies per environment.',
    input: z
      .object({
        ...oneFlag,
        version: text('Flag version: new_version_flag (the only one GitLab still creates)').optional(),
        ...settings,
      })
      .strict(),
    answer: { object: 'feature_flag' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'feature_flags.feature_flag_list', text: "see all of the project's flags" }],
    aliases: ['new feature flag', 'add toggle'],
  }),
  defineAction({
    id: 'feature_flags.feature_flag_update',
    description: 'Change a feature flag: switch it on or off, rename it, or replace its strategies.',
    input: z.object({ ...oneFlag, new_name: text('New name of the flag').optional(), ...settings }).strict(),
    // GitLab names the flag in the path and its new name as `name` in the body, which one template cannot say.
    gitlab: {
      local: (context, { project_id, name, new_name, ...body }) =>
        context.rest(
          'PUT',
          fillTemplate('PUT /projects/{project_id}/feature_flags/{name}', { project_id, name }).path,
          { body: new_name === undefined ? body : { ...body, name: new_name } },
        ),
    },
    answer: { object: 'feature_flag', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'feature_flags.feature_flag_get', text: 'see the flag as it is now' }],
    aliases: ['toggle feature flag', 'enable feature flag', 'disable feature flag'],
    permission: 'update_feature_flag',
  }),
  defineAction({
    id: 'feature_flags.feature_flag_delete',
    description: 'Delete a feature flag; code that still asks for it gets the default (off).',
    input: z.object(oneFlag).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'feature_flags.feature_flag_list', text: 'see the flags that remain' }],
    aliases: ['remove feature flag'],
  }),
];
