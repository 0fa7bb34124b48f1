import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { integer, text } from '../../params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * Project topics (https://docs.gitlab.com/api/topics/): instance-wide tags projects are grouped by. Anyone can read
 * them; creating, changing and deleting them needs an administrator.
 */
const topicId = { topic_id: integer('Topic ID, from the topic list') };
const describe = {
  title: text('Title shown for the topic').optional(),
  description: text('Description of the topic').optional(),
};

export const topicActions = [
  defineAction({
    id: 'admin.topic_list',
    description:
      "List the instance's project topics, optionally searched by name, with their project counts.",
    input: z
      .object({ search: text('Return topics whose name contains this text').optional(), ...orderedPaging })
      .strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'topic' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.topic_get', text: 'see a topic' },
      { action: 'admin.topic_create', text: 'create a topic' },
    ],
    aliases: ['project topics', 'project tags'],
  }),
  defineAction({
    id: 'admin.topic_get',
    description: 'Show one project topic: name, title, description and how many projects carry it.',
    input: z.object(topicId).strict(),
    answer: { object: 'topic' },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'admin.topic_update', text: 'change the topic' },
      { action: 'admin.topic_delete', text: 'delete the topic' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.topic_create',
    description:
      'Create an instance-wide project topic (administrators only); its title is the slug unless given.',
    input: z.object({ name: text('Unique slug of the topic, e.g. web'), ...describe }).strict(),
    // GitLab requires a title as well as the slug (doc/api/topics.md, "Create a project topic"); the reference catalog
    // leaves it optional, so an unsaid title is sent as the slug (the description of create says so).
    gitlab: { send: (args) => ({ ...args, title: args.title ?? args.name }) },
    answer: { object: 'topic' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.topic_list', text: 'see every topic' }],
    aliases: ['add topic'],
    admin: true,
  }),
  defineAction({
    id: 'admin.topic_update',
    description: 'Rename a project topic or change its title or description (administrators only).',
    input: z.object({ ...topicId, name: text('New slug of the topic').optional(), ...describe }).strict(),
    answer: { object: 'topic' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.topic_get', text: 'see the topic' }],
    aliases: ['rename topic'],
    admin: true,
  }),
  defineAction({
    id: 'admin.topic_delete',
    description: 'Delete a project topic; the projects that carry it lose it (administrators only).',
    input: z.object(topicId).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.topic_list', text: 'see the topics that remain' }],
    aliases: [],
    admin: true,
  }),
];
