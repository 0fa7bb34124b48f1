/**
 * GitLab takes the negated filters of its issue and merge request lists as the hash `not` (`not[labels]=bug`,
 * doc/api/issues.md, doc/api/merge_requests.md); a flat `not_labels` is a name it does not declare, which it would
 * ignore and list everything. Through the real server against the sandbox: the filter leaves GitLab's request as
 * `not[…]`, nothing undeclared reaches it, and the list it answers leaves the labelled items out.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';

const harness = dynamicHarness();

/** The IIDs a list answer shows (`#41`, or `!243` for merge requests), in order. */
function references(text: string, sigil: '#' | '!'): string[] {
  return [...text.matchAll(new RegExp(`\\${sigil}(\\d+)\\b`, 'g'))].map((match) => match[1]!);
}

/** The Author column of an issue list row (IID, Title, State, Author, …). */
function authorOf(row: string): string {
  return row.split(' | ')[3]!.trim();
}

describe('the negated filters reach GitLab as its `not` hash and filter the list', () => {
  it.each([
    ['issue.list', '/projects/group%2Fproject/issues', '#'],
    ['merge_request.list', '/projects/group%2Fproject/merge_requests', '!'],
  ] as const)('%s with not_labels', async (action, path, sigil) => {
    const base = { project_id: 'group/project', state: 'all', per_page: 100 } as const;
    const labelled = await executeLogged(harness(), action, { ...base, labels: ['bug'] });
    const others = await executeLogged(harness(), action, { ...base, not_labels: ['bug'] });
    expect(others.result.isError ?? false, others.text).toBe(false);
    // The client writes GitLab's array form, `not[labels][]=bug` (Rack reads it as the hash `not`).
    expect(
      others.requests.map((request) => [request.method, request.path, request.query['not[labels][]']]),
    ).toEqual([['GET', path, 'bug']]);
    expect(others.requests.flatMap((request) => Object.keys(request.query))).not.toContain('not_labels');
    expect(others.requests.map((request) => request.undeclared)).toEqual([undefined]);
    const withBug = references(labelled.text, sigil);
    const withoutBug = references(others.text, sigil);
    expect(withBug.length).toBeGreaterThan(0);
    expect(withoutBug.length).toBeGreaterThan(0);
    expect(withoutBug.filter((iid) => withBug.includes(iid))).toEqual([]);
  });

  it('issue.list_all takes several authors to leave out, sent as the list not[author_id]', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'issue.list_all', {
      scope: 'all',
      not_author_id: [1, 2],
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.path, Object.keys(request.query).sort()])).toEqual([
      ['/issues', ['not[author_id][]', 'page', 'per_page', 'scope']],
    ]);
    expect(requests.map((request) => request.undeclared)).toEqual([undefined]);
    // Issues by the other authors only: those by root (1) and alice (2) are left out.
    const authors = new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('| [#'))
        .map(authorOf),
    );
    expect([...authors].sort()).toEqual(['@bob', '@carol']);
  });
});
