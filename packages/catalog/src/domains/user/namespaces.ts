import { z } from 'zod';
import { defineAction } from '../../action.js';
import { READS } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const namespaceId = text('Namespace ID or full path, e.g. 10, group or alice');

/** Namespaces: the groups and user namespaces projects live in (https://docs.gitlab.com/api/namespaces/). */
export const userNamespaceActions = [
  defineAction({
    id: 'user.namespace_list',
    tool: 'gitlab_namespace_list',
    description: 'List the namespaces (groups and users) you can create projects in, filtered by name.',
    input: z
      .object({
        ...common('search'),
        owned_only: flag('Only namespaces you own').optional(),
        top_level_only: flag('Only top-level namespaces').optional(),
        ...unorderedPaging,
      })
      .strict(),
    gitlab: {
      rest: 'GET /namespaces',
    },
    unsupported: { params: NO_ORDER, endpoint: "GitLab's namespaces (GET /namespaces)" },
    answer: { list: 'namespace' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'user.namespace_get', text: 'see one namespace' }],
    tier: 'free',
    aliases: ['namespaces', 'where can I create a project'],
  }),
  defineAction({
    id: 'user.namespace_search',
    tool: 'gitlab_namespace_search',
    description: 'Search namespaces (groups and users) by name or path.',
    input: z.object({ query: text('Text the namespace name or path contains') }).strict(),
    gitlab: { rest: 'GET /namespaces', send: ({ query }) => ({ search: query }) },
    answer: { list: 'namespace' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'user.namespace_get', text: 'see one namespace' }],
    tier: 'free',
    aliases: ['find namespace'],
  }),
  defineAction({
    id: 'user.namespace_get',
    tool: 'gitlab_namespace_get',
    description: 'Get one namespace by ID or path: whether it is a group or a user, its parent and plan.',
    input: z.object({ id: namespaceId }).strict(),
    gitlab: { rest: 'GET /namespaces/{id}' },
    answer: { object: 'namespace', notFound: (args) => `namespace ${args.id}` },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'project.list', text: 'list projects' }],
    tier: 'free',
    aliases: ['show namespace'],
  }),
  defineAction({
    id: 'user.namespace_exists',
    tool: 'gitlab_namespace_exists',
    description: 'Check whether a namespace path is taken, with free alternatives when it is.',
    input: z
      .object({
        id: text('Namespace path to check, e.g. my-group'),
        parent_id: integer('Parent group ID, to check a subgroup path').optional(),
      })
      .strict(),
    gitlab: { rest: 'GET /namespaces/{id}/exists' },
    answer: { object: 'namespace_existence' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'group.create', text: 'create a group with a free path' }],
    tier: 'free',
    aliases: ['is path taken', 'path available'],
  }),
];
