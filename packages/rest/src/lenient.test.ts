import { describe, expect, it } from 'vitest';
import { createRestClient } from './rest-client.js';
import { fakeFetch, json } from './test-support/fake-fetch.js';

/** A merge request as GitLab may send it: every optional field null, or missing altogether. */
const NULL_MR = {
  id: 1,
  iid: 243,
  title: null,
  description: null,
  author: null,
  assignees: null,
  reviewers: [],
  milestone: null,
  labels: null,
  head_pipeline: null,
  merged_by: null,
  merge_user: null,
  closed_at: null,
  web_url: null,
  references: null,
  time_stats: null,
};

function restAnswering(body: () => Response) {
  return createRestClient({
    url: 'https://gitlab.test',
    credential: { kind: 'private', token: 't' },
    fetch: fakeFetch(body).fetch,
  });
}

describe('lenient mapping', () => {
  it.each([
    ['an object with every optional field null', () => json(NULL_MR), NULL_MR],
    ['an object with every optional field missing', () => json({ iid: 243 }), { iid: 243 }],
    ['a JSON null', () => json(null), null],
    ['an empty JSON body', () => new Response('', { headers: { 'content-type': 'application/json' } }), null],
    ['a 204 without a body', () => new Response(null, { status: 204 }), null],
  ])('get tolerates %s', async (_, answer, expected) => {
    const rest = restAnswering(answer);
    await expect(rest.request('GET', 'projects/42/merge_requests/243')).resolves.toMatchObject({
      data: expected,
    });
  });

  it.each([
    ['null items and no pagination headers', () => json([NULL_MR, null, {}]), 3],
    ['a JSON null where a list was expected', () => json(null), 0],
    ['an object where a list was expected', () => json({ message: 'odd' }), 1],
  ])('list tolerates %s', async (_, answer, count) => {
    const rest = restAnswering(answer);
    const page = await rest.list('projects/42/merge_requests');
    expect(page.items).toHaveLength(count);
    expect(page.pageInfo).toMatchObject({
      style: 'offset',
      totals: 'absent',
      block: { page: 1, has_more: false },
    });
  });
});
