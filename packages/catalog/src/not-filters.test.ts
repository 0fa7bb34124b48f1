import { describe, expect, it } from 'vitest';
import { notFiltersAsHash } from './not-filters.js';

describe('notFiltersAsHash', () => {
  it("folds the flat not_ filters into GitLab's `not` hash and leaves the others as they are", () => {
    expect(
      notFiltersAsHash({ state: 'opened', labels: ['ui'], not_labels: ['bug'], not_author_id: [1, 2] }),
    ).toEqual({ state: 'opened', labels: ['ui'], not: { labels: ['bug'], author_id: [1, 2] } });
  });

  it('sends no `not` at all when no negated filter was given (an unset one is not sent either)', () => {
    expect(notFiltersAsHash({ state: 'opened', not_labels: undefined })).toEqual({ state: 'opened' });
  });
});
