/**
 * Walking a list page by page: the heading, summary and pagination lines and the seven pagination fields say what
 * GitLab said about the pages, and following `next_page` visits every item once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitlab } from '../support/gitlab-setup.js';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

interface Pagination {
  page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
  next_page: number;
  prev_page: number;
  has_more: boolean;
}
type ListAnswer = { branches: Array<{ name: string; web_url: string }>; pagination: Pagination };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

function branchPage(page: number, perPage = 3) {
  return harness.call('gitlab_execute_action', {
    action: 'branch.list',
    params: { project_id: 'group/project', per_page: perPage, page, order_by: 'updated', sort: 'desc' },
  });
}

/** The branch names GitLab itself lists on that page, most recently updated first. */
async function gitlabPage(page: number, perPage = 3): Promise<string[]> {
  const answer = await gitlab(
    harness.sandbox,
    'GET',
    `/projects/42/repository/branches?sort=updated_desc&page=${page}&per_page=${perPage}`,
  );
  return (answer.body as Array<{ name: string }>).map((branch) => branch.name);
}

function rowNames(markdown: string): string[] {
  return [...markdown.matchAll(/^\| \[([^\]]+)\]\(/gm)].map((match) => match[1]!);
}

describe('branch.list of 45 branches at 3 per page', () => {
  it('OF-12 OF-13 OF-40 OF-51 page 2 of 15: heading, summary, rows and pagination line', async () => {
    const result = await branchPage(2);
    const text = textOf(result);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['## Branches (45)', '', 'Showing 3 of 45 results (page 2 of 15)']);
    expect(text).toContain('\n\nPage 2 of 15 | 45 items total | 3 per page\n\n---\n💡 **Next steps:**\n');
    const expected = await gitlabPage(2);
    expect(expected).toHaveLength(3);
    expect(rowNames(text)).toEqual(expected);
    const structured = result.structuredContent as ListAnswer;
    expect(structured.branches.map((branch) => branch.name)).toEqual(expected);
    expect(structured.pagination).toEqual({
      page: 2,
      per_page: 3,
      total_items: 45,
      total_pages: 15,
      next_page: 3,
      prev_page: 1,
      has_more: true,
    });
  });

  it('OF-12 OF-13 OF-40 OF-51 page 15 of 15 is the last: no next page', async () => {
    const result = await branchPage(15);
    const text = textOf(result);
    expect(text.split('\n').slice(0, 3)).toEqual([
      '## Branches (45)',
      '',
      'Showing 3 of 45 results (page 15 of 15)',
    ]);
    expect(text).toContain('\n\nPage 15 of 15 | 45 items total | 3 per page\n\n');
    expect(rowNames(text)).toEqual(await gitlabPage(15));
    expect((result.structuredContent as ListAnswer).pagination).toEqual({
      page: 15,
      per_page: 3,
      total_items: 45,
      total_pages: 15,
      next_page: 0,
      prev_page: 14,
      has_more: false,
    });
  });

  it('OF-51 following next_page from page 1 visits all 45 branches once, in GitLab order', async () => {
    const seen: string[] = [];
    let page = 1;
    let visited = 0;
    while (page !== 0) {
      const { branches, pagination } = (await branchPage(page, 7)).structuredContent as ListAnswer;
      seen.push(...branches.map((branch) => branch.name));
      expect(pagination.has_more).toBe(pagination.next_page !== 0);
      page = pagination.next_page;
      visited += 1;
      expect(visited).toBeLessThanOrEqual(7);
    }
    expect(visited).toBe(7);
    expect(seen).toEqual(await gitlabPage(1, 100));
    expect(new Set(seen).size).toBe(45);
  });
});

describe('lists without totals and empty lists', () => {
  it('OF-12 OF-40 OF-51 over 10,000 issues GitLab sends no total: "20 shown, more available", zeros for totals', async () => {
    const result = await harness.call('gitlab_execute_action', {
      action: 'issue.list',
      params: { project_id: 'group/big', per_page: 20 },
    });
    const text = textOf(result);
    expect(text.split('\n').slice(0, 3)).toEqual([
      '## Issues (20 shown, more available)',
      '',
      '| IID | Title | State | Author | Assignees | Labels |',
    ]);
    expect(text).not.toContain('Showing');
    expect(text).toContain('\n\nPage 1 | 20 per page | more pages available\n\n');
    expect((result.structuredContent as { pagination: Pagination }).pagination).toEqual({
      page: 1,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
      next_page: 2,
      prev_page: 0,
      has_more: true,
    });
  });

  it('OF-12 OF-40 the last page without totals counts its rows and says there are no more pages', async () => {
    const result = await harness.call('gitlab_execute_action', {
      action: 'issue.list',
      params: { project_id: 'group/big', per_page: 20, page: 503 },
    });
    const text = textOf(result);
    expect(text.split('\n')[0]).toBe('## Issues (10)');
    expect(text).toContain('\n\nPage 503 | 20 per page | no more pages\n\n');
    expect((result.structuredContent as { pagination: Pagination }).pagination).toMatchObject({
      page: 503,
      next_page: 0,
      prev_page: 502,
      has_more: false,
    });
  });

  it('OF-14 an empty list is one sentence without a heading', async () => {
    const result = await harness.call('gitlab_execute_action', {
      action: 'branch.list',
      params: { project_id: 'group/project', search: 'no-branch-has-this-name' },
    });
    const text = textOf(result);
    expect(text.split('\n\n')[0]).toBe('No branches found.');
    expect(text).not.toContain('##');
    expect(result.structuredContent).toMatchObject({
      branches: [],
      pagination: { page: 1, total_items: 0, next_page: 0, prev_page: 0, has_more: false },
    });
  });

  it('OF-51 per_page above 100 is refused before GitLab is called', async () => {
    harness.sandbox.requests.clear();
    const result = await harness.call('gitlab_execute_action', {
      action: 'branch.list',
      params: { project_id: 'group/project', per_page: 101 },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/per_page/);
    expect(harness.gitlabRequests()).toEqual([]);
  });
});
