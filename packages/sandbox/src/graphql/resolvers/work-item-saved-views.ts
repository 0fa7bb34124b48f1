import { GraphQLError } from 'graphql';
import { isFineGrained, nextId } from '../../store/index.js';
import type { SandboxState } from '../../store/index.js';
import { assertCanWrite } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber, toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import type { NamespaceView } from './groups.js';
import { namespaceByPath } from './query.js';

/*
 * Work item saved views (https://docs.gitlab.com/api/graphql/reference/#namespacesavedviews,
 * #workitemsavedviewtype and the workItemSavedView* mutations): a named filter, sort and display settings of a
 * project's or group's work item list. Private views are seen by their author only; the author is subscribed on
 * creation, as GitLab's create service does. Kept in the `work_item_saved_views` plain table.
 */

const MODEL = 'WorkItems::SavedViews::SavedView';

export interface SavedViewRow {
  id: number;
  namespace_path: string;
  namespace_gid: string;
  web_path: string;
  name: string;
  description: string | null;
  filters: Record<string, unknown>;
  display_settings: Record<string, unknown>;
  sort: string;
  is_private: boolean;
  author_id: number;
  subscriber_ids: number[];
}

function table(state: SandboxState): SavedViewRow[] {
  return (state.plain.work_item_saved_views ??= []) as unknown as SavedViewRow[];
}

function visible(ctx: GraphqlContext, row: SavedViewRow): boolean {
  return !row.is_private || row.author_id === ctx.viewer?.id;
}

/** The saved view a mutation names; GitLab answers an unknown or invisible one with its resource error. */
function savedViewByGid(ctx: GraphqlContext, gid: string): SavedViewRow {
  const id = gidNumber(gid, [MODEL]);
  const row = table(ctx.state).find((entry) => entry.id === id);
  if (!row || !visible(ctx, row) || !mayWrite(ctx)) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return row;
}

/** A token that may mutate: the `api` scope (fine-grained grants hold no saved view permissions here). */
function mayWrite(ctx: GraphqlContext): boolean {
  const token = ctx.token;
  return token !== null && !isFineGrained(token) && token.scopes.includes('api');
}

function where(
  namespace: NamespaceView,
): Pick<SavedViewRow, 'namespace_path' | 'namespace_gid' | 'web_path'> {
  if (namespace.kind === 'group')
    return {
      namespace_path: namespace.group.full_path,
      namespace_gid: toGid('Group', namespace.group.id),
      web_path: `groups/${namespace.group.full_path}`,
    };
  if (namespace.kind === 'project')
    return {
      namespace_path: namespace.project.path_with_namespace,
      namespace_gid: toGid('Namespaces::ProjectNamespace', namespace.project.id),
      web_path: namespace.project.path_with_namespace,
    };
  throw new GraphQLError(RESOURCE_ACCESS_ERROR);
}

interface SavedViewInput {
  name?: string | null;
  description?: string | null;
  filters?: Record<string, unknown> | null;
  displaySettings?: Record<string, unknown> | null;
  sort?: string | null;
  isPrivate?: boolean | null;
  clientMutationId?: string | null;
}

function payload(
  savedView: SavedViewRow | null,
  clientMutationId: string | null | undefined,
  errors: string[] = [],
) {
  return { savedView, errors, clientMutationId: clientMutationId ?? null };
}

function subscription(subscribe: boolean) {
  return (
    _root: undefined,
    { input }: { input: { id: string; clientMutationId?: string | null } },
    ctx: GraphqlContext,
  ) => {
    const row = savedViewByGid(ctx, input.id);
    const viewer = ctx.viewer!.id;
    row.subscriber_ids = row.subscriber_ids.filter((id) => id !== viewer);
    if (subscribe) row.subscriber_ids.push(viewer);
    return payload(row, input.clientMutationId);
  };
}

