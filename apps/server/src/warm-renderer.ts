import { renderResult } from '@gitlab-mcp/result/render';
import type { ListResult, RenderedResult } from '@gitlab-mcp/result';

/**
 * A one-row project list, as `project.list` answers it: a table with a link, a count and a date, a pagination
 * line and a next step, the parts of the renderer nearly every answer goes through.
 */
const SAMPLE: ListResult = {
  kind: 'list',
  objectKind: 'project',
  key: 'projects',
  items: [
    {
      id: 1,
      path_with_namespace: 'group/project',
      web_url: 'https://gitlab.example.com/group/project',
      visibility: 'private',
      default_branch: 'main',
      star_count: 0,
      last_activity_at: '2026-01-01T00:00:00Z',
    },
  ],
  pagination: {
    style: 'offset',
    block: {
      page: 1,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
      next_page: 2,
      prev_page: 0,
      has_more: true,
    },
    totals: 'absent',
  },
  contentType: 'list',
  nextSteps: [{ action: 'project.get', text: 'see one project in full' }],
  notes: [],
};

/**
 * Renders a sample answer once, while the client reads tools/list (open-tenant.ts): V8 compiles the renderer's
 * functions and its patterns on their first run, which otherwise the first call of the process pays (measured: a
 * few ms of a 20 ms first call's CPU). Returns what it rendered, which nothing but its test reads.
 */
export function warmRenderer(): RenderedResult {
  return renderResult(SAMPLE, {
    describeAction: (id) => `action '${id}'`,
    codexCompat: false,
    embedResources: true,
  });
}
