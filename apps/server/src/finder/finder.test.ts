import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import type { Findable } from './action-index.js';

const action = (id: string, description: string, aliases: string[], params = ['project_id']): Findable => ({
  id,
  description,
  aliases,
  params,
  values: [],
});
const actions: Findable[] = [
  action('branch.list', 'List the branches of a project.', ['branches']),
  action('branch.get', 'Get one branch.', ['show branch'], ['project_id', 'branch_name']),
  action('branch.delete', 'Delete a branch.', ['remove branch'], ['project_id', 'branch_name']),
  action('branch.delete_merged', 'Delete merged branches.', []),
  action('issue.create', 'Open an issue.', ['file a bug'], ['project_id', 'title']),
  action('branch.protect', 'Protect a branch.', [], ['project_id', 'branch_name']),
  action('branch.list_protected', 'List protected branch rules.', [], ['project_id']),
  action('pipeline.get', 'Get a pipeline: status and duration.', [], ['project_id', 'pipeline_id']),
  action(
    'pipeline.latest',
    'Get the latest pipeline status of a branch.',
    ['current ci status'],
    ['project_id', 'ref'],
  ),
];
const finder = new Finder(actions, (action) => action);
const ids = (query: string) => finder.search(query, 5).map((hit) => hit.action.id);

describe('Finder', () => {
  it('puts an exact canonical ID first', () => {
    expect(finder.search('branch.delete_merged', 5)[0]).toEqual({ action: actions[3], score: 1000 });
  });

  it('returns nothing for a request of stopwords only', () => {
    expect(finder.search('the of a', 5)).toEqual([]);
  });

  it('lists for a plural object and gets for one named object', () => {
    expect(ids('show branches')[0]).toBe('branch.list');
    expect(ids('show branch feature/login')[0]).toBe('branch.get');
  });

  it('prefers the general action on a tie (branch.delete over branch.delete_merged)', () => {
    expect(ids('delete branch').slice(0, 2)).toEqual(['branch.delete', 'branch.delete_merged']);
  });

  it('reads a request through synonyms ("problem" is an issue, "file" an alias word)', () => {
    expect(ids('file a problem')[0]).toBe('issue.create');
  });

  it('prefers an action that takes the numbered object (pipeline 1207 → pipeline_id)', () => {
    expect(ids('status of pipeline 1207')[0]).toBe('pipeline.get');
    expect(ids('current ci status')[0]).toBe('pipeline.latest');
  });

  it('matches a state with a state and an act with an act', () => {
    expect(ids('protect branch main')[0]).toBe('branch.protect');
    expect(ids('which branches are protected')[0]).toBe('branch.list_protected');
  });
});
