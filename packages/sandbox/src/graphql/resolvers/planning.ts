import { findGroup, findProject, groupAncestry, projectAncestry } from '../../store/index.js';
import type { GroupRow, LabelRow, MilestoneRow, ProjectRow, ReleaseRow } from '../../store/index.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { sortRows } from '../ordering.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { groupAndDescendants } from './group-tree.js';
import { userById } from './user-rows.js';

/** Labels and milestones visible in a project or group: its own, plus what its ancestors define. */
interface Scope {
  projectId: number | null;
  groupIds: number[];
}

function projectScope(ctx: GraphqlContext, project: ProjectRow, withAncestors: boolean): Scope {
  return {
    projectId: project.id,
    groupIds: withAncestors ? projectAncestry(ctx.state, project).map((group) => group.id) : [],
  };
}

function inScope(row: { project_id: number | null; group_id: number | null }, scope: Scope): boolean {
  return (
    (row.project_id !== null && row.project_id === scope.projectId) ||
    (row.group_id !== null && scope.groupIds.includes(row.group_id))
  );
}

/** The labels a project's issues and merge requests name (its own and its groups'), in the order given. */
export function labelsByName(ctx: GraphqlContext, project: ProjectRow, names: readonly string[]): LabelRow[] {
  const scope = projectScope(ctx, project, true);
  return names
    .map((name) => ctx.state.tables.labels.find((label) => label.name === name && inScope(label, scope)))
    .filter((label): label is LabelRow => label !== undefined);
}

export function labelConnection(labels: readonly LabelRow[], args: ConnectionArgs) {
  return paginate(labels, args, (label) => String(label.id));
}

interface LabelArgs extends ConnectionArgs {
  searchTerm?: string | null;
  includeAncestorGroups?: boolean | null;
  includeDescendantGroups?: boolean | null;
  onlyGroupLabels?: boolean | null;
}

function labelsIn(ctx: GraphqlContext, scope: Scope, args: LabelArgs) {
  const term = args.searchTerm?.toLowerCase();
  const rows = ctx.state.tables.labels
    .filter(
      (label) => inScope(label, scope) && (term === undefined || label.name.toLowerCase().includes(term)),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return labelConnection(rows, args);
}

export function projectLabels(ctx: GraphqlContext, project: ProjectRow, args: LabelArgs) {
  return labelsIn(ctx, projectScope(ctx, project, args.includeAncestorGroups ?? false), args);
}

export function groupLabels(ctx: GraphqlContext, group: GroupRow, args: LabelArgs) {
  const groups = [group.id];
  if (args.includeAncestorGroups)
    groups.push(...groupAncestry(ctx.state, group.parent_id).map((row) => row.id));
  if (args.includeDescendantGroups)
    groups.push(
      ...groupAndDescendants(ctx, group)
        .slice(1)
        .map((row) => row.id),
    );
  return labelsIn(ctx, { projectId: null, groupIds: groups }, args);
}

export function milestoneById(ctx: GraphqlContext, id: number | null): MilestoneRow | null {
  return id === null ? null : (ctx.state.tables.milestones.find((milestone) => milestone.id === id) ?? null);
}

interface MilestoneArgs extends ConnectionArgs {
  state?: string | null;
  title?: string | null;
  searchTitle?: string | null;
  ids?: string[] | null;
  sort?: string | null;
  includeAncestors?: boolean | null;
  includeDescendants?: boolean | null;
}

function milestonesIn(ctx: GraphqlContext, scope: Scope, args: MilestoneArgs) {
  const search = args.searchTitle?.toLowerCase();
  const rows = ctx.state.tables.milestones.filter(
    (milestone) =>
      inScope(milestone, scope) &&
      (args.state == null || milestone.state === args.state) &&
      (args.title == null || milestone.title === args.title) &&
      (search === undefined || milestone.title.toLowerCase().includes(search)) &&
      (args.ids == null ||
        args.ids.some((id) => id === String(milestone.id) || id === toGid('Milestone', milestone.id))),
  );
  return paginate(sortRows(rows, args.sort, 'due_date_asc'), args, (milestone) => String(milestone.id));
}

export function projectMilestones(ctx: GraphqlContext, project: ProjectRow, args: MilestoneArgs) {
  return milestonesIn(ctx, projectScope(ctx, project, args.includeAncestors ?? false), args);
}

export function groupMilestones(ctx: GraphqlContext, group: GroupRow, args: MilestoneArgs) {
  const groups = [group.id];
  if (args.includeAncestors) groups.push(...groupAncestry(ctx.state, group.parent_id).map((row) => row.id));
  if (args.includeDescendants)
    groups.push(
      ...groupAndDescendants(ctx, group)
        .slice(1)
        .map((row) => row.id),
    );
  return milestonesIn(ctx, { projectId: null, groupIds: groups }, args);
}

export function releaseConnection(
  ctx: GraphqlContext,
  project: ProjectRow,
  args: ConnectionArgs & { sort?: string | null },
) {
  const sort = args.sort ?? 'RELEASED_AT_DESC';
  const key = sort.startsWith('CREATED') ? 'created_at' : 'released_at';
  const direction = sort.endsWith('_ASC') ? 1 : -1;
  const rows = ctx.state.tables.releases
    .filter((release) => release.project_id === project.id)
    .sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : 0));
  return paginate(rows, args, (release) => release.tag_name);
}

function releasePath(ctx: GraphqlContext, release: ReleaseRow, suffix: string): string {
  return webUrl(ctx, `${findProject(ctx.state, release.project_id)?.path_with_namespace ?? ''}/-/${suffix}`);
}

export const planningResolvers: ResolverMap = {
  Label: fields<LabelRow>({
    id: (label) => toGid(label.group_id === null ? 'ProjectLabel' : 'GroupLabel', label.id),
    title: (label) => label.name,
  }),
  Milestone: fields<MilestoneRow>({
    id: (milestone) => toGid('Milestone', milestone.id),
    expired: (milestone, _args, ctx) =>
      milestone.due_date !== null && milestone.due_date < ctx.state.now().slice(0, 10),
    projectMilestone: (milestone) => milestone.project_id !== null,
    groupMilestone: (milestone) => milestone.group_id !== null,
    subgroupMilestone: (milestone, _args, ctx) =>
      milestone.group_id !== null && (findGroup(ctx.state, milestone.group_id)?.parent_id ?? null) !== null,
    webPath: (milestone, _args, ctx) =>
      milestone.project_id !== null
        ? `/${findProject(ctx.state, milestone.project_id)?.path_with_namespace ?? ''}/-/milestones/${milestone.iid}`
        : `/groups/${findGroup(ctx.state, milestone.group_id ?? -1)?.full_path ?? ''}/-/milestones/${milestone.iid}`,
  }),
  Release: fields<ReleaseRow>({
    tagPath: (release, _args, ctx) =>
      `/${findProject(ctx.state, release.project_id)?.path_with_namespace ?? ''}/-/tags/${release.tag_name}`,
    author: (release, _args, ctx) => userById(ctx, release.author_id),
    upcomingRelease: (release, _args, ctx) => release.released_at > ctx.state.now(),
    milestones: (release, args: ConnectionArgs, ctx) =>
      paginate(
        release.milestone_ids
          .map((id) => milestoneById(ctx, id))
          .filter((row): row is MilestoneRow => row !== null),
        args,
        (milestone) => String(milestone.id),
      ),
    links: (release, _args, ctx) => ({ selfUrl: releasePath(ctx, release, `releases/${release.tag_name}`) }),
    commit: () => null,
  }),
};
