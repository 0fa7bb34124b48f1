import {
  cursorPageInfo,
  SECURITY_ATTRIBUTE_CREATE,
  SECURITY_ATTRIBUTE_DESTROY,
  SECURITY_ATTRIBUTE_PROJECT_UPDATE,
  SECURITY_ATTRIBUTE_UPDATE,
  SECURITY_ATTRIBUTES_BULK_UPDATE,
  toGid,
} from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import { graphqlDeletion } from '../graphql-deletion.js';
import { integer, integerList, objectList, oneOf, text } from '../params.js';
import {
  CATEGORY,
  categoryId,
  gids,
  given,
  mutate,
  namespaceId,
  targets,
} from './security/security-taxonomy.js';

const ATTRIBUTE = 'Security::Attribute';
const ATTRIBUTE_ID = 'Security attribute ID (the number of its global ID)';
const attributeId = { attribute_id: integer(ATTRIBUTE_ID) };

const ATTRIBUTE_STEP = {
  action: 'security_attribute.project_update',
  text: 'set them on a project',
} as const;
/** The security attributes of a group's categories, and of each project (security inventory). */
export const securityAttributeActions = [
  defineAction({
    id: 'security_attribute.create',
    description: 'Create security attributes (name, description, color) in a security category of a group.',
    input: z
      .object({
        ...namespaceId,
        ...categoryId,
        attributes: objectList('The attributes: each { name, description, color } with color as #RRGGBB'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const payload = await mutate(context, SECURITY_ATTRIBUTE_CREATE, 'securityAttributeCreate', {
          namespaceId: toGid('Namespace', args.namespace_id),
          categoryId: toGid(CATEGORY, args.category_id),
          attributes: args.attributes,
        });
        // GitLab answers a plain list of what it created: one page, no cursor.
        return { items: payload.securityAttributes ?? [], pageInfo: cursorPageInfo(null, false) };
      },
    },
    answer: { list: 'security_attribute' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [ATTRIBUTE_STEP],
    tier: 'ultimate',
    aliases: ['new security attribute'],
  }),
  defineAction({
    id: 'security_attribute.update',
    description: 'Rename a security attribute or change its description or color.',
    input: z
      .object({
        ...attributeId,
        name: text('New name').optional(),
        description: text('New description').optional(),
        color: text('New color, #RRGGBB').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await mutate(
            context,
            SECURITY_ATTRIBUTE_UPDATE,
            'securityAttributeUpdate',
            given({
              id: toGid(ATTRIBUTE, args.attribute_id),
              name: args.name,
              description: args.description,
              color: args.color,
            }),
          )
        ).securityAttribute ?? null,
    },
    answer: { object: 'security_attribute' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [ATTRIBUTE_STEP],
    tier: 'ultimate',
    aliases: ['edit security attribute'],
  }),
  graphqlDeletion({
    id: 'security_attribute.delete',
    description: 'Delete a security attribute; projects that carried it lose it.',
    param: { name: 'attribute_id', description: ATTRIBUTE_ID },
    model: ATTRIBUTE,
    document: SECURITY_ATTRIBUTE_DESTROY,
    field: 'securityAttributeDestroy',
    inputKey: 'id',
    done: 'Security attribute deleted.',
    nextSteps: [{ action: 'security_attribute.create', text: 'create another attribute' }],
    tier: 'ultimate',
    aliases: ['remove security attribute'],
  }),
  defineAction({
    id: 'security_attribute.project_update',
    description: 'Add security attributes to a project and remove others, in one call.',
    input: z
      .object({
        project_id: integer('ID of the project'),
        add_attribute_ids: integerList('Attribute IDs to add').optional(),
        remove_attribute_ids: integerList('Attribute IDs to remove').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const payload = await mutate(
          context,
          SECURITY_ATTRIBUTE_PROJECT_UPDATE,
          'securityAttributeProjectUpdate',
          {
            projectId: toGid('Project', args.project_id),
            addAttributeIds: gids(ATTRIBUTE, args.add_attribute_ids),
            removeAttributeIds: gids(ATTRIBUTE, args.remove_attribute_ids),
          },
        );
        return {
          project: payload.project,
          addedCount: payload.addedCount,
          removedCount: payload.removedCount,
        };
      },
    },
    answer: { object: 'project_security_attributes' },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'security_attribute.bulk_update', text: 'apply attributes to many projects' }],
    tier: 'ultimate',
    aliases: ['project security attributes'],
  }),
  defineAction({
    id: 'security_attribute.bulk_update',
    description: 'Add, remove or replace security attributes on many projects and groups at once.',
    input: z
      .object({
        attribute_ids: integerList('Attribute IDs to apply (at most 20)'),
        mode: oneOf(
          ['ADD', 'REMOVE', 'REPLACE'],
          'ADD keeps the others, REPLACE drops them, REMOVE takes these off',
        ),
        ...targets,
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        await mutate(context, SECURITY_ATTRIBUTES_BULK_UPDATE, 'bulkUpdateSecurityAttributes', {
          items: [...gids('Group', args.group_ids), ...gids('Project', args.project_ids)],
          attributes: gids(ATTRIBUTE, args.attribute_ids),
          mode: args.mode,
        });
        return null;
      },
    },
    // GitLab starts the update and applies it in the background (its payload carries only errors).
    answer: { done: 'Bulk update of security attributes started; GitLab applies it in the background.' },
    content: 'mutate',
    resource: null,
    nextSteps: [ATTRIBUTE_STEP],
    tier: 'ultimate',
    aliases: ['bulk security attributes'],
  }),
];
