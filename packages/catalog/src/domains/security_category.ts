import {
  SECURITY_CATEGORY_CREATE,
  SECURITY_CATEGORY_DESTROY,
  SECURITY_CATEGORY_UPDATE,
  toGid,
} from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import { graphqlDeletion } from '../graphql-deletion.js';
import { flag, text } from '../params.js';
import {
  CATEGORY,
  CATEGORY_ID,
  categoryId,
  given,
  mutate,
  namespaceId,
} from './security/security-taxonomy.js';

/** The security categories of a top-level group (security inventory). */
export const securityCategoryActions = [
  defineAction({
    id: 'security_category.create',
    description: 'Create a security category in a top-level group, to hold security attributes.',
    input: z
      .object({
        ...namespaceId,
        name: text('Name of the category'),
        description: text('What it classifies').optional(),
        multiple_selection: flag('Whether a project may carry several of its attributes').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await mutate(
            context,
            SECURITY_CATEGORY_CREATE,
            'securityCategoryCreate',
            given({
              namespaceId: toGid('Namespace', args.namespace_id),
              name: args.name,
              description: args.description,
              multipleSelection: args.multiple_selection,
            }),
          )
        ).securityCategory ?? null,
    },
    answer: { object: 'security_category' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'security_attribute.create', text: 'add attributes to it' }],
    tier: 'ultimate',
    aliases: ['new security category'],
  }),
  defineAction({
    id: 'security_category.update',
    description: 'Rename a security category or change its description.',
    input: z
      .object({
        ...categoryId,
        ...namespaceId,
        name: text('New name').optional(),
        description: text('New description').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await mutate(
            context,
            SECURITY_CATEGORY_UPDATE,
            'securityCategoryUpdate',
            given({
              id: toGid(CATEGORY, args.category_id),
              namespaceId: toGid('Namespace', args.namespace_id),
              name: args.name,
              description: args.description,
            }),
          )
        ).securityCategory ?? null,
    },
    answer: { object: 'security_category' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'security_attribute.create', text: 'add attributes to it' }],
    tier: 'ultimate',
    aliases: ['edit security category'],
  }),
  graphqlDeletion({
    id: 'security_category.delete',
    description: 'Delete a security category and every attribute in it.',
    param: { name: 'category_id', description: CATEGORY_ID },
    model: CATEGORY,
    document: SECURITY_CATEGORY_DESTROY,
    field: 'securityCategoryDestroy',
    inputKey: 'id',
    done: 'Security category deleted, with its attributes.',
    nextSteps: [{ action: 'security_category.create', text: 'create another category' }],
    tier: 'ultimate',
    aliases: ['remove security category'],
  }),
];
