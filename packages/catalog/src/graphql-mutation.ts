import type { GraphqlDocument } from '@gitlab-mcp/graphql';
import { gitlabApiError } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import type { ActionContext } from './action.js';

const GRAPHQL_PATH = '/api/graphql';

/** GitLab's answer when a mutation names something the token cannot see or change (RESOURCE_ACCESS_ERROR). */
const RESOURCE_ERROR =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

/** A GitLab mutation payload: the object, and validation messages in `errors` (a 200 answer either way). */
interface Payload {
  errors?: readonly string[] | null;
}

/**
 * Runs a GraphQL mutation in a local call and returns its payload. GitLab answers a write it refused with HTTP 200:
 * validation messages in the payload's `errors` (→ 422 here, as REST would send them) or, for an object the token
 * cannot reach, a null payload beside a top-level error (→ 404). Both become typed errors, so the server's one
 * error-to-result function shows them like any REST failure.
 */
export async function runMutation<D, V extends object, P extends Payload>(
  context: ActionContext,
  document: GraphqlDocument<D, V>,
  variables: V,
  payloadOf: (data: D) => P | null | undefined,
): Promise<P> {
  const payload = payloadOf(await context.graphql(document, variables));
  if (!payload) throw notFound(RESOURCE_ERROR);
  if (payload.errors && payload.errors.length > 0)
    throw gitlabApiError(422, 'POST', GRAPHQL_PATH, payload.errors.join(' '), null, null, null);
  return payload;
}

/** The 404 of a GraphQL lookup that found nothing (`#999 in group/project`). */
export function notFound(message: string): GitLabApiError {
  return gitlabApiError(404, 'POST', GRAPHQL_PATH, message, null, null, null);
}
