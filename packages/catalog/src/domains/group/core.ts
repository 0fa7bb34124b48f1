import { z } from 'zod';
import { defineAction } from '../../action.js';
import { createdItem } from '../../verify-write.js';
import type { ActionContext } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, groupId, integer, projectId, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import {
  GROUP_UNDECLARED_SETTINGS,
  GROUP_UPDATE_ONLY_SETTINGS,
  groupListFilters,
  groupSettings,
  groupUpdateSettings,
  inGroup,
} from './params.js';

const answersGroup = { object: 'group', notFound: inGroup } as const;

/** A group's URL path from its name, as GitLab's UI proposes it: GitLab's API needs `path`, the call shape does not. */
export function pathFromName(name: string): string {
  const path = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-_.]+|[-_.]+$/g, '');
  return path === '' ? 'group' : path;
}

/**
 * `POST /groups/:id/transfer` names the new parent `group_id` in its body, the same name as the group moved in
 * the path (https://docs.gitlab.com/api/groups/#transfer-a-group), so the template cannot fill both.
 */
async function transferGroup(context: ActionContext, args: { group_id: string; parent_id?: number }) {
  const { path } = fillTemplate('POST /groups/{group_id}/transfer', args);
  return context.rest('POST', path, {
    body: args.parent_id === undefined ? {} : { group_id: args.parent_id },
  });
}

/** The group's own lifecycle: list, search, read, create, change, move, archive, delete, restore. */
export const groupCoreActions = [
  defineAction({
    id: 'group.list',
    description:
      'List the groups you can see (all of them for an admin), with filters by name, ownership and access.',
    input: z.object(groupListFilters).strict(),
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.get', text: 'see one group in full' },
      { action: 'group.subgroups', text: 'list the subgroups of a group' },
    ],
    aliases: ['groups', 'namespaces', 'teams'],
  }),
  defineAction({
    id: 'group.search',
    description: 'Find groups whose name or path contains a text.',
    input: z.object({ query: text('Text the group name or path contains') }).strict(),
    gitlab: { send: (args) => ({ search: args.query }) },
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see one of the groups in full' }],
    aliases: ['find group'],
  }),
  defineAction({
    id: 'group.get',
    description: 'Get one group: settings, parent, visibility, sharing, and optionally its projects.',
    input: z
      .object({
        group_id: groupId,
        with_custom_attributes: flag('Include custom attributes (admins only)').optional(),
        with_projects: flag('Include the projects of the group (default true; false is faster)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's group (GET /groups/:id)" },
    answer: answersGroup,
    content: 'detail',
    resource: 'gitlab://group/{group_id}',
    nextSteps: [
      { action: 'group.projects', text: 'list its projects' },
      { action: 'group.subgroups', text: 'list its subgroups' },
      { action: 'group.members', text: 'list its members' },
      { action: 'group.update', text: 'change its settings' },
    ],
    aliases: ['show group', 'group details'],
  }),
  defineAction({
    id: 'group.create',
    description: 'Create a group, or a subgroup with parent_id; the path defaults to one made from the name.',
    input: z
      .object({
        name: text('Group name'),
        path: text('URL path of the group (default: from the name)').optional(),
        parent_id: integer('Parent group ID: creates a subgroup').optional(),
        organization_id: integer('Organization to create the group in').optional(),
        ...groupSettings,
      })
      .strict(),
    gitlab: {
      send: (args) => ({ ...args, path: args.path ?? pathFromName(args.name) }),
    },
    unsupported: { params: GROUP_UPDATE_ONLY_SETTINGS, endpoint: "GitLab's group creation (POST /groups)" },
    verifyWrite: {
      lookup: 'GET /groups',
      query: (args) => ({ search: args.name }),
      pick: createdItem('name'),
    },
    answer: { object: 'group' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'group.group_member_add', text: 'add members' },
      { action: 'project.create', text: 'create a project in it' },
    ],
    aliases: ['new group', 'add subgroup'],
  }),
  defineAction({
    id: 'group.update',
    description: 'Change a group: name, path, description, visibility, merge and security settings.',
    input: z.object({ group_id: groupId, ...groupSettings, ...groupUpdateSettings }).strict(),
    unsupported: { params: GROUP_UNDECLARED_SETTINGS, endpoint: "GitLab's group edit (PUT /groups/:id)" },
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see the group as it is now' }],
    aliases: ['edit group', 'rename group', 'group settings'],
  }),
  defineAction({
    id: 'group.delete',
    description:
      'Delete a group with its subgroups and projects: GitLab marks it for deletion first; permanently_remove with full_path deletes a marked group at once.',
    input: z
      .object({
        group_id: groupId,
        permanently_remove: flag('Delete a group already marked for deletion right away').optional(),
        full_path: text('The full path of the group, to confirm permanently_remove').optional(),
      })
      .strict(),
    answer: {
      done: 'Group deletion accepted: GitLab removes it in the background, or marks it for deletion until the retention period ends.',
    },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.restore', text: 'bring back a group marked for deletion' }],
    aliases: ['remove group'],
  }),
  defineAction({
    id: 'group.restore',
    description: 'Restore a group marked for deletion, before the retention period ends.',
    input: z.object({ group_id: groupId }).strict(),
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see the restored group' }],
    aliases: ['undelete group'],
  }),
  defineAction({
    id: 'group.archive',
    description: 'Archive a group: it and its projects become read-only.',
    input: z.object({ group_id: groupId }).strict(),
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.unarchive', text: 'make it writable again' }],
    aliases: ['read-only group'],
  }),
  defineAction({
    id: 'group.unarchive',
    description: 'Unarchive a group so it and its projects can be changed again.',
    input: z.object({ group_id: groupId }).strict(),
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see the group' }],
    aliases: ['reactivate group'],
  }),
  defineAction({
    id: 'group.transfer_locations',
    description: 'List the groups a group can be moved under.',
    input: z
      .object({
        group_id: groupId,
        search: text('Only groups whose name contains this').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's transfer locations (GET /groups/:id/transfer_locations)",
    },
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.transfer', text: 'move the group under one of them' }],
    aliases: ['where can I move this group'],
  }),
  defineAction({
    id: 'group.transfer',
    description: 'Move a group under another parent group, or make it top-level when no parent_id is given.',
    input: z
      .object({
        group_id: groupId,
        parent_id: integer('New parent group ID; leave out to make the group top-level').optional(),
      })
      .strict(),
    gitlab: { local: transferGroup },
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see the group at its new path' }],
    aliases: ['move group'],
  }),
  defineAction({
    id: 'group.transfer_project',
    description: 'Move a project into a group (admins only; project.transfer works for owners).',
    input: z.object({ group_id: groupId, project_id: projectId }).strict(),
    answer: answersGroup,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.projects', text: "see the group's projects" }],
    admin: true,
    aliases: ['move project to group'],
  }),
  defineAction({
    id: 'group.subgroups',
    description: 'List every subgroup below a group, at any depth.',
    input: z.object({ group_id: groupId, ...groupListFilters }).strict(),
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see one subgroup in full' }],
    aliases: ['child groups', 'descendant groups'],
  }),
];
