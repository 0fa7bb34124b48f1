import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMultipart } from '../http/multipart.js';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

/** A PNG header plus bytes that are not valid UTF-8, so a text round trip would corrupt them. */
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);

/** Sends a multipart form, as curl --form and our REST client do. */
async function sendForm(
  method: string,
  path: string,
  field: string,
  filename: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append(field, new Blob([BYTES], { type: 'image/png' }), filename);
  const response = await fetch(`${sandbox.url}/api/v4${path}`, {
    method,
    headers: { 'private-token': sandbox.tokens.api },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('multipart bodies', () => {
  it('keeps binary file parts byte for byte, and form fields and key[] lists as text', () => {
    const raw = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nImported\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="ids[]"\r\n\r\n1\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="ids[]"\r\n\r\n2\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n'),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      BYTES,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    expect(parseMultipart(raw, 'XyZ')).toEqual({
      name: 'Imported',
      ids: ['1', '2'],
      file: {
        filename: 'a.png',
        content_type: 'image/png',
        size: BYTES.length,
        data: BYTES.toString('base64'),
      },
    });
  });
});

describe('avatars and uploads', () => {
  it('stores an avatar sent with the project update and serves the same bytes back', async () => {
    expect((await api(sandbox, '/projects/42/avatar')).status).toBe(404);
    const updated = await sendForm('PUT', '/projects/42', 'avatar', 'logo.png');
    expect(updated.status).toBe(200);
    expect(updated.body.avatar_url).toBe(
      'https://gitlab.example.com/uploads/-/system/project/42/avatar/logo.png',
    );
    const response = await fetch(`${sandbox.url}/api/v4/projects/42/avatar`, {
      headers: { 'private-token': sandbox.tokens.api },
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
  });

  it('answers an upload with its Markdown, lists it, and deletes it by secret and file name', async () => {
    const created = await sendForm('POST', '/groups/10/uploads', 'file', 'chart.png');
    expect(created.status).toBe(201);
    const url = String(created.body.url);
    expect(created.body.markdown).toBe(`![chart](${url})`);
    const [, secret, filename] = /^\/uploads\/([0-9a-f]{32})\/(.+)$/.exec(url) ?? [];
    const listed = (await api(sandbox, '/groups/10/uploads')).body as Record<string, unknown>[];
    expect(listed.find((row) => row.filename === 'chart.png')).toMatchObject({ size: BYTES.length });
    const path = `/groups/10/uploads/${secret}/${filename}`;
    expect((await api(sandbox, path, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, path, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('group lifecycle', () => {
  it('marks a group for deletion, refuses a second mark, and restores it', async () => {
    const created = record(
      await api(sandbox, '/groups', { method: 'POST', body: { name: 'Tmp', path: 'tmp' } }),
    );
    const id = String(created.id);
    expect((await api(sandbox, `/groups/${id}`, { method: 'DELETE' })).status).toBe(202);
    expect(record(await api(sandbox, `/groups/${id}`)).marked_for_deletion_on).toBe('2025-03-21');
    expect((await api(sandbox, `/groups/${id}`, { method: 'DELETE' })).status).toBe(400);
    expect(
      record(await api(sandbox, `/groups/${id}/restore`, { method: 'POST' })).marked_for_deletion_on,
    ).toBeNull();
    await api(sandbox, `/groups/${id}`, { method: 'DELETE' });
    const permanently = `/groups/${id}?permanently_remove=true&full_path=tmp`;
    expect((await api(sandbox, permanently, { method: 'DELETE' })).status).toBe(202);
    expect((await api(sandbox, `/groups/${id}`)).status).toBe(404);
  });

  it('moves a group with its subgroups and projects, and refuses a move under its own subgroup', async () => {
    const parent = record(
      await api(sandbox, '/groups', { method: 'POST', body: { name: 'Org', path: 'org' } }),
    );
    const moved = await api(sandbox, '/groups/10/transfer', {
      method: 'POST',
      body: { group_id: parent.id },
    });
    expect(record(moved).full_path).toBe('org/group');
    expect(record(await api(sandbox, '/groups/11')).full_path).toBe('org/group/subgroup');
    expect(record(await api(sandbox, '/projects/42')).path_with_namespace).toBe('org/group/project');
    expect(
      (await api(sandbox, '/groups/10/transfer', { method: 'POST', body: { group_id: 11 } })).status,
    ).toBe(400);
    expect(record(await api(sandbox, '/groups/10/transfer', { method: 'POST', body: {} })).full_path).toBe(
      'group',
    );
    expect(record(await api(sandbox, '/projects/42')).path_with_namespace).toBe('group/project');
  });

  it('shows a share in shared_with_groups and in both groups’ lists until it is removed', async () => {
    const shared = await api(sandbox, '/groups/11/share', {
      method: 'POST',
      body: { group_id: 10, group_access: 20 },
    });
    expect(record(shared).shared_with_groups).toEqual([
      {
        group_id: 10,
        group_name: 'Group',
        group_full_path: 'group',
        group_access_level: 20,
        expires_at: null,
      },
    ]);
    expect(
      ((await api(sandbox, '/groups/11/invited_groups')).body as { id: number }[]).map((g) => g.id),
    ).toEqual([10]);
    expect(
      ((await api(sandbox, '/groups/10/groups/shared')).body as { id: number }[]).map((g) => g.id),
    ).toEqual([11]);
    expect(
      (await api(sandbox, '/groups/11/share', { method: 'POST', body: { group_id: 10, group_access: 20 } }))
        .status,
    ).toBe(409);
    expect((await api(sandbox, '/groups/11/share/10', { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, '/groups/11/invited_groups')).body).toEqual([]);
  });

  it('answers provisioned users only from Premium, as GitLab does for unlicensed features', async () => {
    const free = await startSandbox({ tier: 'free' });
    try {
      expect((await api(free, '/groups/10/provisioned_users')).status).toBe(404);
    } finally {
      await free.close();
    }
    const users = (await api(sandbox, '/groups/10/provisioned_users')).body as { username: string }[];
    expect(users.map((user) => user.username)).toEqual(['erin']);
  });
});
