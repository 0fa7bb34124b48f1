import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, Answer, Classification, RestTemplate } from '../../action.js';
import type { NextStep } from '@gitlab-mcp/result';
import { CREATES, DELETES, READS, UPDATES } from '../../classifications.js';
import { common, orderedPaging } from '../../common-params.js';
import { integer, oneOf } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { runnerId } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/*
 * Runner controllers (https://docs.gitlab.com/api/runner_controllers/, an experiment since GitLab 18.9): services
 * that admit or reject jobs before runners take them, configured by administrators. A controller token's secret is
 * in the answer of its create or rotate only.
 */

const controllerId = integer('Runner controller ID, from the controller list');
const tokenId = integer('Controller token ID, from the token list');
const one = { controller_id: controllerId };
const oneToken = { ...one, token_id: tokenId };
const state = oneOf(['disabled', 'enabled', 'dry_run'], 'enabled admits jobs, dry_run only logs decisions');
const named = (args: { controller_id?: unknown }) => `runner controller ${String(args.controller_id)}`;
const tokenNamed = (args: { controller_id?: unknown; token_id?: unknown }) =>
  `token ${String(args.token_id)} of runner controller ${String(args.controller_id)}`;

/** GitLab lists the two kinds of scoping apart; the card says whether the instance is in scope and which runners are. */
function scopesOf(data: unknown): unknown {
  const scopes = (data ?? {}) as { instance_level_scopings?: unknown[]; runner_level_scopings?: unknown[] };
  return {
    instance: (scopes.instance_level_scopings ?? []).length > 0,
    runner_ids: (scopes.runner_level_scopings ?? []).map((scoping) =>
      String((scoping as { runner_id?: unknown }).runner_id),
    ),
  };
}

const listControllers = { action: 'runner.controller_list', text: 'see the controllers' };
const listScopes = { action: 'runner.controller_scope_list', text: "see the controller's scopes" };
const listTokens = { action: 'runner.controller_token_list', text: "see the controller's tokens" };

/** One controller action: admin-only, Ultimate, no resource. */
function controllerAction(
  id: string,
  description: string,
  input: z.ZodObject,
  rest: RestTemplate,
  answer: Answer<Record<string, unknown>>,
  classification: Classification,
  nextSteps: NextStep[],
  reshape?: (data: unknown) => unknown,
): ActionSpec {
  return defineAction({
    id,
    description,
    input,
    gitlab: reshape === undefined ? { rest } : { rest, reshape },
    // GitLab's controller lists take no order (doc/api/runner_controllers.md): one asked for is refused.
    ...('list' in answer ? { unsupported: { params: NO_ORDER, endpoint: rest } } : {}),
    answer,
    content: 'list' in answer ? 'list' : classification.readOnly ? 'detail' : 'mutate',
    classification,
    resource: null,
    nextSteps,
    tier: 'ultimate',
    aliases: [],
    admin: true,
  });
}

const BASE = '/runner_controllers/{controller_id}';
const TOKEN = `${BASE}/tokens/{token_id}`;

/** Adding or removing a scope: the instance, or one instance runner. */
function scopeAction(id: string, verb: 'add' | 'remove', target: 'instance' | 'runner'): ActionSpec {
  const path = target === 'instance' ? '/scopes/instance' : '/scopes/runners/{runner_id}';
  const what = target === 'instance' ? 'every runner of the instance' : 'one instance runner';
  return controllerAction(
    id,
    `${verb === 'add' ? 'Apply' : 'Stop applying'} a runner controller to ${what}.`,
    z.object(target === 'instance' ? one : { ...one, runner_id: runnerId }).strict(),
    `${verb === 'add' ? 'POST' : 'DELETE'} ${BASE}${path}` as RestTemplate,
    COMPLETED,
    verb === 'add' ? CREATES : DELETES,
    [listScopes],
  );
}

const WITHOUT_SECRET = withoutFields(['token']);
const described = z.object({ ...common('description'), state: state.optional() }).strict();

