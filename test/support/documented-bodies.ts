/**
 * GitLab's documented REST answers (reference/gitlab-contract/rest/examples) run through the catalog's actions as
 * the server runs them (issue 18 4(b), 4(c)): each documented request is matched to the actions whose REST
 * template it fills, the action is run with a REST client whose only answer is GitLab's body for exactly that
 * request, and the result is rendered to Markdown and structuredContent.
 */
import { ACTIONS, findAction } from '@gitlab-mcp/catalog/actions';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { runAction } from '@gitlab-mcp/catalog/run';
import type { ActionRuntime } from '@gitlab-mcp/catalog/run';
import { createRestClient } from '@gitlab-mcp/rest';
import type { Result } from '@gitlab-mcp/result';
import { renderResult } from '@gitlab-mcp/result/render';
import documented from '../../reference/gitlab-contract/rest/examples/documented-responses.json' with { type: 'json' };
import { CATALOG_CALLS } from '../catalog/calls/index.js';

/** One documented answer: `path` is relative to /api/v4, `source` names the fixture it was copied from. */
export interface DocumentedPair {
  method: string;
  path: string;
  body: unknown;
  source: string;
}

export const DOCUMENTED_PAIRS = documented as DocumentedPair[];

/** How the unmapped list and the hand mapping name a documented request. */
export const requestKey = (pair: { method: string; path: string }) => `${pair.method} ${pair.path}`;

/** One action to run for a documented request, with the arguments that make it send exactly that request. */
export interface Mapping {
  action: ActionSpec;
  args: Record<string, unknown>;
  before?: Readonly<Record<string, unknown>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

interface TemplateMatcher {
  action: ActionSpec;
  method: string;
  pattern: RegExp;
  names: string[];
  /** How much of the template is fixed text: a literal segment beats a placeholder (`/branches/protected`). */
  literal: number;
}

const MATCHERS: TemplateMatcher[] = ACTIONS.flatMap((action) => {
  if (!('rest' in action.gitlab)) return [];
  const [method = '', path = ''] = action.gitlab.rest.split(' ');
  const names: string[] = [];
  const source = path
    .split(/(\{[a-z_]+\})/)
    .map((part) => {
      const placeholder = /^\{([a-z_]+)\}$/.exec(part);
      if (!placeholder) return escapeRegExp(part);
      names.push(placeholder[1]!);
      return '([^/]+)';
    })
    .join('');
  const literal = path.replace(/\{[a-z_]+\}/g, '').length;
  return [{ action, method, pattern: new RegExp(`^${source}$`), names, literal }];
});

/** A path segment as the action's argument: GitLab's numeric IDs as numbers, names decoded once. */
function argumentOf(segment: string): string | number {
  const decoded = decodeURIComponent(segment);
  return /^\d+$/.test(decoded) ? Number(decoded) : decoded;
}

/** Arguments of a catalog call of the action that the sandbox answers, for what the path does not name. */
function exampleArgs(action: ActionSpec): Record<string, unknown> {
  const calls = Object.values(CATALOG_CALLS).flat();
  const call =
    calls.find((candidate) => candidate.action === action.id && !candidate.isError) ??
    calls.find((candidate) => candidate.action === action.id);
  return call?.params ?? {};
}

/**
 * The actions whose REST template the documented request fills, the most specific template first, each with
 * arguments: an example call's, then the values the path gives its placeholders.
 */
export function templateMappings(pair: DocumentedPair): Mapping[] {
  const hits = MATCHERS.flatMap((matcher) => {
    const match = matcher.method === pair.method ? matcher.pattern.exec(pair.path) : null;
    return match ? [{ matcher, match }] : [];
  });
  const best = Math.max(...hits.map(({ matcher }) => matcher.literal));
  return hits
    .filter(({ matcher }) => matcher.literal === best)
    .map(({ matcher, match }) => ({
      action: matcher.action,
      args: {
        ...exampleArgs(matcher.action),
        ...Object.fromEntries(matcher.names.map((name, index) => [name, argumentOf(match[index + 1]!)])),
      },
    }));
}

/** A mapping given by hand: an action that reaches the endpoint by a route or a local call, with its arguments. */
export interface HandMapping {
  action: string;
  args: Record<string, unknown>;
  /**
   * Answers to the requests a local call sends before the documented one (a milestone found by IID), keyed
   * `METHOD /path`. Ours, not GitLab's documentation: they carry only what the call reads from them.
   */
  before?: Readonly<Record<string, unknown>>;
}

/** The candidate actions of one documented request: the hand mapping's when there is one, else its templates'. */
export function candidatesOf(pair: DocumentedPair, byHand: Readonly<Record<string, HandMapping>>): Mapping[] {
  const hand = byHand[requestKey(pair)];
  if (!hand) return templateMappings(pair);
  const action = findAction(hand.action);
  if (!action) throw new Error(`hand mapping of ${requestKey(pair)}: no action ${hand.action}`);
  return [
    {
      action,
      args: { ...exampleArgs(action), ...hand.args },
      ...(hand.before ? { before: hand.before } : {}),
    },
  ];
}

const INSTANCE = 'https://gitlab.example.com';

/** What running one documented answer through an action gave. */
export interface Rendering {
  /** Every request the action sent, `METHOD /path` relative to /api/v4. */
  sent: string[];
  /** Whether one of them was the documented request, which alone got GitLab's body. */
  answered: boolean;
  /** The action's own failure (a renderer or reshape that throws on GitLab's body), else what it rendered. */
  outcome:
    | { failed: true; error: unknown }
    | { failed: false; result: Result; markdown: string; structured: unknown; isError: boolean };
}

const sameRequest = (method: string, path: string, pair: DocumentedPair) =>
  method === pair.method && decodeURIComponent(path) === decodeURIComponent(pair.path);

/**
 * A REST client over a GitLab that knows one answer: the documented body for the documented request (a list with
 * GitLab's pagination headers), a 404 for anything else.
 */
function runtimeAnswering(pair: DocumentedPair, before: Readonly<Record<string, unknown>> = {}) {
  const sent: string[] = [];
  const state = { answered: false };
  const fetch = async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v4/, '');
    sent.push(`${method} ${path}`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const earlier = before[`${method} ${decodeURIComponent(path)}`];
    if (earlier !== undefined) return new Response(JSON.stringify(earlier), { status: 200, headers });
    if (!sameRequest(method, path, pair))
      return new Response(JSON.stringify({ message: '404 Not found' }), { status: 404, headers });
    state.answered = true;
    if (Array.isArray(pair.body)) {
      const total = String(pair.body.length);
      Object.assign(headers, { 'x-page': '1', 'x-per-page': '20', 'x-total': total, 'x-total-pages': '1' });
    }
    return new Response(JSON.stringify(pair.body), { status: 200, headers });
  };
  const rest = createRestClient({
    url: INSTANCE,
    credential: { kind: 'private', token: 'glpat-documented-bodies' },
    fetch,
    retry: { maxAttempts: 1 },
  });
  const runtime = {
    rest,
    graphql: {},
    instance: { web_url: INSTANCE },
    files: {},
  } as unknown as ActionRuntime;
  return { runtime, sent, state };
}

