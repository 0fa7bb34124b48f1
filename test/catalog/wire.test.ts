/**
 * The catalog table's wire and page-fact checks fail on the mistakes they exist for: a renamed or misspelt
 * parameter, one in the query of a write, one never sent, a local entry missing the reference's request, and a
 * list that reports no totals where GitLab sent them. Each case is a request log as the sandbox would record it.
 */
import type { LoggedRequest } from '@gitlab-mcp/sandbox';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { pageFactProblems } from './page-facts.js';
import { wireProblems } from './wire.js';

function logged(method: string, path: string, fields: Partial<LoggedRequest> = {}): LoggedRequest {
  return {
    method,
    surface: 'rest',
    path,
    query: {},
    headers: {},
    status: 200,
    pageHeaders: {},
    startedAt: 0,
    ...fields,
  };
}

const branchCreate = {
  action: 'branch.create',
  params: { project_id: 'group/project', branch_name: 'topic', ref: 'main' },
  expect: 'topic',
};
const reference = {
  params: { project_id: 'string', branch_name: 'string', ref: 'string' },
  gitlab: 'POST /projects/{project_id}/repository/branches',
};
const branches = '/projects/group%2Fproject/repository/branches';

describe('the wire check of one catalog call', () => {
  it('passes the request GitLab documents: `branch` and `ref` in the body', () => {
    const log = [logged('POST', branches, { body: { branch: 'topic', ref: 'main' } })];
    expect(wireProblems(branchCreate, reference, log)).toEqual([]);
  });

  it('fails a name neither the action nor GitLab has, and the parameter it then never sent', () => {
    const log = [logged('POST', branches, { body: { branch_nam: 'topic', ref: 'main' } })];
    expect(wireProblems(branchCreate, reference, log)).toEqual([
      "body names [branch_nam, ref], the entry's mapping gives [branch, ref]",
      "names neither the action's nor GitLab's: [branch_nam]",
      'given but never sent: [branch_name]',
    ]);
  });

  it('fails a write whose parameters went in the query', () => {
    const log = [logged('POST', branches, { query: { branch: 'topic', ref: 'main' } })];
    expect(wireProblems(branchCreate, reference, log)).toContain('[branch, ref] sent in the query');
  });

  it('fails a local entry that never sent the request the reference names', () => {
    const call = {
      action: 'project.milestone_issues',
      params: { project_id: 'group/project', milestone_iid: 1 },
      expect: 'Issues',
    };
    const milestones = {
      params: { project_id: 'string', milestone_iid: 'integer' },
      gitlab: 'GET /projects/{project_id}/milestones',
    };
    expect(wireProblems(call, milestones, [logged('GET', '/projects/group%2Fproject/issues')])).toEqual([
      "no GET /projects/{project_id}/milestones (the reference's request) was sent",
    ]);
  });
});

describe('the page facts of one list', () => {
  const call = { action: 'branch.list', params: { project_id: 'group/project' }, expect: 'Branches' };
  const headers = {
    'x-page': '1',
    'x-per-page': '20',
    'x-total': '45',
    'x-total-pages': '3',
    'x-next-page': '2',
    'x-prev-page': '',
  };
  const answer = (pagination: object): CallToolResult => ({ content: [], structuredContent: { pagination } });

  it('fails a list that says "no totals" where GitLab sent them', () => {
    const log = [logged('GET', branches, { pageHeaders: headers })];
    const noTotals = {
      page: 1,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
      next_page: 2,
      prev_page: 0,
      has_more: true,
    };
    expect(pageFactProblems(call, answer(noTotals), log)).toEqual([
      "total_items: 0 ≠ GitLab's 45",
      "total_pages: 0 ≠ GitLab's 3",
    ]);
    expect(pageFactProblems(call, answer({ ...noTotals, total_items: 45, total_pages: 3 }), log)).toEqual([]);
  });
});
