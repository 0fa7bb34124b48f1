import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, RestTemplate } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { anyObject, flag, oneOf, text } from '../../params.js';
import { subListPaging } from '../issuable/issuable.js';
import type { OwnedWords, Owner } from '../owner.js';
import { withoutFields } from '../../secret-fields.js';
import { NO_ORDER } from '../../unsupported-params.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/** Where variables live: a project, a group, or the instance (`/admin/ci/variables`, administrators). */
export interface VariableOwner {
  base: string;
  one: Record<string, z.ZodType>;
  named(args: Record<string, unknown>): string;
  /** Project and group variables can differ per environment and be hidden; instance ones cannot. */
  scoped: boolean;
  /** catalog.json requires a value on a project variable's creation only. */
  valueRequired: boolean;
  admin: boolean;
}

export function ownedVariables(owner: Owner): VariableOwner {
  return {
    base: `${owner.path}/variables`,
    one: owner.one,
    named: owner.named,
    scoped: true,
    valueRequired: owner.kind === 'project',
    admin: false,
  };
}

export const INSTANCE_VARIABLES: VariableOwner = {
  base: '/admin/ci/variables',
  one: {},
  named: () => 'the instance',
  scoped: false,
  valueRequired: false,
  admin: true,
};

/**
 * A value is a secret once its variable is masked or hidden: GitLab still sends a masked one's value to
 * maintainers (and a hidden one's as null), so no answer keeps it; other values show on the card the caller asked for.
 */
export function concealValue(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const variable = data as Record<string, unknown>;
  if (variable.masked !== true && variable.hidden !== true) return data;
  const { value: _secret, ...rest } = variable;
  return rest;
}

const WITHOUT_VALUE = withoutFields(['value']);

const key = text('Variable key, e.g. DEPLOY_TOKEN (letters, digits and _)');
const value = text('Value');
const environmentScope = text('Environment scope, e.g. production or review/* (default *)');
/**
 * GitLab picks among variables of one key set per environment by `filter[environment_scope]`; an
 * `environment_scope` on a read or delete names that filter too (on an update it is the new scope).
 */
const filter = anyObject('Which variable of this key: {"environment_scope": "production"}');
const settings = {
  ...common('description'),
  protected: flag('Only pipelines on protected branches and tags get it').optional(),
  masked: flag('Masked in job logs (the value must meet GitLab’s masking rules)').optional(),
  raw: flag('Raw: $ references in the value are not expanded').optional(),
  variable_type: oneOf(['env_var', 'file'], 'env_var, or file: the value is written to a file').optional(),
};

function scopeAsFilter(args: Record<string, unknown>): Record<string, unknown> {
  const { environment_scope, filter: given, ...rest } = args;
  if (environment_scope === undefined) return args;
  return { ...rest, filter: { ...(given as object | undefined), environment_scope } };
}

/** The variable actions of one owner, by verb. */
export type VariableWords = Record<'list' | 'get' | 'create' | 'update' | 'delete', OwnedWords>;

/**
 * CI/CD variables of a project, a group or the instance (https://docs.gitlab.com/api/project_level_variables/,
 * …/group_level_variables/, …/instance_level_ci_variables/). Tables never show values; a get, create or update shows
 * the value of a variable that is neither masked nor hidden.
 */
export function variableActions(owner: VariableOwner, words: VariableWords): ActionSpec[] {
  const one = { ...owner.one, key };
  const pick = owner.scoped
    ? { environment_scope: environmentScope.optional(), filter: filter.optional() }
    : {};
  const item = `${owner.base}/{key}`;
  const notFound = (args: Record<string, unknown>) => `"${String(args.key)}" in ${owner.named(args)}`;
  const admin = owner.admin ? { admin: true } : {};
  return [
    defineAction({
      ...words.list,
      input: z.object({ ...owner.one, ...subListPaging }).strict(),
      // GitLab lists masked values; a list never shows a value, not even in structuredContent.
      gitlab: { reshape: WITHOUT_VALUE },
      // GitLab lists variables in its own order (doc/api/project_level_variables.md takes no order).
      unsupported: { params: NO_ORDER },
      answer: { list: 'ci_variable' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one variable (its value, unless masked or hidden)' },
        { action: words.create.id, text: 'add a variable' },
      ],
      ...admin,
    }),
    defineAction({
      ...words.get,
      input: z.object({ ...one, ...pick }).strict(),
      gitlab: { send: scopeAsFilter, reshape: concealValue },
      answer: { object: 'ci_variable', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.update.id, text: 'change its value or settings' }],
      ...admin,
    }),
    defineAction({
      ...words.create,
      input: z
        .object({
          ...one,
          value: owner.valueRequired ? value : value.optional(),
          ...settings,
          ...(owner.scoped
            ? {
                environment_scope: environmentScope.optional(),
                masked_and_hidden: flag('Masked and hidden: nobody can read the value again').optional(),
              }
            : {}),
        })
        .strict(),
      gitlab: {
        ...restUnlessRecorded(words.create.id, `POST ${owner.base}` as RestTemplate),
        reshape: concealValue,
      },
      // GitLab requires a value on every variable's creation (doc/api/group_level_variables.md, instance_level_ci_variables.md).
      ...(owner.valueRequired
        ? {}
        : { requires: { params: ['value'], endpoint: `GitLab's variable creation (POST ${owner.base})` } }),
      answer: { object: 'ci_variable' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every variable' }],
      ...admin,
    }),
    defineAction({
      ...words.update,
      input: z
        .object({
          ...one,
          value: value.optional(),
          ...settings,
          ...(owner.scoped
            ? { environment_scope: environmentScope.optional(), filter: filter.optional() }
            : {}),
        })
        .strict(),
      gitlab: { reshape: concealValue },
      // doc/api/instance_level_ci_variables.md, "Update instance variable": the value is required.
      ...(owner.scoped
        ? {}
        : { requires: { params: ['value'], endpoint: `GitLab's variable update (PUT ${item})` } }),
      answer: { object: 'ci_variable', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the variable' }],
      ...admin,
    }),
    defineAction({
      ...words.delete,
      input: z.object({ ...one, ...pick }).strict(),
      gitlab: { send: scopeAsFilter },
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the variables that remain' }],
      ...admin,
    }),
  ];
}
