import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, Answer, Classification } from '../../action.js';
import type { NextStep } from '@gitlab-mcp/result';
import { CREATES, UPDATES } from '../../classifications.js';
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

/**
 * One controller action: admin-only, Ultimate, no resource. Its REST request comes from the reference table, and so
 * does the classification of a read or a delete: only creates and updates name theirs.
 */
function controllerAction(action: {
  id: string;
  description: string;
  input: z.ZodObject;
  answer: Answer<Record<string, unknown>>;
  classification?: Classification;
  nextSteps: NextStep[];
  reshape?: (data: unknown) => unknown;
}): ActionSpec {
  const { id, description, input, answer, classification, nextSteps, reshape } = action;
  const changes = classification !== undefined || 'done' in answer;
  return defineAction({
    id,
    description,
    input,
    gitlab: reshape === undefined ? {} : { reshape },
    // GitLab's controller lists take no order (doc/api/runner_controllers.md): one asked for is refused.
    ...('list' in answer ? { unsupported: { params: NO_ORDER } } : {}),
    answer,
    content: 'list' in answer ? 'list' : changes ? 'mutate' : 'detail',
    classification,
    resource: null,
    nextSteps,
    tier: 'ultimate',
    aliases: [],
    admin: true,
  });
}

/** Adding or removing a scope: the instance, or one instance runner. */
function scopeAction(id: string, verb: 'add' | 'remove', target: 'instance' | 'runner'): ActionSpec {
  const what = target === 'instance' ? 'every runner of the instance' : 'one instance runner';
  return controllerAction({
    id,
    description: `${verb === 'add' ? 'Apply' : 'Stop applying'} a runner controller to ${what}.`,
    input: z.object(target === 'instance' ? one : { ...one, runner_id: runnerId }).strict(),
    answer: COMPLETED,
    classification: verb === 'add' ? CREATES : undefined,
    nextSteps: [listScopes],
  });
}

const WITHOUT_SECRET = withoutFields(['token']);
const described = z.object({ ...common('description'), state: state.optional() }).strict();

export const runnerControllerActions: ActionSpec[] = [
  controllerAction({
    id: 'runner.controller_list',
    description: 'List the runner controllers of the instance (administrators only).',
    input: z.object(orderedPaging).strict(),
    answer: { list: 'runner_controller' },
    nextSteps: [{ action: 'runner.controller_get', text: 'see one controller' }, listScopes],
  }),
  controllerAction({
    id: 'runner.controller_get',
    description: 'Show one runner controller: its state and description.',
    input: z.object(one).strict(),
    answer: { object: 'runner_controller', notFound: named },
    nextSteps: [listScopes, listTokens],
  }),
  controllerAction({
    id: 'runner.controller_create',
    description: 'Create a runner controller; it has no effect until it is given a scope and a token.',
    input: described,
    answer: { object: 'runner_controller' },
    classification: CREATES,
    nextSteps: [
      { action: 'runner.controller_token_create', text: 'give it a token' },
      { action: 'runner.controller_scope_add_instance', text: 'apply it to the instance' },
    ],
  }),
  controllerAction({
    id: 'runner.controller_update',
    description: "Change a runner controller's description or state (enabled, dry_run, disabled).",
    input: described.extend(one),
    answer: { object: 'runner_controller', notFound: named },
    classification: UPDATES,
    nextSteps: [{ action: 'runner.controller_get', text: 'see the controller' }],
  }),
  controllerAction({
    id: 'runner.controller_delete',
    description: 'Delete a runner controller with its scopes and tokens.',
    input: z.object(one).strict(),
    answer: COMPLETED,
    nextSteps: [listControllers],
  }),
  controllerAction({
    id: 'runner.controller_scope_list',
    description: 'Show where a runner controller applies: the whole instance or some runners.',
    input: z.object(one).strict(),
    answer: { object: 'runner_controller_scopes', notFound: named },
    nextSteps: [
      { action: 'runner.controller_scope_add_runner', text: 'apply it to a runner' },
      { action: 'runner.controller_scope_remove_instance', text: 'stop applying it to the instance' },
    ],
    reshape: scopesOf,
  }),
  scopeAction('runner.controller_scope_add_instance', 'add', 'instance'),
  scopeAction('runner.controller_scope_add_runner', 'add', 'runner'),
  scopeAction('runner.controller_scope_remove_instance', 'remove', 'instance'),
  scopeAction('runner.controller_scope_remove_runner', 'remove', 'runner'),
  controllerAction({
    id: 'runner.controller_token_list',
    description: "List a runner controller's tokens (never their secrets).",
    input: z.object({ ...one, ...orderedPaging }).strict(),
    answer: { list: 'runner_controller_token' },
    nextSteps: [
      { action: 'runner.controller_token_rotate', text: 'rotate a token' },
      { action: 'runner.controller_token_revoke', text: 'revoke a token' },
    ],
    reshape: WITHOUT_SECRET,
  }),
  controllerAction({
    id: 'runner.controller_token_get',
    description: "Show one of a runner controller's tokens (never its secret).",
    input: z.object(oneToken).strict(),
    answer: { object: 'runner_controller_token', notFound: tokenNamed },
    nextSteps: [{ action: 'runner.controller_token_rotate', text: 'rotate it' }],
    reshape: WITHOUT_SECRET,
  }),
  controllerAction({
    id: 'runner.controller_token_create',
    description: 'Create a token a runner controller authenticates with; its secret is shown only now.',
    input: z.object({ ...one, ...common('description') }).strict(),
    answer: { object: 'new_runner_controller_token', notFound: named },
    classification: CREATES,
    nextSteps: [listTokens],
  }),
  // A rotation makes another secret and voids the old one: repeating it is never harmless.
  controllerAction({
    id: 'runner.controller_token_rotate',
    description: 'Replace a runner controller token with a new one; the old one stops working.',
    input: z.object(oneToken).strict(),
    answer: { object: 'new_runner_controller_token', notFound: tokenNamed },
    classification: CREATES,
    nextSteps: [listTokens],
  }),
  controllerAction({
    id: 'runner.controller_token_revoke',
    description: 'Revoke a runner controller token.',
    input: z.object(oneToken).strict(),
    answer: COMPLETED,
    nextSteps: [listTokens],
  }),
];
