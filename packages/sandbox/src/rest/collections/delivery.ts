import { badRequest, conflict, forbidden, validationFailed } from '../../http/errors.js';
import { projectIssues } from '../../store/generated-issues.js';
import { resolveRef } from '../../store/repository.js';
import type { DeploymentRow, EnvironmentRow, ReleaseRow } from '../../store/rows.js';
import { nextId, nextIid } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { list, str } from '../params.js';
import { milestoneJson, projectPageUrl, userBasic, without } from '../shapes.js';
import { linksFromAssets, releaseLinkJson } from '../actions/release-links.js';
import { jobJson } from './pipelines.js';
import { commitJson } from './repository.js';

/** Releases, environments and deployments (https://docs.gitlab.com/api/releases/, /api/environments/, /api/deployments/). */

export const inProject = (row: { project_id: number }, scope: CollectionContext['scope']) =>
  scope.kind === 'project' && row.project_id === scope.project.id;

export function releaseJson(state: SandboxState, release: ReleaseRow): Record<string, unknown> {
  const tag = state.tables.tags.find(
    (row) => row.project_id === release.project_id && row.name === release.tag_name,
  );
  const commit =
    tag === undefined
      ? undefined
      : state.tables.commits.find((row) => row.project_id === release.project_id && row.id === tag.commit_id);
  const project = state.tables.projects.find((row) => row.id === release.project_id);
  const path = project?.path_with_namespace ?? String(release.project_id);
  const url = (sub: string) => projectPageUrl(state, release.project_id, sub);
  const archive = (format: string) => ({
    format,
    url: url(`/-/archive/${release.tag_name}/${project?.path ?? 'project'}-${release.tag_name}.${format}`),
  });
  const milestones = release.milestone_ids
    .map((id) => state.tables.milestones.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map((row) => {
      const issues =
        row.project_id === null
          ? []
          : projectIssues(state, row.project_id).filter((issue) => issue.milestone_id === row.id);
      return {
        ...milestoneJson(state, row),
        issue_stats: {
          total: issues.length,
          closed: issues.filter((issue) => issue.state === 'closed').length,
        },
      };
    });
  return {
    name: release.name,
    tag_name: release.tag_name,
    description: release.description,
    created_at: release.created_at,
    released_at: release.released_at,
    upcoming_release: release.released_at > state.now(),
    author: userBasic(state, release.author_id),
    commit: commit === undefined ? null : commitJson(state, commit),
    milestones,
    commit_path: `/${path}/-/commit/${commit?.id ?? ''}`,
    tag_path: `/${path}/-/tags/${release.tag_name}`,
    assets: {
      count: 4 + release.links.length,
      sources: ['zip', 'tar.gz', 'tar.bz2', 'tar'].map(archive),
      links: release.links.map((link) => releaseLinkJson(state, release, link)),
    },
    evidences: [],
    _links: {
      closed_issues_url: url(`/-/issues?release_tag=${release.tag_name}&scope=all&state=closed`),
      closed_merge_requests_url: url(
        `/-/merge_requests?release_tag=${release.tag_name}&scope=all&state=closed`,
      ),
      edit_url: url(`/-/releases/${release.tag_name}/edit`),
      merged_merge_requests_url: url(
        `/-/merge_requests?release_tag=${release.tag_name}&scope=all&state=merged`,
      ),
      opened_issues_url: url(`/-/issues?release_tag=${release.tag_name}&scope=all&state=opened`),
      opened_merge_requests_url: url(
        `/-/merge_requests?release_tag=${release.tag_name}&scope=all&state=opened`,
      ),
      self: url(`/-/releases/${release.tag_name}`),
    },
  };
}

export const releases: Collection<ReleaseRow> = {
  path: 'releases',
  scopes: ['project'],
  key: { param: 'tag_name', get: (row) => row.tag_name },
  notFound: 'Release',
  table: (state) => state.tables.releases,
  inScope: inProject,
  serialize: (row, ctx) => releaseJson(ctx.state, row),
  list: {
    orderBy: { released_at: (row) => row.released_at, created_at: (row) => row.created_at },
    defaultOrder: { orderBy: 'released_at', sort: 'desc' },
  },
  create: {
    required: ['tag_name'],
    check: (params, ctx) => {
      const project = projectOf(ctx);
      const tagName = str(params.tag_name) ?? '';
      if (ctx.state.tables.releases.some((row) => row.project_id === project.id && row.tag_name === tagName))
        return conflict('Release already exists');
      const tagExists = ctx.state.tables.tags.some(
        (row) => row.project_id === project.id && row.name === tagName,
      );
      if (!tagExists && params.ref === undefined) return badRequest('Ref is not specified');
      if (!tagExists && resolveRef(ctx.state, project.id, str(params.ref) ?? '') === undefined)
        return badRequest('Ref is invalid');
      return undefined;
    },
    build: (params, ctx) => {
      const project = projectOf(ctx);
      const tagName = str(params.tag_name) ?? '';
      const now = ctx.state.now();
      if (!ctx.state.tables.tags.some((row) => row.project_id === project.id && row.name === tagName)) {
        const commit = resolveRef(ctx.state, project.id, str(params.ref) ?? '')!;
        ctx.state.tables.tags.push({
          project_id: project.id,
          name: tagName,
          commit_id: commit.id,
          message: null,
          target: commit.id,
          created_at: null,
          protected: false,
        });
      }
      const milestoneTitles = list(params.milestones) ?? [];
      return {
        project_id: project.id,
        tag_name: tagName,
        name: str(params.name) ?? tagName,
        description: str(params.description) ?? '',
        author_id: ctx.auth.user.id,
        created_at: now,
        released_at: str(params.released_at) ?? now,
        milestone_ids: ctx.state.tables.milestones
          .filter((row) => row.project_id === project.id && milestoneTitles.includes(row.title))
          .map((row) => row.id),
        links: linksFromAssets(ctx.state, params.assets),
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.name !== undefined) row.name = str(params.name) ?? row.name;
    if (params.description !== undefined) row.description = str(params.description) ?? '';
    if (params.released_at !== undefined) row.released_at = str(params.released_at) ?? row.released_at;
    const titles = list(params.milestones);
    if (titles !== undefined)
      row.milestone_ids = ctx.state.tables.milestones
        .filter((milestone) => milestone.project_id === row.project_id && titles.includes(milestone.title))
        .map((milestone) => milestone.id);
  },
  remove: true,
  deleteStatus: 200,
};

function deploymentJson(
  state: SandboxState,
  deployment: DeploymentRow,
  withEnvironment: boolean,
): Record<string, unknown> {
  const job =
    deployment.deployable_id === null
      ? undefined
      : state.tables.jobs.find((row) => row.id === deployment.deployable_id);
  const environment = state.tables.environments.find((row) => row.id === deployment.environment_id);
  return {
    id: deployment.id,
    iid: deployment.iid,
    ref: deployment.ref,
    sha: deployment.sha,
    created_at: deployment.created_at,
    updated_at: deployment.updated_at,
    finished_at: deployment.finished_at,
    status: deployment.status,
    user: userBasic(state, deployment.user_id),
    deployable: job === undefined ? null : jobJson(state, job),
    ...(withEnvironment && environment !== undefined ? { environment: environmentBasic(environment) } : {}),
  };
}

function environmentBasic(environment: EnvironmentRow): Record<string, unknown> {
  return {
    id: environment.id,
    name: environment.name,
    slug: environment.slug,
    external_url: environment.external_url,
    created_at: environment.created_at,
    updated_at: environment.updated_at,
  };
}

export function environmentJson(state: SandboxState, environment: EnvironmentRow): Record<string, unknown> {
  // GitLab's last_deployment is the last successful one: a blocked or failed deployment does not replace it.
  const last = state.tables.deployments
    .filter((row) => row.environment_id === environment.id && row.status === 'success')
    .sort((a, b) => b.iid - a.iid)[0];
  return {
    ...environmentBasic(environment),
    tier: environment.tier,
    state: environment.state,
    description: environment.description,
    auto_stop_at: environment.auto_stop_at,
    auto_stop_setting: 'always',
    // The Kubernetes dashboard settings (doc/api/environments.md): none is set up in the seed.
    cluster_agent: null,
    kubernetes_namespace: null,
    flux_resource_path: null,
    last_deployment: last === undefined ? null : deploymentJson(state, last, false),
  };
}

function slugify(name: string, id: number): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 17)
    .replace(/-+$/, '');
  return name.includes('/') ? `${base}-${id.toString(36)}` : base;
}

