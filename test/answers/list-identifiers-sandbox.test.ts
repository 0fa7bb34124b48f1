/**
 * The sandbox half of the identifier rule (issue 18 4(c), issue 23): each list whose next steps ask for an
 * identifier, called through the built server with its catalog call, shows that identifier in every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CALLS } from '../catalog/calls/index.js';
import { CONTRACT_NOW, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { columnShowing, listStepNeeds } from '../support/list-identifiers.js';

/** The cells of a Markdown table row; `\|` inside a cell is text, not a border. */
const cells = (line: string) =>
  line
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim());

/** The table of a list answer: its header and rows. */
function tableOf(markdown: string): { header: string[]; rows: string[][] } {
  const lines = markdown.split('\n').filter((line) => line.startsWith('| '));
  const [header = '', , ...rows] = lines;
  return { header: cells(header), rows: rows.map(cells) };
}

/**
 * Lists whose catalog call answers only after earlier calls of its table made something (a merge request, a
 * service account's token); the static and documented-body halves of the rule check them.
 */
const NEEDS_EARLIER_CALLS = new Set([
  'merge_request.issues_closed',
  'merge_request.related_issues',
  'group.service_account_pat_list',
]);

/** Local calls that read GraphQL (see below). */
const LOCAL_GRAPHQL = new Set([
  'issue.work_item_list',
  'security_attribute.create',
  'security_scan_profile.list_project_statuses',
]);

const needs = listStepNeeds();
/**
 * Each REST list once, with the first of its catalog calls that answers rows. GraphQL lists are left to the static
 * half: the sandbox's GraphQL reads GitLab's schema from beside the repository, which a worktree does not have.
 */
const lists = [...new Set(needs.map((need) => need.list))].flatMap(({ id, gitlab }) => {
  if ('graphql' in gitlab || LOCAL_GRAPHQL.has(id) || NEEDS_EARLIER_CALLS.has(id)) return [];
  const call = Object.values(CATALOG_CALLS)
    .flat()
    .find(
      (candidate) => candidate.action === id && !candidate.isError && !/\(0\)|^No /.test(candidate.expect),
    );
  return call ? [{ id, call }] : [];
});

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
}, START_TIMEOUT);
afterAll(() => harness?.close());

describe('lists answered by the sandbox show the identifiers their next steps need', () => {
  it('checks the everyday lists (the rule is not vacuous)', () => {
    const ids = lists.map((list) => list.id);
    expect(ids.length).toBeGreaterThan(60);
    expect(ids).toEqual(
      expect.arrayContaining(['user.list', 'search.users', 'project.members', 'project.milestone_list']),
    );
  });

  it.each(lists)('$id', async ({ id, call }) => {
    const result = await harness.call('gitlab_execute_action', { action: id, params: call.params });
    const markdown = textOf(result);
    expect(result.isError ?? false, markdown).toBe(false);
    const { header, rows } = tableOf(markdown);
    if (rows.length === 0) return; // an empty answer is one sentence: nothing to identify
    const missing = needs
      .filter((need) => need.list.id === id)
      .flatMap((need) => {
        const column = columnShowing(need.list, need.param)!;
        const index = header.indexOf(column.label);
        const empty = rows.filter((row) => index < 0 || row[index] === '—' || row[index] === '').length;
        return empty > 0
          ? [`${need.key}: column ${column.label} empty in ${empty} of ${rows.length} rows`]
          : [];
      });
    expect(missing, markdown).toEqual([]);
  });
});
