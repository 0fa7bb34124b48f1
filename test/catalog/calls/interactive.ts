import type { CatalogCall } from '../catalog-call.js';

/**
 * The wizards ask the user each field through MCP elicitation; the call table's client declares none, so each
 * row checks the refusal naming the non-interactive action, with nothing sent to GitLab (the wizards themselves
 * run in test/e2e/interactive.test.ts, with a client that answers).
 */
const refused = (action: string, params: Record<string, unknown>, instead: string): CatalogCall => ({
  action,
  params,
  expect: `cannot show questions (MCP elicitation): nothing was created. Create the ${instead}`,
  isError: true,
});

export const interactiveCalls: CatalogCall[] = [
  refused('interactive.issue_create', { project_id: 'group/project' }, 'issue with issue.create'),
  refused('interactive.mr_create', {}, 'merge request with merge_request.create'),
  refused('interactive.project_create', {}, 'project with project.create'),
  refused('interactive.release_create', { project_id: 'group/project' }, 'release with release.create'),
];
