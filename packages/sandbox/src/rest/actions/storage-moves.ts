import { missingParams, notFound, validationFailed } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findGroup, findProject } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { nextId } from '../../store/state.js';
import type { Tier } from '../../types.js';
import { snippetJson } from '../collections/content.js';
import { int, str } from '../params.js';
import { webUrl } from '../shapes.js';

/*
 * Repository storage moves (https://docs.gitlab.com/api/project_repository_storage_moves/, …/group_…,
 * …/snippet_…): administrators only. The three APIs differ only by the object moved, so one factory serves each.
 * A move is answered with the moved object embedded; scheduling every move off a storage answers 202.
 */

const STORAGES = ['default', 'storage2'];

/** What a family moves: how to find one by ID and how GitLab embeds it in a move. */
interface Moved {
  name: 'project' | 'group' | 'snippet';
  notFound: string;
  tier?: Tier;
  ids(state: SandboxState): number[];
  find(state: SandboxState, id: string): number | undefined;
  embed(state: SandboxState, id: number): Record<string, unknown> | null;
}

const MOVED: Moved[] = [
  {
    name: 'project',
    notFound: 'Project',
    ids: (state) => state.tables.projects.map((row) => row.id),
    find: (state, id) => findProject(state, id)?.id,
    embed: (state, id) => {
      const project = findProject(state, id);
      return project === undefined
        ? null
        : {
            id: project.id,
            description: project.description,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
            created_at: project.created_at,
          };
    },
  },
  {
    name: 'group',
    notFound: 'Group',
    // Group moves carry group wikis, a Premium feature (https://docs.gitlab.com/api/group_repository_storage_moves/).
    tier: 'premium',
    ids: (state) => state.tables.groups.map((row) => row.id),
    find: (state, id) => findGroup(state, id)?.id,
    embed: (state, id) => {
      const group = findGroup(state, id);
      return group === undefined
        ? null
        : { id: group.id, web_url: webUrl(state, `groups/${group.full_path}`), name: group.name };
    },
  },
  {
    name: 'snippet',
    notFound: 'Snippet',
    ids: (state) => state.tables.snippets.map((row) => row.id),
    find: (state, id) => state.tables.snippets.find((row) => String(row.id) === id)?.id,
    embed: (state, id) => {
      const snippet = state.tables.snippets.find((row) => row.id === id);
      if (snippet === undefined) return null;
      const { author: _author, ...shown } = snippetJson(state, snippet);
      return { ...shown, project_id: snippet.project_id };
    },
  },
];

function movesOf(moved: Moved): Route[] {
  const tableName = `${moved.name}_repository_storage_moves`;
  const ownerField = `${moved.name}_id`;
  const table = (ctx: RouteContext): PlainRow[] => (ctx.state.plain[tableName] ??= []);
  const answer = (ctx: RouteContext, row: PlainRow) => {
    const { [ownerField]: ownerId, ...move } = row;
    return { ...move, [moved.name]: moved.embed(ctx.state, ownerId as number) };
  };
  const owner = (ctx: RouteContext): number => {
    const id = moved.find(ctx.state, ctx.params.id ?? '');
    if (id === undefined) throw notFound(moved.notFound);
    return id;
  };
  const listOf = (ctx: RouteContext, rows: PlainRow[]) => {
    // Newest first, the only order GitLab lists moves in (it declares no order_by or sort).
    const sorted = [...rows].sort((a, b) => (b.id as number) - (a.id as number));
    const page = offsetPage(sorted, ctx.req);
    return json(
      200,
      page.items.map((row) => answer(ctx, row)),
      page.headers,
    );
  };
  const findMove = (ctx: RouteContext, rows: PlainRow[]): PlainRow => {
    const row = rows.find((move) => move.id === int(ctx.params.move_id));
    if (row === undefined) throw notFound(`${moved.notFound} Repository Storage Move`);
    return row;
  };
  /** Where the object's repository is now: where its last move took it. */
  const currentStorage = (ctx: RouteContext, id: number): string =>
    str(
      table(ctx)
        .filter((row) => row[ownerField] === id)
        .at(-1)?.destination_storage_name,
    ) ?? 'default';
  const schedule = (ctx: RouteContext, id: number, source: string, destination: unknown): PlainRow => {
    const target = str(destination) ?? STORAGES.find((storage) => storage !== source)!;
    if (!STORAGES.includes(target) || target === source)
      throw validationFailed({ destination_storage_name: ['is not included in the list'] });
    const rows = table(ctx);
    const row: PlainRow = {
      id: nextId(ctx.state, tableName, rows),
      created_at: ctx.state.now(),
      state: 'scheduled',
      source_storage_name: source,
      destination_storage_name: target,
      [ownerField]: id,
    };
    rows.push(row);
    return row;
  };
  const all = `/${tableName}`;
  const ofOne = `/${moved.name}s/:id/repository_storage_moves`;
  const options = { admin: true, ...(moved.tier === undefined ? {} : { tier: moved.tier }) };
  return [
    { method: 'GET', pattern: all, ...options, handler: (ctx) => listOf(ctx, table(ctx)) },
    {
      method: 'GET',
      pattern: `${all}/:move_id`,
      ...options,
      handler: (ctx) => json(200, answer(ctx, findMove(ctx, table(ctx)))),
    },
    {
      method: 'POST',
      pattern: all,
      ...options,
      handler: (ctx) => {
        const source = str(ctx.req.params.source_storage_name);
        if (source === undefined) throw missingParams(['source_storage_name']);
        for (const id of moved.ids(ctx.state))
          if (currentStorage(ctx, id) === source)
            schedule(ctx, id, source, ctx.req.params.destination_storage_name);
        return json(202, { message: '202 Accepted' });
      },
    },
    {
      method: 'GET',
      pattern: ofOne,
      ...options,
      handler: (ctx) => {
        const id = owner(ctx);
        return listOf(
          ctx,
          table(ctx).filter((row) => row[ownerField] === id),
        );
      },
    },
    {
      method: 'GET',
      pattern: `${ofOne}/:move_id`,
      ...options,
      handler: (ctx) => {
        const id = owner(ctx);
        const row = findMove(
          ctx,
          table(ctx).filter((move) => move[ownerField] === id),
        );
        return json(200, answer(ctx, row));
      },
    },
    {
      method: 'POST',
      pattern: ofOne,
      ...options,
      handler: (ctx) => {
        const id = owner(ctx);
        const row = schedule(ctx, id, currentStorage(ctx, id), ctx.req.params.destination_storage_name);
        return json(201, answer(ctx, row));
      },
    },
  ];
}

export const storageMoveRoutes: Route[] = MOVED.flatMap(movesOf);
