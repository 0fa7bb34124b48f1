import { instanceMetadata } from '../../instance.js';
import { findGroup, findProject, findUser, memberAccess, projectIssues } from '../../store/index.js';
import type { GroupRow, ProjectRow, UserRow } from '../../store/index.js';
import { canReadGroup, canReadProject, canReadUsers } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { gidNumber } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { projectConnection } from './groups.js';
import type { NamespaceView } from './groups.js';
import { issueByIid } from './issues.js';
import { mergeRequestByIid } from './merge-requests.js';
import { milestoneById } from './planning.js';
import { readableProject } from './projects.js';

function readableGroup(ctx: GraphqlContext, group: GroupRow | undefined): GroupRow | null {
  return group && canReadGroup(ctx, group) ? group : null;
}

function readableUser(ctx: GraphqlContext, user: UserRow | undefined): UserRow | null {
  return user && canReadUsers(ctx) ? user : null;
}

/** `namespace(fullPath)`: a group, a user's personal namespace, or (as GitLab's project namespaces) a project. */
export function namespaceByPath(ctx: GraphqlContext, fullPath: string): NamespaceView | null {
  const group = readableGroup(ctx, findGroup(ctx.state, fullPath));
  if (group) return { kind: 'group', group };
  const project = readableProject(ctx, findProject(ctx.state, fullPath));
  if (project && /\D/.test(fullPath)) return { kind: 'project', project };
  const user = readableUser(ctx, /\D/.test(fullPath) ? findUser(ctx.state, fullPath) : undefined);
  return user ? { kind: 'user', user } : null;
}

/** A project-scoped object named by global id: its project must be readable, else GitLab answers null. */
function inReadableProject<T extends { project_id: number }>(
  ctx: GraphqlContext,
  row: T | undefined,
): ProjectRow | null {
  return row ? readableProject(ctx, findProject(ctx.state, row.project_id)) : null;
}

interface UsersArgs extends ConnectionArgs {
  ids?: string[] | null;
  usernames?: string[] | null;
  search?: string | null;
  admins?: boolean | null;
}

interface GroupsArgs extends ConnectionArgs {
  ids?: string[] | null;
  search?: string | null;
  topLevelOnly?: boolean | null;
  ownedOnly?: boolean | null;
  parentPath?: string | null;
}

export const queryResolvers: ResolverMap = {
  Query: fields<undefined>({
    currentUser: (_root, _args, ctx) => readableUser(ctx, ctx.viewer ?? undefined),
    // GitLab's MetadataResolver needs read_instance_metadata, which every signed-in user has and anonymous lacks.
    metadata: (_root, _args, ctx) => (ctx.viewer ? instanceMetadata(ctx.state.config) : null),
    // GitLab's EchoResolver: `"username" says: text`, the username quoted as Ruby's inspect writes it.
    echo: (_root, args: { text: string }, ctx) =>
      `${JSON.stringify(ctx.viewer?.username ?? null).replace(/^null$/, 'nil')} says: ${args.text}`,
    user: (_root, args: { id?: string | null; username?: string | null }, ctx) =>
      readableUser(
        ctx,
        args.id != null
          ? findUser(ctx.state, gidNumber(args.id, ['User']))
          : args.username != null
            ? findUser(ctx.state, args.username)
            : undefined,
      ),
    users: (_root, args: UsersArgs, ctx) => {
      const search = args.search?.toLowerCase();
      const rows = canReadUsers(ctx)
        ? ctx.state.tables.users.filter(
            (user) =>
              (args.ids == null || args.ids.some((id) => gidNumber(id, ['User']) === user.id)) &&
              (args.usernames == null || args.usernames.includes(user.username)) &&
              (search === undefined ||
                `${user.username} ${user.name} ${user.email}`.toLowerCase().includes(search)) &&
              (args.admins == null || !args.admins || user.is_admin),
          )
        : [];
      return paginate(rows, args, (user) => String(user.id));
    },
    project: (_root, args: { fullPath: string }, ctx) =>
      readableProject(ctx, findProject(ctx.state, args.fullPath)),
    projects: (
      _root,
      args: ConnectionArgs & { membership?: boolean | null; ids?: string[] | null; search?: string | null },
      ctx,
    ) =>
      projectConnection(
        ctx,
        [...ctx.state.tables.projects]
          .sort((a, b) => b.id - a.id)
          .filter(
            (project) =>
              !args.membership || (ctx.viewer !== null && memberAccess(ctx.state, ctx.viewer, project) > 0),
          ),
        args,
      ),
    group: (_root, args: { fullPath: string }, ctx) =>
      readableGroup(ctx, findGroup(ctx.state, args.fullPath)),
    groups: (_root, args: GroupsArgs, ctx) => {
      const search = args.search?.toLowerCase();
      const parent = args.parentPath == null ? undefined : findGroup(ctx.state, args.parentPath);
      const rows = ctx.state.tables.groups
        .filter(
          (group) =>
            canReadGroup(ctx, group) &&
            (args.ids == null ||
              args.ids.some((id) => id === String(group.id) || id === `gid://gitlab/Group/${group.id}`)) &&
            (search === undefined || `${group.name} ${group.full_path}`.toLowerCase().includes(search)) &&
            (!args.topLevelOnly || group.parent_id === null) &&
            (args.parentPath == null || group.parent_id === (parent?.id ?? -1)) &&
            (!args.ownedOnly ||
              ctx.state.tables.members.some(
                (member) =>
                  member.user_id === ctx.viewer?.id &&
                  member.source_type === 'Namespace' &&
                  member.source_id === group.id &&
                  member.access_level === 50,
              )),
        )
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return paginate(rows, args, (group) => String(group.id));
    },
    namespace: (_root, args: { fullPath: string }, ctx) => namespaceByPath(ctx, args.fullPath),
    mergeRequest: (_root, args: { id: string }, ctx) => {
      const row = ctx.state.tables.mergeRequests.find((mr) => mr.id === gidNumber(args.id, ['MergeRequest']));
      const project = inReadableProject(ctx, row);
      return project && row ? mergeRequestByIid(ctx, project, String(row.iid)) : null;
    },
    issue: (_root, args: { id: string }, ctx) => issueByGid(ctx, gidNumber(args.id, ['Issue'])),
    // WorkItemID also accepts issue gids while GitLab moves issues to work items (see the WorkItemID scalar).
    workItem: (_root, args: { id: string }, ctx) =>
      issueByGid(ctx, gidNumber(args.id, ['WorkItem', 'Issue'])),
    milestone: (_root, args: { id: string }, ctx) => {
      const milestone = milestoneById(ctx, gidNumber(args.id, ['Milestone']));
      if (!milestone) return null;
      if (milestone.project_id !== null)
        return readableProject(ctx, findProject(ctx.state, milestone.project_id)) ? milestone : null;
      return readableGroup(ctx, findGroup(ctx.state, milestone.group_id ?? -1)) ? milestone : null;
    },
  }),
};

/** An issue by global id, generated ones (group/big) included; null when absent or not readable. */
function issueByGid(ctx: GraphqlContext, id: number) {
  const row =
    ctx.state.tables.issues.find((issue) => issue.id === id) ??
    ctx.state.generatedIssues
      .flatMap((entry) => projectIssues(ctx.state, entry.project_id))
      .find((issue) => issue.id === id);
  const project = inReadableProject(ctx, row);
  return project && row && canReadProject(ctx, project, 'read_work_item')
    ? issueByIid(ctx, project, String(row.iid))
    : null;
}
