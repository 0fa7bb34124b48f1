/**
 * A description never promises what the answer does not show (issue 23): each promised word of each action's
 * description (test/support/description-promises.ts) against what its renderer shows for GitLab's documented body.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { brokenPromises, documentedBodies, promisedLabels } from '../support/description-promises.js';

const checked = ACTIONS.filter((action) => action.classification.readOnly)
  .map((action) => ({
    action,
    promised: promisedLabels(action.description),
    bodies: documentedBodies(action),
  }))
  .filter(({ promised, bodies }) => promised.length > 0 && bodies.length > 0);

describe('descriptions promise only what answers show', () => {
  it('reads the promises it should (the table is not vacuous)', () => {
    expect(
      promisedLabels("List a pipeline's jobs with their stage, status and duration, filtered by status."),
    ).toEqual([/stage/i, /status/i, /duration/i]);
    expect(promisedLabels('List protected branches: who may push and merge.').map(String)).toEqual([
      '/push/i',
      '/merge/i',
    ]);
    // A filter or the action's own noun is no promise.
    expect(promisedLabels('List merge requests, filtered by state and labels.')).toEqual([]);
    expect(checked.length).toBeGreaterThan(15);
    expect(checked.map(({ action }) => action.id)).toEqual(
      expect.arrayContaining(['branch.list_protected', 'job.list', 'project.members']),
    );
  });

  it.each(checked.map((entry) => [entry.action.id, entry] as const))(
    '%s shows what its description promises, for each documented body',
    (_id, { action, bodies }) => {
      const missing = bodies.flatMap((body, index) =>
        brokenPromises(action, body).map((problem) => `documented body ${index + 1}: ${problem}`),
      );
      expect(missing).toEqual([]);
    },
  );
});
