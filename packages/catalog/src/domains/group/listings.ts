import { z } from 'zod';
import { defineAction } from '../../action.js';
import { common } from '../../common-params.js';
import { flag, groupId, integerList, oneOf, sortDirection, text, textList } from '../../params.js';
import { NO_ORDER, orderedBy, unorderedPaging, unsupportedOrderBy } from '../../unsupported-params.js';
import { groupSubListPaging } from './params.js';

/** Filters GitLab's project lists under a group share. */
const projectFilters = {
  ...common(
    'search',
    'visibility',
    'archived',
    'starred',
    'simple',
    'min_access_level',
    'with_custom_attributes',
  ),
  with_issues_enabled: flag('Only projects with issues enabled').optional(),
  with_merge_requests_enabled: flag('Only projects with merge requests enabled').optional(),
  sort: sortDirection.optional(),
};

/** Filters of the lists of groups a group is shared with, or shares itself with. */
const sharedGroupFilters = common('search', 'min_access_level', 'with_custom_attributes');

/** What is found in, or shared with, a group: projects, groups, releases and provisioned users. */
export const groupListingActions = [
  defineAction({
    id: 'group.projects',
    description:
      'List the projects of a group, optionally with those of its subgroups and those shared with it.',
    input: z
      .object({
        group_id: groupId,
        ...projectFilters,
        ...common('owned'),
        active: flag('Only projects neither archived nor marked for deletion').optional(),
        include_subgroups: flag('Include projects of subgroups').optional(),
        topic: text('Only projects with all these comma-separated topics').optional(),
        with_security_reports: flag('Only projects with security reports (Ultimate)').optional(),
        with_shared: flag('Include projects shared with the group (default true)').optional(),
        ...groupSubListPaging,
        order_by: oneOf(
          ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity'],
          'Order by (default created_at)',
        ).optional(),
      })
      .strict(),
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.get', text: 'see one project in full' }],
    aliases: ['repositories in group', 'group repos'],
  }),
  defineAction({
    id: 'group.shared_projects',
    description: 'List the projects shared with a group (its members get access through the share).',
    input: z
      .object({
        group_id: groupId,
        ...projectFilters,
        ...groupSubListPaging,
        order_by: oneOf(
          ['id', 'name', 'path', 'created_at', 'updated_at', 'star_count', 'last_activity_at'],
          'Order by (default created_at)',
        ).optional(),
      })
      .strict(),
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.delete_shared_group', text: 'stop sharing one of them with the group' }],
    aliases: ['projects shared with group'],
  }),
  defineAction({
    id: 'group.shared_with',
    description:
      'List the groups this group has been invited to (shared with it), where its members have access.',
    input: z
      .object({
        group_id: groupId,
        ...sharedGroupFilters,
        ...common('visibility'),
        skip_groups: integerList('Leave out these group IDs').optional(),
        ...groupSubListPaging,
        order_by: oneOf(['name', 'path', 'id', 'similarity'], 'Order by (default name)').optional(),
      })
      .strict(),
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see one of those groups' }],
    aliases: ['groups this group was invited to'],
  }),
  defineAction({
    id: 'group.invited_groups',
    description:
      'List the groups invited to this group (its shares), direct or inherited from parent groups.',
    input: z
      .object({
        group_id: groupId,
        ...sharedGroupFilters,
        relation: textList('direct, inherited or both (default both)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's invited groups (GET /groups/:id/invited_groups)" },
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.unshare_from_group', text: 'remove one of the invited groups' }],
    aliases: ['group shares', 'groups with access'],
  }),
  defineAction({
    id: 'group.release_list',
    description: 'List the releases of every project in a group, newest first.',
    input: z
      .object({
        group_id: groupId,
        simple: flag('Return only a few fields per release').optional(),
        ...groupSubListPaging,
        order_by: unsupportedOrderBy,
      })
      .strict(),
    unsupported: {
      params: orderedBy('release date'),
      endpoint: "GitLab's group releases (GET /groups/:id/releases)",
    },
    answer: { list: 'release' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'release.get', text: 'see one release in full' }],
    aliases: ['group releases'],
  }),
  defineAction({
    id: 'group.list_provisioned_users',
    description: 'List the users a group provisioned (created through SAML or SCIM for it).',
    input: z
      .object({
        group_id: groupId,
        ...common('search', 'username', 'created_after', 'created_before'),
        active: flag('Only active users').optional(),
        blocked: flag('Only blocked users').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's provisioned users (GET /groups/:id/provisioned_users)",
    },
    answer: { list: 'user' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'user.get', text: 'see one user in full' }],
    tier: 'premium',
    aliases: ['enterprise users', 'scim users'],
  }),
];
