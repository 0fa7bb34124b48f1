import { missingParams } from '../../http/errors.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { branchFiles } from '../../store/repository.js';
import { bool, str } from '../params.js';
import { lintConfiguration } from './ci-lint-rules.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * CI Lint (https://docs.gitlab.com/api/lint/): POST checks the content it is sent in the project's context, GET
 * checks the project's own .gitlab-ci.yml at `content_ref` (or the older `ref`), by default on the default branch.
 */

function lintAnswer(ctx: ProjectContext, content: string) {
  const outcome = lintConfiguration(content);
  return json(200, {
    valid: outcome.valid,
    errors: outcome.errors,
    warnings: outcome.warnings,
    merged_yaml: outcome.valid ? content : null,
    includes: [],
    ...(bool(ctx.req.params.include_jobs) === true ? { jobs: outcome.valid ? outcome.jobs : [] } : {}),
  });
}

export const ciLintRoutes: Route[] = [
  projectAction('POST', '/ci/lint', (ctx) => {
    const content = ctx.req.params.content;
    if (content === undefined) throw missingParams(['content']);
    return lintAnswer(ctx, str(content) ?? '');
  }),
  projectAction('GET', '/ci/lint', (ctx) => {
    const ref = str(ctx.req.params.content_ref) ?? str(ctx.req.params.ref) ?? ctx.project.default_branch;
    const file = branchFiles(ctx.state, ctx.project.id, ref, ctx.project.default_branch).find(
      (row) => row.path === '.gitlab-ci.yml',
    );
    return lintAnswer(ctx, file?.content ?? '');
  }),
];
