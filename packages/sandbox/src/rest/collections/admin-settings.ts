import { validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection } from '../collection.js';

/*
 * Collections of the `admin` domain's second half, kept as GitLab's JSON (seed/admin-settings.ts): project
 * aliases (https://docs.gitlab.com/api/project_aliases/), a Premium feature for administrators, keyed by name.
 */
const aliases = (state: SandboxState): PlainRow[] => (state.plain.project_aliases ??= []);

const projectAliases: Collection<PlainRow> = {
  path: 'project_aliases',
  scopes: ['root'],
  key: { param: 'name', get: (row) => String(row.name) },
  notFound: 'Project Alias',
  table: aliases,
  inScope: () => true,
  serialize: (row) => row,
  list: {},
  create: {
    required: ['project_id', 'name'],
    check: (params, ctx) =>
      aliases(ctx.state).some((row) => row.name === params.name)
        ? validationFailed({ name: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => ({
      id: nextId(ctx.state, 'project_aliases', aliases(ctx.state)),
      project_id: Number(params.project_id),
      name: String(params.name),
    }),
  },
  remove: true,
  admin: true,
  tier: 'premium',
};

export const adminSettingsCollections: Collection<PlainRow>[] = [projectAliases];
