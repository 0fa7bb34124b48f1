import { z } from 'zod';
import type { RestTemplate } from '../../action.js';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { integer, oneOf, text } from '../../params.js';

/**
 * Custom attributes of users, groups and projects (https://docs.gitlab.com/api/custom_attributes/): key-value
 * pairs only administrators see and set. One set of actions for the three owners, which only change the path.
 */
type Owner = 'user' | 'group' | 'project';
type Method = 'GET' | 'PUT' | 'DELETE';

const owner = {
  resource_type: oneOf(['user', 'group', 'project'], 'What the attribute belongs to'),
  resource_id: integer('ID of that user, group or project'),
};
const key = text('Attribute key');

/** The endpoint for the owner the call names; the user's path is the template catalog.json records. */
function endpoint(method: Method, item: boolean) {
  const path = (type: Owner) => `/${type}s/{resource_id}/custom_attributes${item ? '/{key}' : ''}` as const;
  return {
    rest: `${method} ${path('user')}` as RestTemplate,
    route: (args: { resource_type: Owner }) => `${method} ${path(args.resource_type)}` as RestTemplate,
    // The owner's kind is in the path, not a parameter GitLab takes.
    send: ({ resource_type: _type, ...rest }: { resource_type: Owner }) => rest,
  };
}

const notFound = (args: { key: string; resource_type: Owner; resource_id: number }) =>
  `custom attribute "${args.key}" of ${args.resource_type} ${args.resource_id}`;

export const customAttributeActions = [
  defineAction({
    id: 'admin.custom_attr_list',
    description: 'List the custom attributes (admin-only key-value pairs) of a user, group or project.',
    input: z.object(owner).strict(),
    gitlab: endpoint('GET', false),
    answer: { list: 'custom_attribute' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.custom_attr_get', text: 'read one attribute' },
      { action: 'admin.custom_attr_set', text: 'set an attribute' },
    ],
    aliases: ['metadata', 'tags of a user'],
    admin: true,
  }),
  defineAction({
    id: 'admin.custom_attr_get',
    description: 'Read one custom attribute of a user, group or project.',
    input: z.object({ ...owner, key }).strict(),
    gitlab: endpoint('GET', true),
    answer: { object: 'custom_attribute', notFound },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.custom_attr_set', text: 'change its value' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.custom_attr_set',
    description: 'Set a custom attribute of a user, group or project, creating it or replacing its value.',
    input: z.object({ ...owner, key, value: text('Attribute value') }).strict(),
    gitlab: endpoint('PUT', true),
    answer: { object: 'custom_attribute' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.custom_attr_list', text: 'see all its attributes' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.custom_attr_delete',
    description: 'Delete a custom attribute of a user, group or project.',
    input: z.object({ ...owner, key }).strict(),
    gitlab: endpoint('DELETE', true),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.custom_attr_list', text: 'see the attributes that remain' }],
    aliases: [],
    admin: true,
  }),
];
