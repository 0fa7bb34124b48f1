import { cursorVariables } from '@gitlab-mcp/graphql';
import type { Connection, GraphqlClient } from '@gitlab-mcp/graphql';
import { expandUriTemplate } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { notFoundResult } from '@gitlab-mcp/result/render';
import type { GitLabObject, PageInfo, Result } from '@gitlab-mcp/result';
import type { HttpMethod, RequestOptions, RestClient } from '@gitlab-mcp/rest';
import type {
  ActionContext,
  ActionSpec,
  Ask,
  GraphqlCall,
  LocalFiles,
  RestCall,
  RestTemplate,
} from './action.js';
import { CallProgress } from './call-progress.js';
import { ImageAnswer } from './image-answer.js';
import { listKeyOf } from './output-schema.js';
import { acceptedWriteNote, checkWrite, ledgerStep, mayHaveHappened, newLedger } from './verify-write.js';
import type { WriteLedger } from './verify-write.js';
import { PLACEHOLDER, apiRelative } from './rest-template.js';
import { refuseMissing, refuseUnsupported } from './unsupported-params.js';

/**
 * What one action may use while it runs: the server's clients (wrapped with the call's signal) and the facts read at
 * start-up, with the call's own asker and approval.
 */
export interface ActionRuntime {
  rest: RestClient;
  graphql: GraphqlClient;
  instance: Readonly<Record<string, unknown>>;
  files: LocalFiles;
  /** The calling client's way to ask the user, read per call (over HTTP one tenant serves many clients); none when it cannot. */
  ask?: () => Ask | undefined;
  /** This call's way to get the user's approval (ActionContext.approve); absent where none can be given. */
  approve?: (question: string) => Promise<void>;
}

/** Parameters that steer pagination; the client turns them into GitLab's, so they are never sent as they are. */
const PAGING_PARAMS = new Set(['page', 'per_page', 'pagination', 'page_token']);
const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** GitLab's answer to one call: the data (a page for a list), notes to pass on, and whether a read found nothing. */
interface Fetched {
  data: unknown;
  notes: readonly string[];
  /** A GraphQL read answered null: not found, or (fine-grained) not visible (OF-71). REST throws a 404 instead. */
  missing?: boolean;
}

type ListAnswer = { items: GitLabObject[]; pageInfo: PageInfo };

/**
 * Runs one action with validated arguments and shapes GitLab's answer into a Result. GitLab's failures are not
 * caught here: they reach the server's one error-to-result function, which knows the surface and the action.
 */
export async function runAction(
  action: ActionSpec,
  args: Record<string, unknown>,
  runtime: ActionRuntime,
  progress: ActionContext['progress'] = NO_PROGRESS,
  /** How the caller named an identifier it gave as a name (`user_id` → `@dave`), for a write's one-line answer. */
  labels: Readonly<Record<string, string>> = {},
): Promise<Result> {
  // A parameter GitLab would ignore, or one it requires and is missing, is refused before anything is sent.
  if (action.unsupported) refuseUnsupported(args, action.unsupported);
  if (action.requires) refuseMissing(args, action.requires);
  const since = new Date();
  const ledger = newLedger();
  const call = action.gitlab;
  let fetched: Fetched;
  try {
    fetched =
      'graphql' in call
        ? await fetchGraphql(action, call, args, runtime)
        : {
            data:
              'local' in call
                ? await call.local(contextFor(runtime, progress, ledger), args)
                : await fetchRest(action, call, args, runtime),
            notes: [],
          };
  } catch (error) {
    if (hasErrorCode(error, 'action_refused')) {
      return {
        kind: 'refusal',
        text: error.message,
        contentType: 'mutate',
        nextSteps: error.details.nextSteps,
        notes: [],
      };
    }
    if (action.classification.readOnly) throw error;
    // A local call's write went through and a later step failed: the write is reported as done, never redone.
    const note = 'list' in action.answer ? null : acceptedWriteNote(ledger, error);
    if (note !== null)
      return shapeResult(action, args, { data: ledger.accepted?.data, notes: [note] }, labels);
    const sent = !('local' in call) || ledger.sent !== null;
    if (sent && mayHaveHappened(error))
      throw await checkWrite(action.verifyWrite, args, runtime.rest, error, since, fillTemplate);
    throw error;
  }
  return shapeResult(action, args, fetched, labels);
}

function shapeResult(
  action: ActionSpec,
  args: Record<string, unknown>,
  { data, notes, missing }: Fetched,
  labels: Readonly<Record<string, string>>,
): Result {
  const answer = action.answer;
  const base = { contentType: action.content, nextSteps: action.nextSteps, notes };
  if ('list' in answer) {
    const page = data as ListAnswer;
    const key = listKeyOf(answer.list);
    return {
      ...base,
      kind: 'list',
      objectKind: answer.list,
      key,
      items: page.items,
      pagination: page.pageInfo,
      ...(answer.columns ? { columns: answer.columns } : {}),
      ...(typeof args.order_by === 'string' ? { sortedBy: args.order_by } : {}),
    };
  }
  if ('object' in answer && missing) {
    return notFoundResult(answer.object, answer.notFound ? answer.notFound(args) : action.id, notes);
  }
  if ('object' in answer) {
    const withImage = data instanceof ImageAnswer ? data : null;
    return {
      ...base,
      kind: 'object',
      objectKind: answer.object,
      data: (withImage?.object ?? data ?? {}) as GitLabObject,
      resourceUri: action.resource ? expandUriTemplate(action.resource, args) : null,
      image: withImage?.image ?? null,
    };
  }
  return { ...base, kind: 'void', message: doneMessage(answer.done, args, labels) };
}

