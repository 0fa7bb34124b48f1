import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { integer, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const oneList = {
  project_id: projectId,
  user_list_iid: integer('User list IID (project-scoped), from feature_flags.ff_user_list_list'),
};
const listName = text('Name of the user list, e.g. beta-testers');
const userXids = text('User IDs of your application (not GitLab users), comma-separated: "user1,user2"');
const inProject = (args: { user_list_iid: number; project_id: string }) =>
  `IID ${args.user_list_iid} in project ${args.project_id}`;

/** User lists that feature flag strategies target (https://docs.gitlab.com/api/feature_flag_user_lists/). */
export const featureFlagUserListActions = [
  defineAction({
    id: 'feature_flags.ff_user_list_list',
    description: 'List the feature flag user lists of a project, optionally searched by name.',
    input: z
      .object({
        project_id: projectId,
        ...common('search'),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's feature flag user lists (GET /projects/:id/feature_flags_user_lists)",
    },
    answer: { list: 'feature_flag_user_list' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'feature_flags.ff_user_list_get', text: 'see one user list' },
      { action: 'feature_flags.ff_user_list_create', text: 'add a user list' },
    ],
    aliases: ['feature flag user lists', 'beta testers list'],
  }),
  defineAction({
    id: 'feature_flags.ff_user_list_get',
    description: 'Get one feature flag user list and the user IDs it holds.',
    input: z.object(oneList).strict(),
    answer: { object: 'feature_flag_user_list', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'feature_flags.ff_user_list_update', text: 'change its name or users' }],
    aliases: [],
  }),
  defineAction({
    id: 'feature_flags.ff_user_list_create',
    description: 'Create a feature flag user list: a named set of user IDs a flag strategy can target.',
    input: z.object({ project_id: projectId, name: listName, user_xids: userXids }).strict(),
    answer: { object: 'feature_flag_user_list' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      {
        action: 'feature_flags.feature_flag_update',
        text: 'target it from a flag (gitlabUserList strategy)',
      },
    ],
    aliases: ['new user list'],
  }),
  defineAction({
    id: 'feature_flags.ff_user_list_update',
    description: 'Rename a feature flag user list or replace the user IDs it holds.',
    input: z.object({ ...oneList, name: listName.optional(), user_xids: userXids.optional() }).strict(),
    answer: { object: 'feature_flag_user_list', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'feature_flags.ff_user_list_get', text: 'see the list as it is now' }],
    aliases: [],
  }),
  defineAction({
    id: 'feature_flags.ff_user_list_delete',
    description: 'Delete a feature flag user list. GitLab refuses a list a flag strategy still uses.',
    input: z.object(oneList).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'feature_flags.ff_user_list_list', text: 'see the user lists that remain' }],
    aliases: ['remove user list'],
  }),
];
