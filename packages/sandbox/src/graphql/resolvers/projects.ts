import { findGroup } from '../../store/index.js';
import type { ProjectRow } from '../../store/index.js';
import { canReadGroup, canReadProject, viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import type { NamespaceView } from './groups.js';
import { issueByIid, issueConnection, issueRows } from './issues.js';
import type { IssueFilters } from './issues.js';
import { mergeRequestByIid, mergeRequestConnection } from './merge-requests.js';
import type { MergeRequestFilters } from './merge-requests.js';
import { pipelineConnection, pipelineOf } from './pipelines.js';
import type { PipelineFilters } from './pipelines.js';
import { projectLabels, projectMilestones, releaseConnection } from './planning.js';
import { branchRuleConnection, repositoryOf } from './repository.js';
import { WORK_ITEM_TYPES, workItemConnection, workItemType } from './work-items.js';
import type { WorkItemFilters } from './work-items.js';

/** The namespace a project lives in, as the `Namespace` type shows it. */
function namespaceOf(project: ProjectRow, ctx: GraphqlContext): NamespaceView | null {
  if (project.namespace_kind === 'group') {
    const group = findGroup(ctx.state, project.namespace_id);
    return group && canReadGroup(ctx, group) ? { kind: 'group', group } : null;
  }
  const user = ctx.state.tables.users.find((row) => row.namespace_id === project.namespace_id);
  return user ? { kind: 'user', user } : null;
}

export const projectResolvers: ResolverMap = {
  Project: fields<ProjectRow>({
    id: (project) => toGid('Project', project.id),
    fullPath: (project) => project.path_with_namespace,
    webUrl: (project, _args, ctx) => webUrl(ctx, project.path_with_namespace),
    httpUrlToRepo: (project, _args, ctx) => webUrl(ctx, `${project.path_with_namespace}.git`),
    sshUrlToRepo: (project, _args, ctx) =>
      `git@${new URL(ctx.state.config.externalUrl).host}:${project.path_with_namespace}.git`,
    avatarUrl: () => null,
    tagList: (project) => project.topics.join(', '),
    openIssuesCount: (project, _args, ctx) => issueRows(ctx, [project], { state: 'opened' }).length,
    namespace: (project, _args, ctx) => namespaceOf(project, ctx),
    group: (project, _args, ctx) => {
      const namespace = namespaceOf(project, ctx);
      return namespace?.kind === 'group' ? namespace.group : null;
    },
    repository: (project, _args, ctx) => repositoryOf(ctx, project),
    mergeRequests: (project, args: MergeRequestFilters, ctx) => mergeRequestConnection(ctx, [project], args),
    mergeRequest: (project, args: { iid: string }, ctx) => mergeRequestByIid(ctx, project, args.iid),
    issues: (project, args: IssueFilters, ctx) => issueConnection(ctx, [project], args),
    issue: (project, args: IssueFilters, ctx) =>
      args.iid == null ? null : issueByIid(ctx, project, args.iid),
    workItems: (project, args: WorkItemFilters, ctx) => workItemConnection(ctx, [project], args),
    workItemTypes: (_project, args: ConnectionArgs) =>
      paginate(
        Object.keys(WORK_ITEM_TYPES).map((type) => workItemType(type as keyof typeof WORK_ITEM_TYPES)),
        args,
        (type) => type.id,
      ),
    pipelines: (project, args: PipelineFilters, ctx) => pipelineConnection(ctx, project, args),
    pipeline: (project, args: { iid?: string | null; sha?: string | null }, ctx) =>
      pipelineOf(ctx, project, args),
    labels: (project, args: Parameters<typeof projectLabels>[2], ctx) => projectLabels(ctx, project, args),
    label: (project, args: { title: string }, ctx) =>
      projectLabels(ctx, project, { includeAncestorGroups: true }).nodes.find(
        (label) => label.name === args.title,
      ) ?? null,
    milestones: (project, args: Parameters<typeof projectMilestones>[2], ctx) =>
      projectMilestones(ctx, project, args),
    releases: (project, args: Parameters<typeof releaseConnection>[2], ctx) =>
      releaseConnection(ctx, project, args),
    release: (project, args: { tagName: string }, ctx) =>
      ctx.state.tables.releases.find(
        (release) => release.project_id === project.id && release.tag_name === args.tagName,
      ) ?? null,
    branchRules: (project, args: ConnectionArgs, ctx) => branchRuleConnection(ctx, project, args),
    issuesEnabled: () => true,
    mergeRequestsEnabled: () => true,
    jobsEnabled: () => true,
    wikiEnabled: () => true,
    snippetsEnabled: () => true,
    ciConfigPathOrDefault: () => '.gitlab-ci.yml',
    userPermissions: (_project, _args, ctx) => viewerPermissions(ctx),
  }),
};

/** The project, when it exists and the viewer may read it; GitLab answers null (no error) otherwise. */
export function readableProject(ctx: GraphqlContext, project: ProjectRow | undefined): ProjectRow | null {
  return project && canReadProject(ctx, project) ? project : null;
}
