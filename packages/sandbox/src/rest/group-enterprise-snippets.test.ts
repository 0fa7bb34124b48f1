import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** A group's enterprise endpoints (tiers, LDAP links named by CN or filter, activity counts) and snippet extras. */
let sandbox: Sandbox;
let premium: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, premium, free] = await Promise.all([
    startSandbox({ now: '2025-03-21T09:00:00Z' }),
    startSandbox({ tier: 'premium' }),
    startSandbox({ tier: 'free' }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), premium.close(), free.close()]));

describe('group enterprise', () => {
  it('answers 404 below the tier GitLab sells each feature in', async () => {
    expect((await api(free, '/groups/10/saml_group_links')).status).toBe(404);
    expect((await api(premium, '/groups/10/saml_group_links')).status).toBe(200);
    expect((await api(premium, '/groups/10/manage/personal_access_tokens')).status).toBe(404);
    expect((await api(sandbox, '/groups/10/manage/personal_access_tokens')).status).toBe(200);
  });

  it('pages every list with GitLab headers', async () => {
    const lists = [
      '/groups/10/saml_group_links',
      '/groups/10/saml_users',
      '/groups/10/ldap_group_links',
      '/groups/10/manage/personal_access_tokens',
      '/groups/10/manage/ssh_keys',
      '/groups/10/ssh_certificates',
      '/groups/10/billable_members',
      '/groups/10/billable_members/2/memberships',
      '/snippets/public',
      '/snippets/all',
      '/projects/42/snippets/61/award_emoji',
    ];
    for (const path of lists) {
      const answer = await api(sandbox, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-per-page'), path).toBe('20');
    }
  });

  it('never sends a token value in the credentials inventory', async () => {
    const tokens = records(await api(sandbox, '/groups/10/manage/personal_access_tokens'));
    expect(tokens.length).toBe(2);
    for (const token of tokens) expect(token).not.toHaveProperty('token');
  });

  it('deletes LDAP links by CN or by filter, and answers 404 when none matches', async () => {
    const add = (body: Record<string, unknown>) =>
      api(sandbox, '/groups/10/ldap_group_links', {
        method: 'POST',
        body: { provider: 'ldapmain', group_access: 30, ...body },
      });
    expect((await add({ filter: '(ou=ops)' })).status).toBe(201);
    expect((await add({})).status).toBe(400);
    expect(
      (
        await api(sandbox, '/groups/10/ldap_group_links?filter=(ou%3Dops)&provider=ldapmain', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(
      (await api(sandbox, '/groups/10/ldap_group_links/ldapmain/nobody', { method: 'DELETE' })).status,
    ).toBe(404);
    expect(records(await api(sandbox, '/groups/10/ldap_group_links')).map((link) => link.cn)).toEqual([
      'engineering',
    ]);
  });

  it('counts the last 90 days of a group by its full path', async () => {
    const answer = await api(sandbox, '/analytics/group_activity/merge_requests_count?group_path=group');
    expect(answer.status).toBe(200);
    expect(typeof (answer.body as Record<string, unknown>).merge_requests_count).toBe('number');
    expect((await api(sandbox, '/analytics/group_activity/issues_count?group_path=nope')).status).toBe(404);
  });
});

describe('snippets', () => {
  it('serve raw content as text and one file of a snippet by ref and name', async () => {
    const raw = await api(sandbox, '/projects/42/snippets/61/raw');
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(raw.text).toContain('curl -X POST');
    expect((await api(sandbox, '/snippets/63/files/main/.gitconfig/raw')).text).toContain('[alias]');
    expect((await api(sandbox, '/snippets/63/files/main/other.txt/raw')).status).toBe(404);
  });

  it('list only public personal snippets in explore', async () => {
    const listed = records(await api(sandbox, '/snippets/public'));
    expect(listed.map((snippet) => snippet.id)).toEqual([63]);
  });

  it('carry comments with a null iid (GitLab exposes noteable_iid only for issues and MRs), addressed by the snippet ID', async () => {
    const notes = records(await api(sandbox, '/projects/42/snippets/61/notes'));
    expect(notes.length).toBe(3);
    for (const note of notes) {
      expect(note.noteable_type).toBe('Snippet');
      expect(note.noteable_iid).toBeNull();
    }
    expect((await api(sandbox, '/projects/42/snippets/999/notes')).status).toBe(404);
  });
});
