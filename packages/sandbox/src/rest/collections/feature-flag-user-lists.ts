import { validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId, nextIid } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection } from '../collection.js';
import { str } from '../params.js';
import { inProject } from './delivery.js';

/** Feature flag user lists (https://docs.gitlab.com/api/feature_flag_user_lists/): named sets of app user IDs. */
export const featureFlagUserLists: Collection<PlainRow> = {
  path: 'feature_flags_user_lists',
  scopes: ['project'],
  key: { param: 'iid', get: (row) => Number(row.iid) },
  notFound: 'User List',
  table: (state) => (state.plain.feature_flag_user_lists ??= []),
  inScope: (row, scope) => inProject(row as { project_id: number }, scope),
  serialize: (row) => row,
  list: {
    filters: { search: (row, value) => String(row.name).includes(String(value)) },
  },
  create: {
    required: ['name', 'user_xids'],
    check: (params, ctx) =>
      (ctx.state.plain.feature_flag_user_lists ?? []).some(
        (row) => row.project_id === projectOf(ctx).id && row.name === str(params.name),
      )
        ? validationFailed({ name: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => {
      const project = projectOf(ctx);
      const rows = (ctx.state.plain.feature_flag_user_lists ??= []);
      const now = ctx.state.now();
      return {
        id: nextId(ctx.state, 'feature_flag_user_list', rows),
        iid: nextIid(rows.filter((row) => row.project_id === project.id) as { iid: number }[]),
        project_id: project.id,
        name: str(params.name),
        user_xids: str(params.user_xids),
        created_at: now,
        updated_at: now,
      };
    },
  },
  update: (row, params, ctx) => {
    for (const field of ['name', 'user_xids'])
      if (params[field] !== undefined) row[field] = str(params[field]);
    row.updated_at = ctx.state.now();
  },
  remove: true,
};
