import { findGroup } from '../../store/index.js';
import type { GroupRow, ProjectRow, UserRow } from '../../store/index.js';
import { canReadGroup, canReadProject, viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { issueConnection } from './issues.js';
import type { IssueFilters } from './issues.js';
import { mergeRequestConnection } from './merge-requests.js';
import type { MergeRequestFilters } from './merge-requests.js';
import { groupLabels, groupMilestones } from './planning.js';
import { workItemConnection } from './work-items.js';
import { groupAndDescendants } from './group-tree.js';

/** Projects directly in the group, or also in its subgroups. */
export function groupProjects(ctx: GraphqlContext, group: GroupRow, includeSubgroups: boolean): ProjectRow[] {
  const ids = new Set((includeSubgroups ? groupAndDescendants(ctx, group) : [group]).map((row) => row.id));
  return ctx.state.tables.projects.filter(
    (project) => project.namespace_kind === 'group' && ids.has(project.namespace_id),
  );
}

interface ProjectListArgs extends ConnectionArgs {
  search?: string | null;
  ids?: string[] | null;
  includeSubgroups?: boolean | null;
}

/** The readable ones of `projects` matching `search` / `ids`, by id. */
export function projectConnection(
  ctx: GraphqlContext,
  projects: readonly ProjectRow[],
  args: ProjectListArgs,
) {
  const search = args.search?.toLowerCase();
  const rows = projects.filter(
    (project) =>
      canReadProject(ctx, project) &&
      (search === undefined ||
        `${project.name} ${project.path_with_namespace} ${project.description}`
          .toLowerCase()
          .includes(search)) &&
      (args.ids == null ||
        args.ids.some((id) => id === String(project.id) || id === toGid('Project', project.id))),
  );
  return paginate(rows, args, (project) => String(project.id));
}

/** A namespace as GraphQL's `Namespace` type shows it: a group, a user's personal namespace, or a project's. */
export type NamespaceView =
  | { kind: 'group'; group: GroupRow }
  | { kind: 'user'; user: UserRow }
  | { kind: 'project'; project: ProjectRow };

function namespaceProjects(
  ctx: GraphqlContext,
  namespace: NamespaceView,
  includeSubgroups: boolean,
): ProjectRow[] {
  if (namespace.kind === 'group') return groupProjects(ctx, namespace.group, includeSubgroups);
  if (namespace.kind === 'user') {
    return ctx.state.tables.projects.filter(
      (project) => project.namespace_kind === 'user' && project.namespace_id === namespace.user.namespace_id,
    );
  }
  return [];
}

export const groupResolvers: ResolverMap = {
  Group: fields<GroupRow>({
    id: (group) => toGid('Group', group.id),
    fullName: (group) => group.full_name,
    fullPath: (group) => group.full_path,
    webUrl: (group, _args, ctx) => webUrl(ctx, `groups/${group.full_path}`),
    avatarUrl: () => null,
    parent: (group, _args, ctx) => {
      const parent = group.parent_id === null ? undefined : findGroup(ctx.state, group.parent_id);
      return parent && canReadGroup(ctx, parent) ? parent : null;
    },
    projects: (group, args: ProjectListArgs, ctx) =>
      projectConnection(ctx, groupProjects(ctx, group, args.includeSubgroups ?? false), args),
    descendantGroups: (group, args: ConnectionArgs & { search?: string | null }, ctx) =>
      paginate(
        groupAndDescendants(ctx, group)
          .slice(1)
          .filter(
            (row) => canReadGroup(ctx, row) && (args.search == null || row.full_path.includes(args.search)),
          ),
        args,
        (row) => String(row.id),
      ),
    issues: (group, args: IssueFilters & { includeSubgroups?: boolean | null }, ctx) =>
      issueConnection(ctx, groupProjects(ctx, group, args.includeSubgroups ?? false), args),
    mergeRequests: (group, args: MergeRequestFilters & { includeSubgroups?: boolean | null }, ctx) =>
      mergeRequestConnection(ctx, groupProjects(ctx, group, args.includeSubgroups ?? false), args),
    labels: (group, args: Parameters<typeof groupLabels>[2], ctx) => groupLabels(ctx, group, args),
    milestones: (group, args: Parameters<typeof groupMilestones>[2], ctx) =>
      groupMilestones(ctx, group, args),
    // The sandbox stores no epics. GitLab's EpicsResolver answers [] (no error) where the licence lacks epics, so the
    // empty list is also what a free instance sends.
    epics: (_group, args: ConnectionArgs) => paginate([], args, () => ''),
    epic: () => null,
    epicsEnabled: (_group, _args, ctx) => ctx.state.config.tier !== 'free',
    // Group-level work items (epics, …) are not stored; with includeDescendants the projects' work items are listed.
    workItems: (
      group,
      args: Parameters<typeof workItemConnection>[2] & { includeDescendants?: boolean | null },
      ctx,
    ) => workItemConnection(ctx, args.includeDescendants ? groupProjects(ctx, group, true) : [], args),
    userPermissions: (_group, _args, ctx) => viewerPermissions(ctx),
  }),
  Namespace: fields<NamespaceView>({
    id: (namespace) =>
      namespace.kind === 'group'
        ? toGid('Group', namespace.group.id)
        : namespace.kind === 'user'
          ? toGid('Namespaces::UserNamespace', namespace.user.namespace_id)
          : toGid('Namespaces::ProjectNamespace', namespace.project.id),
    name: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.name
        : namespace.kind === 'user'
          ? namespace.user.name
          : namespace.project.name,
    path: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.path
        : namespace.kind === 'user'
          ? namespace.user.username
          : namespace.project.path,
    fullName: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.full_name
        : namespace.kind === 'user'
          ? namespace.user.name
          : namespace.project.name_with_namespace,
    fullPath: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.full_path
        : namespace.kind === 'user'
          ? namespace.user.username
          : namespace.project.path_with_namespace,
    description: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.description
        : namespace.kind === 'project'
          ? namespace.project.description
          : '',
    visibility: (namespace) =>
      namespace.kind === 'group'
        ? namespace.group.visibility
        : namespace.kind === 'project'
          ? namespace.project.visibility
          : 'public',
    projects: (namespace, args: ProjectListArgs, ctx) =>
      projectConnection(ctx, namespaceProjects(ctx, namespace, args.includeSubgroups ?? false), args),
    // A project namespace lists its project's work items; group and user namespaces hold none of their own here.
    workItems: (namespace, args: Parameters<typeof workItemConnection>[2], ctx) =>
      workItemConnection(ctx, namespace.kind === 'project' ? [namespace.project] : [], args),
  }),
};
