import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, DELETES, READS, UPDATES } from '../../classifications.js';
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
    tool: 'gitlab_list_topics',
    description:
      "List the instance's project topics, optionally searched by name, with their project counts.",
    input: z
      .object({ search: text('Return topics whose name contains this text').optional(), ...orderedPaging })
      .strict(),
    gitlab: { rest: 'GET /topics' },
    unsupported: { params: NO_ORDER, endpoint: 'GET /topics' },
    answer: { list: 'topic' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'admin.topic_get', text: 'see a topic' },
      { action: 'admin.topic_create', text: 'create a topic' },
    ],
    tier: 'free',
    aliases: ['project topics', 'project tags'],
  }),
  defineAction({
    id: 'admin.topic_get',
    tool: 'gitlab_get_topic',
    description: 'Show one project topic: name, title, description and how many projects carry it.',
    input: z.object(topicId).strict(),
    gitlab: { rest: 'GET /topics/{topic_id}' },
    answer: { object: 'topic' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'admin.topic_update', text: 'change the topic' },
      { action: 'admin.topic_delete', text: 'delete the topic' },
    ],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'admin.topic_create',
    tool: 'gitlab_create_topic',
    description:
      'Create an instance-wide project topic (administrators only); its title is the slug unless given.',
    input: z.object({ name: text('Unique slug of the topic, e.g. web'), ...describe }).strict(),
    // GitLab requires a title as well as the slug (doc/api/topics.md, "Create a project topic"); the reference catalog
    // leaves it optional, so an unsaid title is sent as the slug (the description of create says so).
    gitlab: { rest: 'POST /topics', send: (args) => ({ ...args, title: args.title ?? args.name }) },
    answer: { object: 'topic' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.topic_list', text: 'see every topic' }],
    tier: 'free',
    aliases: ['add topic'],
    admin: true,
  }),
  defineAction({
    id: 'admin.topic_update',
    tool: 'gitlab_update_topic',
    description: 'Rename a project topic or change its title or description (administrators only).',
    input: z.object({ ...topicId, name: text('New slug of the topic').optional(), ...describe }).strict(),
    gitlab: { rest: 'PUT /topics/{topic_id}' },
    answer: { object: 'topic' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.topic_get', text: 'see the topic' }],
    tier: 'free',
    aliases: ['rename topic'],
    admin: true,
  }),
  defineAction({
    id: 'admin.topic_delete',
    tool: 'gitlab_delete_topic',
    description: 'Delete a project topic; the projects that carry it lose it (administrators only).',
    input: z.object(topicId).strict(),
    gitlab: { rest: 'DELETE /topics/{topic_id}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'admin.topic_list', text: 'see the topics that remain' }],
    tier: 'free',
    aliases: [],
    admin: true,
  }),
];
