import {
  cursorPageInfo,
  PROJECT_SCAN_PROFILE_STATUSES,
  SCAN_PROFILE_ATTACH,
  SCAN_PROFILE_DETACH,
  SECURITY_ATTRIBUTE_CREATE,
  SECURITY_ATTRIBUTE_DESTROY,
  SECURITY_ATTRIBUTE_PROJECT_UPDATE,
  SECURITY_ATTRIBUTE_UPDATE,
  SECURITY_ATTRIBUTES_BULK_UPDATE,
  SECURITY_CATEGORY_CREATE,
  SECURITY_CATEGORY_DESTROY,
  SECURITY_CATEGORY_UPDATE,
  toGid,
} from '@gitlab-mcp/graphql';
import type { GraphqlDocument, SecurityTaxonomyPayload } from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES, DELETES, UPDATES } from '../../classifications.js';
import { graphqlDeletion } from '../../graphql-deletion.js';
import { notFound, runMutation } from '../../graphql-mutation.js';
import { flag, integer, integerList, objectList, oneOf, text } from '../../params.js';

/*
 * The security inventory's taxonomy (Ultimate, GitLab 18.x; https://docs.gitlab.com/user/application_security/security_inventory/):
 * a top-level group's security categories and the attributes in them, the attributes of each project, and the
 * security scan profiles attached to projects and groups. GraphQL only; catalog.json's LOCAL entries name the
 * mutations GitLab's reference lists (securityAttributeCreate, bulkUpdateSecurityAttributes, …).
 */

const ATTRIBUTE = 'Security::Attribute';
const CATEGORY = 'Security::Category';

type Mutation = GraphqlDocument<
  Record<string, SecurityTaxonomyPayload | null | undefined>,
  { input: Record<string, unknown> }
>;

function mutate(context: ActionContext, document: Mutation, field: string, input: Record<string, unknown>) {
  return runMutation(context, document, { input }, (data) => data[field]);
}

/** Only the parameters given: a GraphQL input leaves the others as they are. */
function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const gids = (model: string, ids: readonly number[] | undefined) => (ids ?? []).map((id) => toGid(model, id));

const ATTRIBUTE_ID = 'Security attribute ID (the number of its global ID)';
const CATEGORY_ID = 'Security category ID (the number of its global ID)';
const attributeId = { attribute_id: integer(ATTRIBUTE_ID) };
const categoryId = { category_id: integer(CATEGORY_ID) };
const namespaceId = { namespace_id: integer('ID of the top-level group that holds the categories') };
const targets = {
  project_ids: integerList('IDs of the projects').optional(),
  group_ids: integerList('IDs of the groups (every project in them)').optional(),
};

/** A scan profile's global ID; a bare number or a built-in profile's scan type (`sast`) is completed to one. */
function scanProfileGid(id: string): string {
  return id.startsWith('gid://') ? id : toGid('Security::ScanProfile', id);
}

const ATTRIBUTE_STEP = {
  action: 'security_attribute.project_update',
  text: 'set them on a project',
} as const;
const STATUSES_STEP = {
  action: 'security_scan_profile.list_project_statuses',
  text: "read a project's scan profile statuses",
} as const;

/** One attach or detach of a scan profile (https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofileattach). */
function scanProfileChange(verb: 'attach' | 'detach', document: Mutation, field: string) {
  return defineAction({
    id: `security_scan_profile.${verb}`,
    description:
      verb === 'attach'
        ? 'Attach a security scan profile to projects and groups, so their pipelines run that scan.'
        : 'Detach a security scan profile from projects and groups.',
    input: z
      .object({
        security_scan_profile_id: text(
          'Scan profile: its global ID, its number, or a built-in profile’s scan type (sast, secret_detection…)',
        ),
        ...targets,
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        await mutate(context, document, field, {
          securityScanProfileId: scanProfileGid(args.security_scan_profile_id),
          projectIds: gids('Project', args.project_ids),
          groupIds: gids('Group', args.group_ids),
        });
        return null;
      },
    },
    answer: { done: verb === 'attach' ? 'Scan profile attached.' : 'Scan profile detached.' },
    content: 'mutate',
    classification: verb === 'attach' ? UPDATES : DELETES,
    resource: null,
    nextSteps: [STATUSES_STEP],
    tier: 'ultimate',
    aliases: [`${verb} scan profile`],
  });
}

/** Security categories, attributes and scan profiles of the security inventory. */
export const securityTaxonomyActions = [
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
  scanProfileChange('attach', SCAN_PROFILE_ATTACH, 'securityScanProfileAttach'),
  scanProfileChange('detach', SCAN_PROFILE_DETACH, 'securityScanProfileDetach'),
  defineAction({
    id: 'security_scan_profile.list_project_statuses',
    description: "List a project's security scan profiles and how their scans go (active, pending, failed…).",
    input: z.object({ project_full_path: text('Full path of the project, e.g. group/project') }).strict(),
    gitlab: {
      local: async (context, args) => {
        const data = await context.graphql(PROJECT_SCAN_PROFILE_STATUSES, {
          fullPath: args.project_full_path,
        });
        if (!data.project) throw notFound(`project ${args.project_full_path}`);
        // A plain list in GitLab (not a connection): one page, no cursor.
        return { items: data.project.scanProfileStatuses ?? [], pageInfo: cursorPageInfo(null, false) };
      },
    },
    answer: { list: 'scan_profile_status' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'security_scan_profile.attach', text: 'attach a profile' },
      { action: 'security_scan_profile.detach', text: 'detach a profile' },
    ],
    tier: 'ultimate',
    aliases: ['scan profile status'],
  }),
];
