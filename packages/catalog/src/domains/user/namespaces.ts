import { z } from 'zod';
import { defineAction } from '../../action.js';
import { common } from '../../common-params.js';
import { flag, integer, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const namespaceId = text('Namespace ID or full path, e.g. 10, group or alice');

/** Namespaces: the groups and user namespaces projects live in (https://docs.gitlab.com/api/namespaces/). */
export const userNamespaceActions = [
  defineAction({
    id: 'user.namespace_list',
    description: 'List the namespaces (groups and users) you can create projects in, filtered by name.',
    input: z
      .object({
        ...common('search'),
        owned_only: flag('Only namespaces you own').optional(),
        top_level_only: flag('Only top-level namespaces').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's namespaces (GET /namespaces)" },
    answer: { list: 'namespace' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'user.namespace_get', text: 'see one namespace' }],
    aliases: ['namespaces', 'where can I create a project'],
  }),
  defineAction({
    id: 'user.namespace_search',
    description: 'Search namespaces (groups and users) by name or path.',
    input: z.object({ query: text('Text the namespace name or path contains') }).strict(),
    gitlab: { send: ({ query }) => ({ search: query }) },
    answer: { list: 'namespace' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'user.namespace_get', text: 'see one namespace' }],
    aliases: ['find namespace'],
  }),
  defineAction({
    id: 'user.namespace_get',
    description: 'Get one namespace by ID or path: whether it is a group or a user, its parent and plan.',
    input: z.object({ id: namespaceId }).strict(),
    answer: { object: 'namespace', notFound: (args) => `namespace ${args.id}` },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.list', text: 'list projects' }],
    aliases: ['show namespace'],
  }),
  defineAction({
    id: 'user.namespace_exists',
    description: 'Check whether a namespace path is taken, with free alternatives when it is.',
    input: z
      .object({
        id: text('Namespace path to check, e.g. my-group'),
        parent_id: integer('Parent group ID, to check a subgroup path').optional(),
      })
      .strict(),
    answer: { object: 'namespace_existence' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'group.create', text: 'create a group with a free path' }],
    aliases: ['is path taken', 'path available'],
  }),
];
