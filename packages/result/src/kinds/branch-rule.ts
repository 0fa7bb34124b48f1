import { defineKind } from './kind-spec.js';

/** A branch rule (GraphQL `BranchRule`): a name or wildcard and what protects the branches it matches. */
export const branchRuleKind = defineKind({
  name: 'branch_rule',
  plural: { key: 'branch_rules', title: 'Branch Rules' },
  empty: 'No branch rules found.',
  heading: { template: 'Branch Rule: {name}' },
  fields: [
    { label: 'Default', path: 'isDefault', format: 'bool' },
    { label: 'Protected', path: 'isProtected', format: 'bool' },
    { label: 'Matching Branches', path: 'matchingBranchesCount', format: 'count' },
    { label: 'Allow Force Push', path: 'branchProtection.allowForcePush', format: 'bool' },
    { label: 'Code Owner Approval', path: 'branchProtection.codeOwnerApprovalRequired', format: 'bool' },
    { label: 'Created', path: 'createdAt', format: 'date' },
    { label: 'Updated', path: 'updatedAt', format: 'date' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Default', path: 'isDefault', format: 'bool' },
    { label: 'Protected', path: 'isProtected', format: 'bool' },
    { label: 'Matching Branches', path: 'matchingBranchesCount', format: 'count' },
    { label: 'Force Push', path: 'branchProtection.allowForcePush', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'branch rule',
    suggestions: [{ action: 'branch.rule_list', text: "list the project's branch rules" }],
  },
});
