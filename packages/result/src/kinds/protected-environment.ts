import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const WHO: readonly FieldSpec[] = [
  { label: 'Access', path: 'access_level_description', format: 'text' },
  { label: 'Access Level', path: 'access_level', format: 'access_level' },
  { label: 'User ID', path: 'user_id', format: 'count' },
  { label: 'Group ID', path: 'group_id', format: 'count' },
];
const APPROVALS: FieldSpec = { label: 'Required Approvals', path: 'required_approvals', format: 'count' };

/** Who must approve a deployment to a protected environment, and how many of them. */
export const environmentApprovalRuleKind = defineKind({
  name: 'environment_approval_rule',
  plural: { key: 'approval_rules', title: 'Approval Rules' },
  empty: 'No approval rules found.',
  heading: { template: 'Approval Rule: {access_level_description}' },
  fields: [...WHO, APPROVALS],
  columns: [...WHO, APPROVALS],
  longText: [],
  nested: [],
  notFound: {
    subject: 'approval rule',
    suggestions: [
      { action: 'environment.protected_list', text: 'see the protected environments and their rules' },
    ],
  },
});

/**
 * A protected environment of a project, or (by tier name) of a group: the same entity under `/projects/:id` and
 * `/groups/:id` (https://docs.gitlab.com/api/protected_environments/, /api/group_protected_environments/).
 */
function protectedEnvironmentKindOf(name: string, owner: 'project' | 'group', listAction: string) {
  return defineKind({
    name,
    plural: { key: 'protected_environments', title: 'Protected Environments' },
    empty: 'No protected environments found.',
    heading: { template: 'Protected Environment: {name}' },
    fields: [{ label: 'Required Approval Count', path: 'required_approval_count', format: 'count' }],
    columns: [
      { label: 'Name', path: 'name', format: 'text' },
      { label: 'Allowed to Deploy', path: 'deploy_access_levels', format: 'access_levels' },
      { label: 'Required Approvals', path: 'required_approval_count', format: 'count' },
    ],
    longText: [],
    nested: [
      { label: 'Allowed to Deploy', path: 'deploy_access_levels', kind: 'access_level' },
      { label: 'Approval Rules', path: 'approval_rules', kind: 'environment_approval_rule' },
    ],
    notFound: {
      subject: 'protected environment',
      suggestions: [
        { action: listAction, text: `list the ${owner}'s protected environments` },
        {
          text:
            owner === 'group'
              ? 'A group protects environments by deployment tier: production, staging, testing, development or other'
              : 'Verify the environment name is spelled exactly as protected (case-sensitive)',
        },
      ],
    },
  });
}

export const protectedEnvironmentKind = protectedEnvironmentKindOf(
  'protected_environment',
  'project',
  'environment.protected_list',
);
export const groupProtectedEnvironmentKind = protectedEnvironmentKindOf(
  'group_protected_environment',
  'group',
  'group.protected_env_list',
);
