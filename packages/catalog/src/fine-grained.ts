import type { ActionSpec } from './action.js';
import { domainOf } from './action-id.js';

/**
 * GitLab names a fine-grained permission `<action>_<resource>` (`read_branch`, `create_issue`,
 * `delete_merge_request`); most of our domains are one GitLab resource of the same name, and the few that are
 * not say so here. See https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens/.
 */
const RESOURCE_OF_DOMAIN: Readonly<Record<string, string>> = {
  repository: 'code',
  mr_review: 'merge_request',
  search: 'project',
  // GitLab's names: GET /projects/:id/variables checks read_variable; feature flags are one feature_flag each.
  ci_variable: 'variable',
  feature_flags: 'feature_flag',
};

/**
 * What a fine-grained token must have been granted to run this action: a permission name, null when no
 * fine-grained token reaches it, or undefined when it needs none (it asks GitLab nothing of its own).
 */
export function fineGrainedPermission(action: ActionSpec): string | null | undefined {
  if (action.permission !== undefined) return action.permission;
  if ('local' in action.gitlab) return undefined;
  const domain = domainOf(action.id);
  const resource = RESOURCE_OF_DOMAIN[domain] ?? domain;
  const { readOnly, destructive, idempotent } = action.classification;
  const verb = readOnly ? 'read' : destructive ? 'delete' : idempotent ? 'update' : 'create';
  return `${verb}_${resource}`;
}

/** A permission in the words of GitLab's token-creation page: `read_merge_request` → `Merge Request: Read`. */
export function permissionWords(permission: string): string {
  const [verb = '', ...resource] = permission.split('_');
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return `${resource.map(title).join(' ')}: ${title(verb)}`;
}
