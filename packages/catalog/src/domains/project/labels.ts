import { z } from 'zod';
import { defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { text } from '../../params.js';
import { PROJECT_OWNER } from '../owner.js';
import { labelActions, labelId } from '../labels/labels.js';

/** Project labels (https://docs.gitlab.com/api/labels/), plus promoting one to its group. */
export const projectLabelActions = [
  ...labelActions(PROJECT_OWNER, true, {
    list: {
      id: 'project.label_list',
      description:
        'List the labels of a project, its groups’ labels included, optionally with issue and MR counts.',
      aliases: ['labels', 'project labels', 'tags for issues'],
    },
    get: {
      id: 'project.label_get',
      description: 'Get one project label by ID or name: color, description, priority and counts.',
      aliases: ['show label'],
    },
    create: {
      id: 'project.label_create',
      description: 'Create a label in a project with a name and a color.',
      aliases: ['new label', 'add label'],
    },
    update: {
      id: 'project.label_update',
      description: 'Rename a project label or change its color, description, priority or archived state.',
      aliases: ['rename label', 'recolor label', 'edit label'],
      params: { name: text('Current label name (deprecated: use label_id)').optional() },
    },
    delete: {
      id: 'project.label_delete',
      description: 'Delete a project label; it is removed from every issue and merge request.',
      aliases: ['remove label'],
      params: { name: text('Label name (deprecated: use label_id)').optional() },
    },
    subscribe: {
      id: 'project.label_subscribe',
      description: 'Subscribe to a project label: be notified of issues and merge requests that get it.',
      aliases: ['follow label', 'watch label'],
    },
    unsubscribe: {
      id: 'project.label_unsubscribe',
      description: 'Unsubscribe from a project label and stop its notifications.',
      aliases: ['unfollow label'],
    },
  }),
  defineAction({
    id: 'project.label_promote',
    description:
      'Promote a project label to a group label, so every project of the group can use it (merging same-named ones).',
    input: z.object({ ...PROJECT_OWNER.one, label_id: labelId }).strict(),
    answer: { object: 'label', notFound: (args) => `"${args.label_id}" in ${PROJECT_OWNER.named(args)}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.group_label_list', text: "see the group's labels" }],
    aliases: ['make group label', 'move label to group'],
  }),
];
