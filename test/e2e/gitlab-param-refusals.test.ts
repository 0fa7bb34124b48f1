/**
 * Issue 18: the sandbox refuses parameters as GitLab's API does (Grape: a value that is not of the declared type is
 * `<name> is invalid`, one outside the declared values `<name> does not have a valid value`), before the endpoint
 * runs. A call the server lets through but GitLab would refuse must come back with GitLab's own words, not a result.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';

const harness = dynamicHarness();

describe("GitLab's parameter refusals reach the user through the server", () => {
  it.each([
    ['a date GitLab cannot read', 'created_after', 'last week', 'created_after is invalid'],
    [
      "a due-date filter outside GitLab's values",
      'due_date',
      'someday',
      'due_date does not have a valid value',
    ],
  ])(
    '%s reaches GitLab, which refuses it in its own words, and the answer says so',
    async (_, name, value, words) => {
      const { result, text, requests } = await executeLogged(harness(), 'issue.list', {
        project_id: 'group/project',
        [name]: value,
      });
      expect(
        requests.map((request) => [request.method, request.path, request.query[name], request.status]),
      ).toEqual([['GET', '/projects/group%2Fproject/issues', value, 400]]);
      expect(result.isError).toBe(true);
      expect(text).toContain(words);
    },
  );

  it('an order GitLab does not declare for issues is refused by the server before GitLab hears of it', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'issue.list', {
      project_id: 'group/project',
      order_by: 'id',
    });
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain('order_by');
  });
});
