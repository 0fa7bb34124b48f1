/**
 * Issue 20, finding 6: a GitLab that quotes the request's token in an error (the sandbox's `echo_token` fault)
 * never gets it back to the caller, whatever the token's shape. OAuth mode, whose tokens have no `glpat-` prefix
 * a shape-based scrubber could know: the token appears nowhere in the answer (Markdown, structuredContent, any
 * embedded resource: the whole JSON-RPC result) nor in the server's log, while GitLab's message is still shown.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, textOf } from '../support/harness.js';
import { connectHttpClient, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

let sandbox: Sandbox;
let server: HttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({
    args: ['--auth-mode', 'oauth', '--public-url', 'https://mcp.example.com', '--gitlab-url', sandbox.url],
  });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

describe('a token GitLab echoes in an error', () => {
  it('is replaced in every part of the answer and never logged, though not shaped like a GitLab token', async () => {
    const token = sandbox.tokens.oauth;
    expect(token).not.toMatch(/^gl[a-z]+-/);
    const http = await connectHttpClient(server.url, { Authorization: `Bearer ${token}` });
    try {
      sandbox.requests.clear();
      sandbox.faults.add({ method: 'GET', path: /\/issues\/4$/, fault: { kind: 'echo_token', status: 422 } });
      const result = (await http.call('gitlab_execute_action', {
        action: 'issue.get',
        params: { project_id: 'group/project', issue_iid: 4 },
      })) as CallToolResult;
      // GitLab was asked, and its answer quoted the token: the scrubbing below has something to remove.
      const asked = sandbox.requests.all().filter((request) => /\/issues\/4$/.test(request.path));
      expect(asked.map((request) => request.status)).toEqual([422]);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('Bad request - token [REDACTED] may not do this');
      expect(JSON.stringify(result)).not.toContain(token);
      expect(server.stderr()).not.toContain(token);
    } finally {
      sandbox.faults.clear();
      await http.close();
    }
  });

  it('quoted in GitLab text an answer shows, it is replaced in the card, structuredContent and embedded resource', async () => {
    const token = sandbox.tokens.oauth;
    const created = await fetch(`${sandbox.url}/api/v4/projects/group%2Fproject/issues`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': sandbox.tokens.api, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Pasted by mistake',
        description: `curl -H "Authorization: Bearer ${token}"`,
      }),
    });
    expect(created.status).toBe(201);
    const { iid } = (await created.json()) as { iid: number };
    const http = await connectHttpClient(server.url, { Authorization: `Bearer ${token}` });
    try {
      const result = (await http.call('gitlab_execute_action', {
        action: 'issue.get',
        params: { project_id: 'group/project', issue_iid: iid },
      })) as CallToolResult;
      expect(result.isError, textOf(result)).toBeFalsy();
      const resource = result.content.find((block) => block.type === 'resource');
      expect(resource, 'the embedded resource block').toBeDefined();
      for (const part of [textOf(result), result.structuredContent, resource]) {
        expect(JSON.stringify(part)).toContain('[REDACTED]');
        expect(JSON.stringify(part)).not.toContain(token);
      }
      expect(server.stderr()).not.toContain(token);
    } finally {
      await http.close();
    }
  });
});
