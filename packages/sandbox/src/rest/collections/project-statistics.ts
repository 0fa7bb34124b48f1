import type { ProjectRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { ROLE, projectAccess } from '../../store/membership.js';
import type { CollectionContext } from '../collection.js';
import { bool } from '../params.js';

/*
 * `statistics=true` on the project reads (doc/api/projects.md, "Get a single project"): the storage the project uses,
 * for reporters and above. The sizes are those of what the sandbox holds (its files, wiki pages and snippets, in
 * bytes); the kinds of storage it does not model (LFS, artifacts, packages, uploads, registry) are empty.
 */

const bytes = (texts: readonly string[]): number =>
  texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

export function projectStatisticsJson(state: SandboxState, project: ProjectRow): Record<string, number> {
  const repository = bytes(
    state.tables.files.filter((file) => file.project_id === project.id).map((file) => file.content),
  );
  const wiki = bytes(
    state.tables.wikiPages.filter((page) => page.project_id === project.id).map((page) => page.content),
  );
  const snippets = bytes(
    state.tables.snippets.filter((snippet) => snippet.project_id === project.id).map((row) => row.content),
  );
  return {
    commit_count: state.tables.commits.filter((commit) => commit.project_id === project.id).length,
    storage_size: repository + wiki + snippets,
    repository_size: repository,
    wiki_size: wiki,
    lfs_objects_size: 0,
    job_artifacts_size: 0,
    pipeline_artifacts_size: 0,
    packages_size: 0,
    snippets_size: snippets,
    uploads_size: 0,
    container_registry_size: 0,
  };
}

/** The `statistics` field when the request asks for it and the user may see it (reporter or above). */
export function requestedStatistics(ctx: CollectionContext, project: ProjectRow): Record<string, unknown> {
  const wanted = bool(ctx.req.query.statistics) === true;
  return wanted && projectAccess(ctx.state, ctx.auth.user, project) >= ROLE.reporter
    ? { statistics: projectStatisticsJson(ctx.state, project) }
    : {};
}
