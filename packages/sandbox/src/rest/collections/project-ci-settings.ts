import type { ProjectRow } from '../../store/rows.js';

/*
 * The CI/CD and package settings GET /projects/:id carries (doc/api/projects.md, "Get a single project"), at the
 * values a new project gets: the cleanup policy is off and runs daily, forward deployments are protected with
 * rollbacks allowed, developers may cancel pipelines and override pipeline variables, packages are on.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function projectCiSettingsJson(project: ProjectRow): Record<string, unknown> {
  return {
    container_expiration_policy: {
      cadence: '1d',
      enabled: false,
      keep_n: 10,
      older_than: '90d',
      name_regex: '.*',
      name_regex_delete: '.*',
      name_regex_keep: null,
      // The policy's first run is scheduled one cadence after the project is created.
      next_run_at: new Date(Date.parse(project.created_at) + DAY_MS).toISOString(),
    },
    packages_enabled: true,
    build_coverage_regex: null,
    ci_forward_deployment_enabled: true,
    ci_forward_deployment_rollback_allowed: true,
    ci_restrict_pipeline_cancellation_role: 'developer',
    ci_pipeline_variables_minimum_override_role: 'developer',
  };
}
