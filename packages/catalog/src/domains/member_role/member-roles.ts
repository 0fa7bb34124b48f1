import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, groupId, integer, integerOf, text } from '../../params.js';

/** The permissions a custom role may add to its base role (https://docs.gitlab.com/user/custom_roles/abilities/). */
const PERMISSIONS = [
  'admin_cicd_variables',
  'admin_compliance_framework',
  'admin_group_member',
  'admin_merge_request',
  'admin_push_rules',
  'admin_terraform_state',
  'admin_vulnerability',
  'admin_web_hook',
  'archive_project',
  'manage_deploy_tokens',
  'manage_group_access_tokens',
  'manage_merge_request_settings',
  'manage_project_access_tokens',
  'manage_security_policy_link',
  'read_code',
  'read_dependency',
  'read_runners',
  'read_vulnerability',
  'remove_group',
  'remove_project',
] as const;

const permissionParams = Object.fromEntries(
  PERMISSIONS.map((name) => [name, flag(`Grant the ${name.replaceAll('_', ' ')} permission`).optional()]),
);

/**
 * Custom roles live on a top-level group on GitLab.com and on the instance on self-managed GitLab
 * (https://docs.gitlab.com/api/member_roles/): one family, two owners; the instance's need an administrator.
 */
interface RoleOwner {
  name: 'group' | 'instance';
  /** Each action's ID, written out so that a search for the ID finds this file. */
  ids: Readonly<Record<'list' | 'create' | 'delete', string>>;
  prefix: '/groups/{group_id}' | '';
  one: Record<string, z.ZodType>;
  where: string;
}

const OWNERS: readonly RoleOwner[] = [
  {
    name: 'group',
    ids: {
      list: 'member_role.list_group',
      create: 'member_role.create_group',
      delete: 'member_role.delete_group',
    },
    prefix: '/groups/{group_id}',
    one: { group_id: groupId },
    where: 'a top-level group',
  },
  {
    name: 'instance',
    ids: {
      list: 'member_role.list_instance',
      create: 'member_role.create_instance',
      delete: 'member_role.delete_instance',
    },
    prefix: '',
    one: {},
    where: 'the instance',
  },
];

function memberRoleActions(owner: RoleOwner) {
  const adminFlag = owner.name === 'instance' ? { admin: true } : {};
  return [
    defineAction({
      id: owner.ids.list,
      description: `List the custom member roles of ${owner.where}.`,
      input: z.object({ ...owner.one }).strict(),
      answer: { list: 'member_role' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: owner.ids.create, text: 'create a custom role' }],
      tier: 'ultimate',
      aliases: ['custom roles', `${owner.name} custom roles`],
      ...adminFlag,
    }),
    defineAction({
      id: owner.ids.create,
      description: `Create a custom member role in ${owner.where}: a base role plus chosen permissions.`,
      input: z
        .object({
          ...owner.one,
          name: text('Name of the role'),
          description: text('What the role is for').optional(),
          base_access_level: integerOf(
            [10, 15, 20, 30, 40],
            'Base role: 10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer',
          ),
          ...permissionParams,
        })
        .strict(),
      answer: { object: 'member_role' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: owner.ids.list, text: 'see every custom role' }],
      tier: 'ultimate',
      aliases: ['new custom role'],
      ...adminFlag,
    }),
    defineAction({
      id: owner.ids.delete,
      description: `Delete a custom member role of ${owner.where}; members holding it fall back to its base role.`,
      input: z.object({ ...owner.one, member_role_id: integer('Member role ID, from the list') }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: owner.ids.list, text: 'see the roles that remain' }],
      tier: 'ultimate',
      aliases: ['remove custom role'],
      ...adminFlag,
    }),
  ];
}

/** Custom member roles of groups and of the instance. */
export const memberRoleActionList = OWNERS.flatMap(memberRoleActions);
