import { findProject, memberAccess } from '../../store/index.js';
import type { PlainRow, ProjectRow, SandboxState } from '../../store/index.js';
import { canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { parseGid, toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * The CI/CD Catalog (https://docs.gitlab.com/api/graphql/reference/#querycicatalogresources,
 * #querycicatalogresource): the published resources of the `ci_catalog_resources` plain table (seed/ci-catalog.ts)
 * whose project the viewer can read. A resource's name, description and path are its project's.
 */

type ResourceRow = PlainRow & { id: number; project_id: number; state: string };

interface Resource {
  row: ResourceRow;
  project: ProjectRow;
}

function resourceRows(state: SandboxState): ResourceRow[] {
  return (state.plain.ci_catalog_resources ??= []) as ResourceRow[];
}

/** The published resources the viewer can read, with their projects. */
function visibleResources(ctx: GraphqlContext): Resource[] {
  return resourceRows(ctx.state).flatMap((row) => {
    const project = findProject(ctx.state, row.project_id);
    return row.state === 'published' && project && canReadProject(ctx, project, 'read_repository')
      ? [{ row, project }]
      : [];
  });
}

type SortKey = (resource: Resource) => string | number;

const SORT_KEYS: Record<string, SortKey> = {
  NAME: (resource) => resource.project.name.toLowerCase(),
  LATEST_RELEASED_AT: (resource) => String(resource.row.latest_released_at ?? ''),
  STAR_COUNT: (resource) => resource.project.star_count,
  CREATED: (resource) => String(resource.row.created_at),
  USAGE_COUNT: (resource) => Number(resource.row.last_30_day_usage_count),
};

/** GitLab's sort, `CREATED_DESC` when none is asked for; ties by id. */
function sorted(resources: Resource[], sort: string | null | undefined): Resource[] {
  const [, field = 'CREATED', direction = 'DESC'] = /^(.*)_(ASC|DESC)$/.exec(sort ?? 'CREATED_DESC') ?? [];
  const key = SORT_KEYS[field]!;
  const sign = direction === 'ASC' ? 1 : -1;
  return [...resources].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -sign : x > y ? sign : 0) || a.row.id - b.row.id;
  });
}

interface ListArgs extends ConnectionArgs {
  scope?: 'ALL' | 'NAMESPACES' | null;
  search?: string | null;
  sort?: string | null;
}

export const ciCatalogResolvers: ResolverMap = {
  Query: fields<undefined>({
    ciCatalogResources: (_root, args: ListArgs, ctx) => {
      const search = args.search?.toLowerCase();
      const viewer = ctx.viewer;
      const resources = visibleResources(ctx).filter(
        ({ project }) =>
          (search === undefined || `${project.name} ${project.description}`.toLowerCase().includes(search)) &&
          // NAMESPACES: the resources of projects the viewer is a member of.
          (args.scope !== 'NAMESPACES' || (viewer !== null && memberAccess(ctx.state, viewer, project) > 0)),
      );
      return paginate(sorted(resources, args.sort), args, (resource) => String(resource.row.id));
    },
    ciCatalogResource: (_root, args: { id?: string | null; fullPath?: string | null }, ctx) => {
      const project = args.fullPath == null ? undefined : findProject(ctx.state, args.fullPath);
      const id = args.id == null ? undefined : Number(parseGid(args.id, ['Ci::Catalog::Resource']).id);
      return (
        visibleResources(ctx).find(
          (resource) =>
            resource.row.id === id || (project !== undefined && resource.project.id === project.id),
        ) ?? null
      );
    },
  }),
  CiCatalogResource: fields<Resource>({
    id: ({ row }) => toGid('Ci::Catalog::Resource', row.id),
    name: ({ project }) => project.name,
    description: ({ project }) => project.description,
    fullPath: ({ project }) => project.path_with_namespace,
    webPath: ({ project }) => `/${project.path_with_namespace}`,
    icon: () => null,
    starCount: ({ project }) => project.star_count,
    last30DayUsageCount: ({ row }) => row.last_30_day_usage_count,
    verificationLevel: ({ row }) => row.verification_level,
    latestReleasedAt: ({ row }) => row.latest_released_at,
  }),
};
