import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { anyObject, integer, objectList, oneOf } from '../../params.js';
import { orderedBy } from '../../unsupported-params.js';

/**
 * Group and project migrations by direct transfer (https://docs.gitlab.com/api/bulk_imports/): copies of groups
 * and projects from another GitLab instance, each migration made of entities. The source's access token goes in
 * the start request only; GitLab never answers it.
 */
const importId = integer('Migration ID, from the list');
const entity = {
  bulk_import_id: integer('Migration ID, from the list'),
  entity_id: integer('Entity ID, from the migration’s entities'),
};
const status = oneOf(
  ['created', 'started', 'finished', 'timeout', 'failed', 'canceled'],
  'Only migrations in this status',
);

export const bulkImportActions = [
  defineAction({
    id: 'admin.bulk_import_list',
    description: 'List your group and project migrations from other GitLab instances, with their status.',
    input: z.object({ ...orderedPaging, status: status.optional() }).strict(),
    unsupported: { params: orderedBy('creation') },
    answer: { list: 'bulk_import' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.bulk_import_get', text: 'see one migration' },
      { action: 'admin.bulk_import_entity_list', text: 'see what they migrate' },
    ],
    aliases: ['direct transfer', 'group migration', 'import history'],
  }),
  defineAction({
    id: 'admin.bulk_import_get',
    description: 'Show one group or project migration: its source, status and whether anything failed.',
    input: z.object({ id: importId }).strict(),
    answer: { object: 'bulk_import', notFound: (args) => `migration ${args.id}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'admin.bulk_import_entity_list', text: 'see its entities' },
      { action: 'admin.bulk_import_cancel', text: 'cancel it' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.bulk_import_start',
    description:
      'Start migrating groups or projects from another GitLab instance into this one (direct transfer).',
    input: z
      .object({
        configuration: anyObject(
          'The source: {"url": "https://source.example.com", "access_token": "<token with api scope>"}',
        ),
        entities: objectList(
          'What to copy, each {"source_type": "group_entity" or "project_entity", "source_full_path", "destination_slug", "destination_namespace", "migrate_projects"?, "migrate_memberships"?}',
        ),
      })
      .strict(),
    gitlab: { rest: 'POST /bulk_imports' },
    answer: { object: 'bulk_import' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.bulk_import_entity_list', text: 'follow its entities' }],
    aliases: ['migrate group', 'import group from another instance'],
  }),
  defineAction({
    id: 'admin.bulk_import_cancel',
    description: 'Cancel a group or project migration that has not finished (administrators).',
    input: z.object({ id: importId }).strict(),
    answer: { object: 'bulk_import' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.bulk_import_get', text: 'see the migration' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.bulk_import_entity_list',
    description:
      'List the groups and projects your migrations copy, of all of them or of one, with their status.',
    input: z
      .object({
        bulk_import_id: integer('Only the entities of this migration').optional(),
        ...orderedPaging,
        status: status.optional(),
      })
      .strict(),
    gitlab: {
      route: (args) =>
        args.bulk_import_id === undefined
          ? 'GET /bulk_imports/entities'
          : 'GET /bulk_imports/{bulk_import_id}/entities',
    },
    unsupported: { params: orderedBy('creation') },
    answer: { list: 'bulk_import_entity' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.bulk_import_entity_get', text: 'see one entity' },
      { action: 'admin.bulk_import_entity_failures', text: "see an entity's failures" },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.bulk_import_entity_get',
    description: 'Show one migrated group or project: source, destination, status and failures.',
    input: z.object(entity).strict(),
    answer: {
      object: 'bulk_import_entity',
      notFound: (args) => `entity ${args.entity_id} of migration ${args.bulk_import_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.bulk_import_entity_failures', text: 'see what failed' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.bulk_import_entity_failures',
    description:
      'List what failed to migrate for one migrated group or project, with the error of each relation.',
    input: z.object(entity).strict(),
    answer: { list: 'bulk_import_failure' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'admin.bulk_import_entity_get', text: 'see the entity' }],
    aliases: ['migration errors'],
  }),
];
