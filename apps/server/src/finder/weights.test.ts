import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import type { Findable } from './action-index.js';
import { findable } from './test-support/findable.js';
import { FEATURES, LEARNED, weigh, WEIGHTS } from './weights.js';
import type { Weights } from './weights.js';

const actions: Findable[] = [
  findable('branch.list', 'List the branches of a project.', ['branches'], ['project_id']),
  findable('branch.get', 'Get one branch.', ['show branch'], ['project_id', 'branch_name']),
  findable('branch.protect', 'Protect a branch.', [], ['project_id', 'branch_name']),
  findable('pipeline.get', 'Get a pipeline: status and duration.', [], ['project_id', 'pipeline_id']),
  findable('pipeline.latest', 'Get the latest pipeline status of a branch.', ['current ci status'], ['ref']),
];
const describeAction = (findable: Findable) => findable;

describe('finder weights', () => {
  it('scores every hit as its features weighed by the table (an alias said word for word adds 500)', () => {
    const finder = new Finder(actions, describeAction);
    const requests = [
      'show branches',
      'protect branch main',
      'is the main branch protected?',
      'current ci status',
    ];
    const unexplained = requests.flatMap((request) =>
      finder
        .rank(request)
        .filter(({ score, features }) => {
          const weighed = features ? weigh(features, WEIGHTS) : 0;
          return ![0, 500].some((offset) => Math.abs(score - weighed - offset) < 1e-9);
        })
        .map(({ action: hit, score }) => `${request}: ${hit.id} ${score}`),
    );
    expect(finder.rank('show branches').length).toBeGreaterThan(1);
    expect(unexplained).toEqual([]);
  });

  it('ranks with the table it is given: weighing descriptions alone ranks by the words a description says', () => {
    const descriptionsOnly = Object.fromEntries(
      Object.keys(FEATURES).map((feature) => [feature, feature === 'description' ? 1 : 0]),
    ) as unknown as Weights;
    const ids = (finder: Finder<Findable>) => finder.search('branch status', 5).map((hit) => hit.action.id);
    expect(ids(new Finder(actions, describeAction))[0]).not.toBe('pipeline.latest');
    expect(ids(new Finder(actions, describeAction, descriptionsOnly))[0]).toBe('pipeline.latest');
  });

  it('names how its table was obtained, from sets one may tune on only (no test half, no check part)', () => {
    expect(LEARNED.learnedBy).not.toBe('');
    expect(LEARNED.sets.filter((set) => /\/(test|[a-z-]+-check)\.json$/.test(set))).toEqual([]);
  });
});
