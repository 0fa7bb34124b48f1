import { z } from 'zod';
import { defineAction } from '../../action.js';
import { flag, projectId, text } from '../../params.js';

const options = {
  dry_run: flag('Simulate pipeline creation as well, which catches more errors (default false)').optional(),
  include_jobs: flag('List the jobs the configuration would create').optional(),
};

/** GitLab's error and warning lists, or none. */
function messages(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * CI Lint answers `valid` and two lists (https://docs.gitlab.com/api/lint/). The card states the verdict in its
 * heading and gives every error and warning a line of its own, so a model cannot miss or merge them.
 */
export function lintReport(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const answer = data as Record<string, unknown>;
  const errors = messages(answer.errors);
  const warnings = messages(answer.warnings);
  const verdict =
    answer.valid !== true ? '❌ invalid' : warnings.length > 0 ? '✅ valid, with warnings' : '✅ valid';
  return {
    verdict,
    ...answer,
    error_count: errors.length,
    warning_count: warnings.length,
    error_lines: errors.join('\n'),
    warning_lines: warnings.join('\n'),
  };
}

const nextSteps = [
  { action: 'repository.file_get', text: "read the project's .gitlab-ci.yml" },
  { action: 'pipeline.create', text: 'run a pipeline once the configuration is valid' },
];

/** CI Lint of a given configuration and of a project's own (https://docs.gitlab.com/api/lint/). */
export const lintActions = [
  defineAction({
    id: 'template.lint',
    description:
      'Validate a .gitlab-ci.yml content in the context of a project: valid or not, every error and warning.',
    input: z
      .object({
        project_id: projectId,
        content: text('The CI/CD configuration to check, as YAML'),
        ref: text('Branch or tag whose context (includes, variables) a dry run uses').optional(),
        ...options,
      })
      .strict(),
    gitlab: { reshape: lintReport },
    answer: { object: 'ci_lint' },
    content: 'detail',
    resource: null,
    nextSteps,
    aliases: ['validate ci', 'check gitlab-ci.yml', 'ci lint', 'yaml lint'],
    // GitLab checks validate_ci_config on POST and GET /projects/:id/ci/lint.
    permission: 'validate_ci_config',
  }),
  defineAction({
    id: 'template.lint_project',
    description: "Validate a project's own .gitlab-ci.yml at a ref: valid or not, every error and warning.",
    input: z
      .object({
        project_id: projectId,
        content_ref: text(
          'Commit, branch or tag whose .gitlab-ci.yml to check (default: default branch)',
        ).optional(),
        dry_run_ref: text('Branch or tag whose context a dry run uses').optional(),
        ref: text('Older name of content_ref').optional(),
        ...options,
      })
      .strict(),
    gitlab: { reshape: lintReport },
    answer: { object: 'ci_lint', notFound: (args) => `project ${args.project_id}` },
    content: 'detail',
    resource: null,
    nextSteps,
    aliases: ['validate project ci', 'is my pipeline config valid'],
    permission: 'validate_ci_config',
  }),
];
