import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';
import { renderWikiHtml } from './collections/wiki.js';

let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([startSandbox(), startSandbox({ tier: 'free' })]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

describe('wikis', () => {
  it('render_html sends the page content as HTML; without it, the source', async () => {
    const source = record(await api(sandbox, '/projects/42/wikis/installation'));
    expect(source.content).toBe('# Installation\n\nRun `npm ci`.\n');
    const rendered = record(await api(sandbox, '/projects/42/wikis/installation?render_html=true'));
    expect(rendered.content).toBe('<h1>Installation</h1>\n<p>Run `npm ci`.</p>');
  });

  it('escapes markup in rendered text', () => {
    expect(renderWikiHtml('a <b> & "c"')).toBe('<p>a &lt;b&gt; &amp; &quot;c&quot;</p>');
  });

  it('group wikis are Premium: a free instance answers 404, project wikis still answer', async () => {
    expect((await api(sandbox, '/groups/10/wikis')).status).toBe(200);
    expect((await api(free, '/groups/10/wikis', { token: free.tokens.api })).status).toBe(404);
    expect((await api(free, '/projects/42/wikis', { token: free.tokens.api })).status).toBe(200);
  });

  it('an attachment is committed under uploads/ and answered with the Markdown that links it', async () => {
    const form = new FormData();
    form.append('branch', 'docs');
    form.append('file', new Blob([Buffer.from('hello')], { type: 'image/png' }), 'diagram.png');
    const response = await fetch(`${sandbox.url}/api/v4/projects/42/wikis/attachments`, {
      method: 'POST',
      headers: { 'private-token': sandbox.tokens.api },
      body: form,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ file_name: 'diagram.png', branch: 'docs' });
    expect(body.file_path).toMatch(/^uploads\/[0-9a-f]{32}\/diagram\.png$/);
    expect(body.link).toEqual({ url: body.file_path, markdown: `![diagram](${String(body.file_path)})` });
  });

  it('an attachment without a file is a 400', async () => {
    const answer = await api(sandbox, '/projects/42/wikis/attachments', { method: 'POST', body: {} });
    expect(answer.status).toBe(400);
  });
});