/**
 * A write's one line, naming what it changed: `{user_id}` becomes `@dave (ID 5)` when the caller named the user,
 * `ID 5` when it gave the number.
 */
function doneMessage(
  template: string,
  args: Record<string, unknown>,
  labels: Readonly<Record<string, string>>,
) {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const id = String(args[name] ?? '?');
    const label = labels[name];
    return label === undefined ? `ID ${id}` : `${label} (ID ${id})`;
  });
}

/** A GraphQL read: partial-data notes and OF-71's fine-grained notes travel with the answer. */
async function fetchGraphql(
  action: ActionSpec,
  call: GraphqlCall<Record<string, unknown>>,
  args: Record<string, unknown>,
  runtime: ActionRuntime,
): Promise<Fetched> {
  const variables = call.variables(args);
  const pagesBackward = call.pagesBackward ?? false;
  if ('list' in action.answer) {
    const page = await runtime.graphql.list(
      call.graphql,
      { ...variables, ...cursorVariables(args, pagesBackward) },
      (data) => call.select(data) as Connection<GitLabObject> | null,
      { pagesBackward },
    );
    return { data: page, notes: page.notes };
  }
  const found = await runtime.graphql.get(call.graphql, variables, call.select);
  return { data: found.data, notes: found.notes, missing: found.data === null };
}

async function fetchRest(
  action: ActionSpec,
  call: RestCall<Record<string, unknown>>,
  args: Record<string, unknown>,
  runtime: ActionRuntime,
): Promise<unknown> {
  const params = call.send ? call.send(args) : args;
  const filled = fillTemplate(call.route?.(args) ?? call.rest, params);
  const { method, rest } = filled;
  const path = apiRelative(filled.path);
  const options = { idempotent: action.classification.idempotent };
  const { rest: client } = runtime;
  if ('list' in action.answer) {
    const page = await fetchRestList(client, path, params, rest, {
      ...options,
      search: call.search ?? false,
    });
    const reshape = call.reshape;
    return reshape ? { ...page, items: page.items.map((item) => reshape(item, args)) } : page;
  }
  const response = await client.request(method, path, {
    ...options,
    ...(SENDS_BODY.has(method) ? { body: rest } : { query: rest }),
  });
  return call.reshape ? call.reshape(response.data, args) : response.data;
}

/** One page of a REST list, by offset or (when asked) by keyset. */
function fetchRestList(
  client: RestClient,
  path: string,
  params: Record<string, unknown>,
  rest: Record<string, unknown>,
  { search, ...options }: { idempotent: boolean; search: boolean },
): Promise<ListAnswer> {
  if (params.pagination === 'keyset') {
    // A keyset list sends its order through the client, which repeats it on every page with the cursor.
    const { order_by, sort, ...query } = withoutPaging(rest);
    return client.listKeyset(path, {
      ...options,
      query,
      orderBy: (order_by as string | undefined) ?? 'id',
      sort: (sort as 'asc' | 'desc' | undefined) ?? 'asc',
      perPage: params.per_page as number | undefined,
      cursor: (params.page_token as string | undefined) ?? null,
    });
  }
  return client.list(path, {
    ...options,
    query: withoutPaging(rest),
    page: params.page as number | undefined,
    perPage: params.per_page as number | undefined,
    search,
  });
}

/** Fills `{name}` from the params (each value URL-encoded once) and returns the params left for query or body. */
export function fillTemplate(template: RestTemplate, params: Record<string, unknown>) {
  const space = template.indexOf(' ');
  const method = template.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const used = new Set<string>();
  const path = template.slice(space + 1).replace(PLACEHOLDER, (_match, name: string) => {
    used.add(name);
    return encodeURIComponent(String(params[name] ?? ''));
  });
  const rest = Object.fromEntries(
    Object.entries(params).filter(([name, value]) => !used.has(name) && value !== undefined),
  );
  return { method, path, rest };
}

function withoutPaging(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !PAGING_PARAMS.has(name)));
}

function contextFor(
  runtime: ActionRuntime,
  progress: ActionContext['progress'],
  ledger: WriteLedger,
): ActionContext {
  const reporter = new CallProgress(progress);
  // Every GitLab request of a local call is one ledger step and one step of its progress.
  const write = <T>(request: string, isWrite: boolean, send: () => Promise<T>, label = request) => {
    reporter.request(label);
    return ledgerStep(ledger, request, isWrite, send);
  };
  const ask = runtime.ask?.();
  return {
    instance: runtime.instance,
    files: runtime.files,
    progress: reporter.report,
    ...(ask ? { ask } : {}),
    ...(runtime.approve ? { approve: runtime.approve } : {}),
    rest: (method, path, options) =>
      write(`${method} ${path}`, method.toUpperCase() !== 'GET', () =>
        reporter.upload(
          `${method} ${path}`,
          options?.body,
          async () =>
            (
              await runtime.rest.request(method as HttpMethod, apiRelative(path), {
                query: options?.query,
                body: options?.body as RequestOptions['body'],
              })
            ).data,
        ),
      ),
    list: (path, { query = {}, page, per_page }) => {
      const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
      return write(`GET ${path}`, false, () =>
        runtime.rest.list(apiRelative(path), { query: given, page, perPage: per_page }),
      );
    },
    download: (path, options) =>
      write(`GET ${path}`, false, async () =>
        reporter.download(path, await runtime.rest.download(apiRelative(path), { query: options?.query })),
      ),
    graphql: (document, variables) =>
      write(
        `the GraphQL mutation ${document.name}`,
        /^\s*mutation\b/.test(document.source),
        async () => (await runtime.graphql.query(document, variables)).data,
        `GraphQL ${document.name}`,
      ),
  };
}

/** For callers with no one to tell. */
const NO_PROGRESS: ActionContext['progress'] = () => undefined;
