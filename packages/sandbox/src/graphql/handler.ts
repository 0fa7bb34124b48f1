import { GraphQLError, Kind, execute, parse, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { SandboxRequest } from '../http/request.js';
import { json } from '../http/response.js';
import type { SandboxResponse } from '../http/response.js';
import type { SandboxState } from '../store/index.js';
import { NO_QUERY_ERROR, toGitlabError } from './error-shape.js';
import type { GitlabGraphqlError } from './error-shape.js';
import { executableSchema, sourceFieldResolver } from './executable-schema.js';
import { GITLAB_VALIDATION_RULES } from './validation-rules.js';

/**
 * What the handler reads of a request to `/api/graphql`: the router's parsed request after authentication. A POST
 * carries `{query, variables, operationName}` as JSON (or the bare document as `application/graphql`); a GET carries
 * them as query parameters, `variables` as a JSON string.
 */
export type GraphqlRequest = Pick<SandboxRequest, 'method' | 'query' | 'body' | 'auth'>;

/** A GraphQL answer before serialization: HTTP status and the JSON body. */
export interface GraphqlResult {
  status: number;
  body: { data?: unknown; errors?: GitlabGraphqlError[] };
}

interface Operation {
  query: string | undefined;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** The operation a request carries, or why its variables are unusable. */
function readOperation(body: unknown): Operation | { invalidVariables: string } {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const query =
    typeof record['query'] === 'string' && record['query'].trim() !== '' ? record['query'] : undefined;
  const name = record['operationName'];
  const operationName = typeof name === 'string' && name !== '' ? name : undefined;
  let variables = record['variables'];
  if (typeof variables === 'string') {
    try {
      variables = variables.trim() === '' ? undefined : JSON.parse(variables);
    } catch (error) {
      return { invalidVariables: (error as Error).message };
    }
  }
  if (variables === null || variables === undefined) return { query, variables: undefined, operationName };
  if (typeof variables !== 'object' || Array.isArray(variables)) {
    return { invalidVariables: `Unexpected ${JSON.stringify(variables)}, expected a JSON object` };
  }
  return { query, variables: variables as Record<string, unknown>, operationName };
}

function ok(body: GraphqlResult['body']): GraphqlResult {
  return { status: 200, body };
}

function selectsMutation(document: DocumentNode, operationName: string | undefined): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      (operationName === undefined || definition.name?.value === operationName),
  );
}

/**
 * Answers a GraphQL request the way GitLab does: a missing query, a syntax error or a validation error is HTTP 200
 * with `errors` and no `data`; execution errors keep the rest of `data` (partial data plus `errors`). Like GitLab's
 * GraphqlController, it refuses mutations over GET and unusable `variables` with 422.
 */
export async function executeGraphql(state: SandboxState, request: GraphqlRequest): Promise<GraphqlResult> {
  const operation = readOperation(
    request.method.toUpperCase() === 'POST'
      ? typeof request.body === 'string'
        ? { query: request.body }
        : request.body
      : request.query,
  );
  // GitLab's GraphqlController answers unusable variables with 422 (Gitlab::Graphql::Variables::Invalid).
  if ('invalidVariables' in operation)
    return { status: 422, body: { errors: [{ message: operation.invalidVariables }] } };
  if (operation.query === undefined) return ok({ errors: [NO_QUERY_ERROR] });

  let document: DocumentNode;
  try {
    document = parse(operation.query);
  } catch (error) {
    if (error instanceof GraphQLError) return ok({ errors: [toGitlabError(error)] });
    throw error;
  }

  const schema = executableSchema();
  const invalid = validate(schema, document, GITLAB_VALIDATION_RULES);
  if (invalid.length > 0) return ok({ errors: invalid.map((error) => toGitlabError(error, document)) });

  if (request.method.toUpperCase() !== 'POST' && selectsMutation(document, operation.operationName)) {
    return {
      status: 422,
      body: { errors: [{ message: `Mutations are forbidden in ${request.method.toUpperCase()} requests` }] },
    };
  }

  const result = await execute({
    schema,
    document,
    variableValues: operation.variables,
    operationName: operation.operationName,
    contextValue: { state, viewer: request.auth?.user ?? null, token: request.auth?.token ?? null },
    fieldResolver: sourceFieldResolver,
  });
  return ok({
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors ? { errors: result.errors.map((error) => toGitlabError(error)) } : {}),
  });
}

/** The router's entry point (http/router.ts `GraphqlHandler`): executeGraphql, serialized as JSON. */
export async function handleGraphql(state: SandboxState, request: GraphqlRequest): Promise<SandboxResponse> {
  const result = await executeGraphql(state, request);
  return json(result.status, result.body);
}
