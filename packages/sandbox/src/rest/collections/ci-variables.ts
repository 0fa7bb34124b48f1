import { conflict, validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import type { Collection, CollectionContext, ScopeKind } from '../collection.js';
import { assignFields, bool, str } from '../params.js';

/**
 * CI/CD variables of projects, groups and the instance (https://docs.gitlab.com/api/project_level_variables/,
 * …/group_level_variables/, …/instance_level_ci_variables/). Project and group variables may repeat a key per
 * environment scope and be hidden; instance ones cannot.
 */

/** The fields an update may change (a hidden variable stays hidden, as in GitLab). */
const SETTINGS = ['value', 'variable_type', 'protected', 'masked', 'raw', 'description'] as const;

/** `filter[environment_scope]`, from a query string or a JSON body. */
function scopeFilter(ctx: CollectionContext): string | undefined {
  const given = ctx.req.params.filter;
  const fromBody =
    given !== null && typeof given === 'object'
      ? (given as Record<string, unknown>).environment_scope
      : undefined;
  return str(fromBody ?? ctx.req.params['filter[environment_scope]']);
}

/**
 * GitLab's variable entity. A hidden variable's value is never answered again, not even to its owner
 * (https://docs.gitlab.com/ci/variables/#hide-a-cicd-variable).
 */
function variableJson(row: PlainRow, scoped: boolean): Record<string, unknown> {
  const { project_id: _project, group_id: _group, ...shown } = row;
  if (!scoped) delete shown.environment_scope;
  return row.hidden === true ? { ...shown, value: null } : shown;
}

function variableCollection(scope: ScopeKind): Collection<PlainRow> {
  const scoped = scope !== 'root';
  const table = scope === 'root' ? 'instance_variables' : `${scope}_variables`;
  const owner = (ctx: CollectionContext): Record<string, number> =>
    ctx.scope.kind === 'project'
      ? { project_id: ctx.scope.project.id }
      : ctx.scope.kind === 'group'
        ? { group_id: ctx.scope.group.id }
        : {};
  const rowsOf = (ctx: CollectionContext): PlainRow[] => {
    const own = owner(ctx);
    return (ctx.state.plain[table] ??= []).filter((row) =>
      Object.entries(own).every(([field, id]) => row[field] === id),
    );
  };
  return {
    path: scope === 'root' ? 'admin/ci/variables' : 'variables',
    scopes: [scope],
    key: { param: 'key', get: (row) => String(row.key) },
    notFound: 'Variable',
    table: (state) => (state.plain[table] ??= []),
    inScope: () => true,
    rows: rowsOf,
    // One key set for several environments needs the filter, or GitLab refuses to guess which one is meant.
    find: (ctx, key) => {
      const environment = scopeFilter(ctx);
      const matches = rowsOf(ctx).filter(
        (row) => row.key === key && (environment === undefined || row.environment_scope === environment),
      );
      if (matches.length > 1)
        throw conflict(
          "There are multiple variables with provided parameters. Please use 'filter[environment_scope]'",
        );
      return matches[0];
    },
    serialize: (row) => variableJson(row, scoped),
    create: {
      required: ['key', 'value'],
      check: (params, ctx) => {
        const environment = str(params.environment_scope) ?? '*';
        return rowsOf(ctx).some(
          (row) => row.key === params.key && (!scoped || row.environment_scope === environment),
        )
          ? validationFailed({ key: [`(${String(params.key)}) has already been taken`] })
          : undefined;
      },
      build: (params, ctx) => {
        const hidden = scoped && bool(params.masked_and_hidden) === true;
        return {
          ...owner(ctx),
          key: str(params.key) ?? '',
          value: str(params.value) ?? '',
          variable_type: str(params.variable_type) ?? 'env_var',
          protected: bool(params.protected) ?? false,
          masked: hidden || (bool(params.masked) ?? false),
          ...(scoped ? { hidden, environment_scope: str(params.environment_scope) ?? '*' } : {}),
          raw: bool(params.raw) ?? false,
          description: str(params.description) ?? null,
        };
      },
    },
    update: (row, params) => {
      assignFields(row, params, SETTINGS);
      if (scoped && params.environment_scope !== undefined)
        row.environment_scope = str(params.environment_scope) ?? row.environment_scope;
    },
    remove: true,
    ...(scope === 'root' ? { admin: true } : {}),
  };
}

export const projectVariables = variableCollection('project');
export const groupVariables = variableCollection('group');
export const instanceVariables = variableCollection('root');