/** Runs the action on the documented answer and renders its result as the server does (dynamic surface). */
export async function renderDocumented(mapping: Mapping, pair: DocumentedPair): Promise<Rendering> {
  const { runtime, sent, state } = runtimeAnswering(pair, mapping.before);
  let result: Result;
  try {
    result = await runAction(mapping.action, mapping.args, runtime);
  } catch (error) {
    return { sent, answered: state.answered, outcome: { failed: true, error } };
  }
  const rendered = renderResult(result, {
    describeAction: (id) => `action '${id}'`,
    codexCompat: false,
    embedResources: true,
  });
  const first = rendered.content[0];
  return {
    sent,
    answered: state.answered,
    outcome: {
      failed: false,
      result,
      markdown: first?.type === 'text' ? first.text : '',
      structured: rendered.structuredContent,
      isError: rendered.isError === true || result.kind === 'error',
    },
  };
}

/**
 * For each object kind whose lists have next steps, a documented list of that kind (the one with the most fields;
 * the client's stubs of a few fields left out), to check every list action of the kind against, whichever endpoint
 * it reads: a project's direct members stand for every member list.
 */
export const DOCUMENTED_LIST_OF_KIND: Readonly<Record<string, string>> = {
  access_request: '/projects/1/access_requests',
  access_token: '/projects/1/access_tokens',
  billable_member: '/groups/1/billable_members',
  broadcast_message: '/broadcast_messages',
  container_repository: '/groups/5/registry/repositories',
  deploy_key: '/deploy_keys',
  deploy_token: '/deploy_tokens',
  draft_note: '/projects/1/merge_requests/4329/draft_notes',
  environment: '/projects/1/environments',
  epic_board: '/groups/5/epic_boards',
  event: '/events',
  hook: '/projects/1/hooks',
  job: '/projects/1/jobs',
  label: '/projects/1/labels',
  label_event: '/projects/5/issues/11/resource_label_events',
  member: '/projects/1/members',
  merge_request: '/projects/278964/merge_requests',
  merge_train_car: '/projects/1/merge_trains',
  milestone_event: '/projects/5/issues/11/resource_milestone_events',
  namespace: '/namespaces',
  release: '/projects/1/releases',
  remote_mirror: '/projects/42/remote_mirrors',
  topic: '/topics',
  user: '/projects/1/issues/5/participants',
};

/** GitLab's documented list body of an object kind (DOCUMENTED_LIST_OF_KIND), or undefined for a kind not there. */
export function documentedListOfKind(kind: string): unknown[] | undefined {
  if (!Object.hasOwn(DOCUMENTED_LIST_OF_KIND, kind)) return undefined;
  const path = DOCUMENTED_LIST_OF_KIND[kind];
  const pair = DOCUMENTED_PAIRS.find((candidate) => candidate.method === 'GET' && candidate.path === path);
  return pair?.body as unknown[] | undefined;
}