export const environments: Collection<EnvironmentRow> = {
  path: 'environments',
  scopes: ['project'],
  key: { param: 'environment_id', get: (row) => row.id },
  notFound: 'Environment',
  table: (state) => state.tables.environments,
  inScope: inProject,
  serialize: (row, ctx) => environmentJson(ctx.state, row),
  list: {
    serialize: (row, ctx) => without(environmentJson(ctx.state, row), 'last_deployment'),
    filters: {
      name: (row, value) => row.name === value,
      search: (row, value) => row.name.includes(String(value)),
      states: (row, value) => row.state === value,
    },
  },
  create: {
    required: ['name'],
    check: (params, ctx) =>
      ctx.state.tables.environments.some(
        (row) => row.project_id === projectOf(ctx).id && row.name === str(params.name),
      )
        ? validationFailed({ name: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => {
      const id = nextId(ctx.state, 'environment', ctx.state.tables.environments);
      const name = str(params.name) ?? '';
      const now = ctx.state.now();
      return {
        id,
        project_id: projectOf(ctx).id,
        name,
        slug: slugify(name, id),
        external_url: str(params.external_url) ?? null,
        state: 'available',
        tier: (str(params.tier) as EnvironmentRow['tier'] | undefined) ?? 'other',
        description: str(params.description) ?? null,
        created_at: now,
        updated_at: now,
        auto_stop_at: null,
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.external_url !== undefined) row.external_url = str(params.external_url) ?? null;
    if (params.tier !== undefined) row.tier = (str(params.tier) as EnvironmentRow['tier']) ?? row.tier;
    if (params.description !== undefined) row.description = str(params.description) ?? null;
    row.updated_at = ctx.state.now();
  },
  // An environment must be stopped before it can be deleted (https://docs.gitlab.com/api/environments/).
  remove: (row) => {
    if (row.state === 'available') throw forbidden();
  },
};

export const deployments: Collection<DeploymentRow> = {
  path: 'deployments',
  scopes: ['project'],
  key: { param: 'deployment_id', get: (row) => row.id },
  notFound: 'Deployment',
  table: (state) => state.tables.deployments,
  inScope: inProject,
  serialize: (row, ctx) => deploymentJson(ctx.state, row, true),
  list: {
    filters: {
      environment: (row, value, ctx) =>
        ctx.state.tables.environments.find((env) => env.id === row.environment_id)?.name === value,
      status: (row, value) => row.status === value,
      updated_after: (row, value) => row.updated_at >= String(value),
      updated_before: (row, value) => row.updated_at <= String(value),
    },
    orderBy: {
      id: (row) => row.id,
      iid: (row) => row.iid,
      created_at: (row) => row.created_at,
      updated_at: (row) => row.updated_at,
      finished_at: (row) => row.finished_at,
      ref: (row) => row.ref,
    },
    defaultOrder: { orderBy: 'id', sort: 'asc' },
  },
  create: {
    required: ['environment', 'sha', 'ref', 'tag', 'status'],
    build: (params, ctx) => {
      const project = projectOf(ctx);
      const name = str(params.environment) ?? '';
      let environment = ctx.state.tables.environments.find(
        (row) => row.project_id === project.id && row.name === name,
      );
      const now = ctx.state.now();
      if (environment === undefined) {
        const id = nextId(ctx.state, 'environment', ctx.state.tables.environments);
        environment = {
          id,
          project_id: project.id,
          name,
          slug: slugify(name, id),
          external_url: null,
          state: 'available',
          tier: 'other',
          description: null,
          created_at: now,
          updated_at: now,
          auto_stop_at: null,
        };
        ctx.state.tables.environments.push(environment);
      }
      const status = (str(params.status) as DeploymentRow['status'] | undefined) ?? 'created';
      return {
        id: nextId(ctx.state, 'deployment', ctx.state.tables.deployments),
        iid: nextIid(ctx.state.tables.deployments.filter((row) => row.project_id === project.id)),
        project_id: project.id,
        environment_id: environment.id,
        ref: str(params.ref) ?? '',
        sha: str(params.sha) ?? '',
        status,
        user_id: ctx.auth.user.id,
        deployable_id: null,
        created_at: now,
        updated_at: now,
        finished_at: status === 'success' || status === 'failed' ? now : null,
      };
    },
  },
  update: (row, params, ctx) => {
    const status = str(params.status) as DeploymentRow['status'] | undefined;
    if (status !== undefined) row.status = status;
    row.updated_at = ctx.state.now();
    if (status === 'success' || status === 'failed' || status === 'canceled')
      row.finished_at = row.updated_at;
  },
  remove: true,
};
