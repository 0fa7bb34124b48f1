import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/*
 * The read options that change the shape of GitLab's answer (doc/api/projects.md `statistics`, doc/api/issues.md and
 * doc/api/merge_requests.md `with_labels_details`): the field appears only when asked for, as GitLab's does.
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

describe('statistics=true on a project', () => {
  it('adds the storage the project uses, in bytes, and its commit count; without it there is none', async () => {
    expect(record(await api(sandbox, '/projects/42'))).not.toHaveProperty('statistics');
    const statistics = record(await api(sandbox, '/projects/42?statistics=true')).statistics as Record<
      string,
      number
    >;
    expect(statistics.commit_count).toBeGreaterThan(0);
    expect(statistics.repository_size).toBeGreaterThan(0);
    expect(statistics.storage_size).toBe(
      statistics.repository_size! + statistics.wiki_size! + statistics.snippets_size!,
    );
  });

  it('is withheld from a guest, as GitLab shows statistics to reporters and above', async () => {
    // dave (5) is a guest of group/project.
    const asGuest = await api(sandbox, '/projects/42?statistics=true', { headers: { sudo: 'dave' } });
    expect(asGuest.status).toBe(200);
    expect(record(asGuest)).not.toHaveProperty('statistics');
  });
});

describe('with_labels_details=true on issue and merge request lists', () => {
  it('answers each label as an object with its colour and description, names otherwise', async () => {
    const plain = (await api(sandbox, '/projects/42/issues?iids[]=41')).body as Record<string, unknown>[];
    expect(plain[0]!.labels).toEqual(['bug']);
    const detailed = (await api(sandbox, '/projects/42/issues?iids[]=41&with_labels_details=true'))
      .body as Record<string, unknown>[];
    expect(detailed[0]!.labels).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        name: 'bug',
        color: expect.stringMatching(/^#/),
        text_color: expect.any(String),
        description_html: expect.any(String),
      }),
    ]);
    const mrs = (await api(sandbox, '/projects/42/merge_requests?iids[]=245&with_labels_details=true'))
      .body as Record<string, unknown>[];
    expect(mrs[0]!.labels).toEqual([expect.objectContaining({ name: 'feature', id: expect.any(Number) })]);
  });
});