export const runnerControllerActions: ActionSpec[] = [
  controllerAction(
    'runner.controller_list',
    'List the runner controllers of the instance (administrators only).',
    z.object(orderedPaging).strict(),
    'GET /runner_controllers',
    { list: 'runner_controller' },
    READS,
    [{ action: 'runner.controller_get', text: 'see one controller' }, listScopes],
  ),
  controllerAction(
    'runner.controller_get',
    'Show one runner controller: its state and description.',
    z.object(one).strict(),
    `GET ${BASE}` as RestTemplate,
    { object: 'runner_controller', notFound: named },
    READS,
    [listScopes, listTokens],
  ),
  controllerAction(
    'runner.controller_create',
    'Create a runner controller; it has no effect until it is given a scope and a token.',
    described,
    'POST /runner_controllers',
    { object: 'runner_controller' },
    CREATES,
    [
      { action: 'runner.controller_token_create', text: 'give it a token' },
      { action: 'runner.controller_scope_add_instance', text: 'apply it to the instance' },
    ],
  ),
  controllerAction(
    'runner.controller_update',
    "Change a runner controller's description or state (enabled, dry_run, disabled).",
    described.extend(one),
    `PUT ${BASE}` as RestTemplate,
    { object: 'runner_controller', notFound: named },
    UPDATES,
    [{ action: 'runner.controller_get', text: 'see the controller' }],
  ),
  controllerAction(
    'runner.controller_delete',
    'Delete a runner controller with its scopes and tokens.',
    z.object(one).strict(),
    `DELETE ${BASE}` as RestTemplate,
    COMPLETED,
    DELETES,
    [listControllers],
  ),
  controllerAction(
    'runner.controller_scope_list',
    'Show where a runner controller applies: the whole instance or some runners.',
    z.object(one).strict(),
    `GET ${BASE}/scopes` as RestTemplate,
    { object: 'runner_controller_scopes', notFound: named },
    READS,
    [
      { action: 'runner.controller_scope_add_runner', text: 'apply it to a runner' },
      { action: 'runner.controller_scope_remove_instance', text: 'stop applying it to the instance' },
    ],
    scopesOf,
  ),
  scopeAction('runner.controller_scope_add_instance', 'add', 'instance'),
  scopeAction('runner.controller_scope_add_runner', 'add', 'runner'),
  scopeAction('runner.controller_scope_remove_instance', 'remove', 'instance'),
  scopeAction('runner.controller_scope_remove_runner', 'remove', 'runner'),
  controllerAction(
    'runner.controller_token_list',
    "List a runner controller's tokens (never their secrets).",
    z.object({ ...one, ...orderedPaging }).strict(),
    `GET ${BASE}/tokens` as RestTemplate,
    { list: 'runner_controller_token' },
    READS,
    [
      { action: 'runner.controller_token_rotate', text: 'rotate a token' },
      { action: 'runner.controller_token_revoke', text: 'revoke a token' },
    ],
    WITHOUT_SECRET,
  ),
  controllerAction(
    'runner.controller_token_get',
    "Show one of a runner controller's tokens (never its secret).",
    z.object(oneToken).strict(),
    `GET ${TOKEN}` as RestTemplate,
    { object: 'runner_controller_token', notFound: tokenNamed },
    READS,
    [{ action: 'runner.controller_token_rotate', text: 'rotate it' }],
    WITHOUT_SECRET,
  ),
  controllerAction(
    'runner.controller_token_create',
    'Create a token a runner controller authenticates with; its secret is shown only now.',
    z.object({ ...one, ...common('description') }).strict(),
    `POST ${BASE}/tokens` as RestTemplate,
    { object: 'new_runner_controller_token', notFound: named },
    CREATES,
    [listTokens],
  ),
  // A rotation makes another secret and voids the old one: repeating it is never harmless.
  controllerAction(
    'runner.controller_token_rotate',
    'Replace a runner controller token with a new one; the old one stops working.',
    z.object(oneToken).strict(),
    `POST ${TOKEN}/rotate` as RestTemplate,
    { object: 'new_runner_controller_token', notFound: tokenNamed },
    CREATES,
    [listTokens],
  ),
  controllerAction(
    'runner.controller_token_revoke',
    'Revoke a runner controller token.',
    z.object(oneToken).strict(),
    `DELETE ${TOKEN}` as RestTemplate,
    COMPLETED,
    DELETES,
    [listTokens],
  ),
];