export const workItemSavedViewResolvers: ResolverMap = {
  Namespace: fields<NamespaceView>({
    savedViews: (
      namespace,
      args: ConnectionArgs & { id?: string | null; search?: string | null; subscribedOnly?: boolean | null },
      ctx,
    ) => {
      if (namespace.kind === 'user') return paginate([], args, () => '');
      const { namespace_path } = where(namespace);
      const id = args.id == null ? undefined : gidNumber(args.id, [MODEL]);
      const search = args.search?.toLowerCase();
      const rows = table(ctx.state).filter(
        (row) =>
          row.namespace_path === namespace_path &&
          visible(ctx, row) &&
          (id === undefined || row.id === id) &&
          (search === undefined || `${row.name} ${row.description ?? ''}`.toLowerCase().includes(search)) &&
          (!args.subscribedOnly || row.subscriber_ids.includes(ctx.viewer?.id ?? -1)),
      );
      return paginate(rows, args, (row) => String(row.id));
    },
  }),
  WorkItemSavedViewType: fields<SavedViewRow>({
    id: (row) => toGid(MODEL, row.id),
    namespaceId: (row) => row.namespace_gid,
    isPrivate: (row) => row.is_private,
    displaySettings: (row) => row.display_settings,
    shareUrl: (row, _args, ctx) => webUrl(ctx, `${row.web_path}/-/work_items/views/${row.id}`),
    subscribed: (row, _args, ctx) => row.subscriber_ids.includes(ctx.viewer?.id ?? -1),
  }),
  Mutation: fields<undefined>({
    workItemSavedViewCreate: (
      _root,
      { input }: { input: SavedViewInput & { namespacePath: string } },
      ctx,
    ) => {
      const namespace = namespaceByPath(ctx, input.namespacePath);
      if (!namespace || !mayWrite(ctx)) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
      // GitLab documents no fine-grained permission for saved views: no fine-grained token may create one.
      if (namespace.kind === 'project') assertCanWrite(ctx, namespace.project, null);
      if ((input.name ?? '').trim() === '')
        return payload(null, input.clientMutationId, ["Name can't be blank"]);
      const row: SavedViewRow = {
        id: nextId(ctx.state, 'work_item_saved_view', table(ctx.state)),
        ...where(namespace),
        name: input.name!,
        description: input.description ?? null,
        filters: input.filters ?? {},
        display_settings: input.displaySettings ?? {},
        sort: input.sort ?? 'CREATED_DESC',
        is_private: input.isPrivate ?? true,
        author_id: ctx.viewer!.id,
        subscriber_ids: [ctx.viewer!.id],
      };
      table(ctx.state).push(row);
      return payload(row, input.clientMutationId);
    },
    workItemSavedViewUpdate: (_root, { input }: { input: SavedViewInput & { id: string } }, ctx) => {
      const row = savedViewByGid(ctx, input.id);
      if (input.name != null) {
        if (input.name.trim() === '') return payload(null, input.clientMutationId, ["Name can't be blank"]);
        row.name = input.name;
      }
      if (input.description !== undefined) row.description = input.description;
      if (input.filters != null) row.filters = input.filters;
      if (input.displaySettings != null) row.display_settings = input.displaySettings;
      if (input.sort != null) row.sort = input.sort;
      if (input.isPrivate != null) row.is_private = input.isPrivate;
      return payload(row, input.clientMutationId);
    },
    // Only the author (or an administrator) deletes a saved view.
    workItemSavedViewDelete: (
      _root,
      { input }: { input: { id: string; clientMutationId?: string | null } },
      ctx,
    ) => {
      const row = savedViewByGid(ctx, input.id);
      if (row.author_id !== ctx.viewer!.id && !ctx.viewer!.is_admin)
        throw new GraphQLError(RESOURCE_ACCESS_ERROR);
      const rows = table(ctx.state);
      rows.splice(rows.indexOf(row), 1);
      return payload(null, input.clientMutationId);
    },
    workItemSavedViewSubscribe: subscription(true),
    workItemSavedViewUnsubscribe: subscription(false),
  }),
};
