import { Kind, visit } from 'graphql';
import type { ASTNode, DocumentNode, GraphQLError } from 'graphql';

/** One entry of a GitLab GraphQL `errors` array. */
export interface GitlabGraphqlError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** GitLab's body when a request carries no query at all (graphql-ruby's own message, HTTP 200). */
export const NO_QUERY_ERROR: GitlabGraphqlError = { message: 'No query string was present' };

/** GitLab's message for anything the viewer may not see or change (Gitlab::Graphql::Authorize RESOURCE_ACCESS_ERROR). */
export const RESOURCE_ACCESS_ERROR =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

function segment(node: ASTNode): string | undefined {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return node.name ? `${node.operation} ${node.name.value}` : node.operation;
    case Kind.FRAGMENT_DEFINITION:
      return `fragment ${node.name.value}`;
    case Kind.FIELD:
      return node.alias?.value ?? node.name.value;
    case Kind.INLINE_FRAGMENT:
      return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
    case Kind.ARGUMENT:
      return node.name.value;
    default:
      return undefined;
  }
}

/**
 * Where in the document a validation error sits, as graphql-ruby reports it: operation (`query` or `query Name`),
 * then field aliases or names, inline fragments as `... on Type`, e.g. `["query GetUser","viewer","nsodes"]`.
 */
function documentPath(document: DocumentNode, target: ASTNode): string[] | undefined {
  const stack: (string | undefined)[] = [];
  let found: string[] | undefined;
  visit(document, {
    enter(node) {
      stack.push(segment(node));
      if (node === target) {
        found = stack.filter((part): part is string => part !== undefined);
        return false;
      }
      return undefined;
    },
    leave() {
      stack.pop();
    },
  });
  return found;
}

/**
 * A graphql-js error in GitLab's shape: message, locations, path, extensions. An execution error keeps its response
 * path (`["project","mergeRequest","headPipeline"]`); a parse or validation error, which GitLab answers with HTTP 200
 * and no `data`, gets its document path when the document is given.
 */
export function toGitlabError(error: GraphQLError, document?: DocumentNode): GitlabGraphqlError {
  const node = error.nodes?.[0];
  const path = error.path ? [...error.path] : document && node ? documentPath(document, node) : undefined;
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
    ...(path ? { path } : {}),
    ...(error.extensions && Object.keys(error.extensions).length > 0
      ? { extensions: { ...error.extensions } }
      : {}),
  };
}
