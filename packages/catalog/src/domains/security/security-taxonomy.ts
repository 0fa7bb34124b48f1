import { toGid } from '@gitlab-mcp/graphql';
import type { GraphqlDocument, SecurityTaxonomyPayload } from '@gitlab-mcp/graphql';
import type { ActionContext } from '../../action.js';
import { runMutation } from '../../graphql-mutation.js';
import { integer, integerList } from '../../params.js';

/*
 * The security inventory's taxonomy (Ultimate, GitLab 18.x; https://docs.gitlab.com/user/application_security/security_inventory/):
 * a top-level group's security categories and the attributes in them, the attributes of each project, and the
 * security scan profiles attached to projects and groups. GraphQL only; catalog.json's LOCAL entries name the
 * mutations GitLab's reference lists (securityAttributeCreate, bulkUpdateSecurityAttributes, …).
 * This file holds what their calls share (security_attribute.ts, security_category.ts, security_scan_profile.ts).
 */

export const CATEGORY = 'Security::Category';

export type Mutation = GraphqlDocument<
  Record<string, SecurityTaxonomyPayload | null | undefined>,
  { input: Record<string, unknown> }
>;

export function mutate(
  context: ActionContext,
  document: Mutation,
  field: string,
  input: Record<string, unknown>,
) {
  return runMutation(context, document, { input }, (data) => data[field]);
}

/** Only the parameters given: a GraphQL input leaves the others as they are. */
export function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export const gids = (model: string, ids: readonly number[] | undefined) =>
  (ids ?? []).map((id) => toGid(model, id));

export const CATEGORY_ID = 'Security category ID (the number of its global ID)';
export const categoryId = { category_id: integer(CATEGORY_ID) };
export const namespaceId = { namespace_id: integer('ID of the top-level group that holds the categories') };
export const targets = {
  project_ids: integerList('IDs of the projects').optional(),
  group_ids: integerList('IDs of the groups (every project in them)').optional(),
};
