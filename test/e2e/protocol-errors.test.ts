/**
 * Issue 19: JSON-RPC over stdio as the specification words it. Errors carry the codes it names and messages a
 * person can read, once prefixed; a session starts with initialize; each protocol revision the SDK speaks is
 * negotiated as itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpError, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { RawStdio } from '../hardening/support/raw-stdio.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

/** The error an SDK client call rejects with. */
async function rejection(call: Promise<unknown>): Promise<McpError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe('errors through the SDK client', () => {
  it('an unknown tool is the JSON-RPC error -32602, not a tool result, and GitLab is not asked', async () => {
    harness.sandbox.requests.clear();
    const error = await rejection(harness.client.callTool({ name: 'gitlab_no_such_tool', arguments: {} }));
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('MCP error -32602: Unknown tool: gitlab_no_such_tool');
    expect(harness.gitlabRequests()).toEqual([]);
  });

  it('an unknown prompt carries the "MCP error" prefix once', async () => {
    const error = await rejection(harness.client.getPrompt({ name: 'nope' }));
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('MCP error -32602: Unknown prompt: nope');
  });

  it('completing an argument of a prompt that does not exist is -32602, as the SDK McpServer answers it', async () => {
    const error = await rejection(
      harness.client.complete({
        ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' },
        argument: { name: 'arg1', value: 'x' },
      }),
    );
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('MCP error -32602: Unknown prompt: test_prompt_with_arguments');
  });
});

describe('raw JSON-RPC over stdio', () => {
  let raw: RawStdio;
  beforeAll(() => {
    raw = new RawStdio({ GITLAB_URL: harness.sandbox.url, GITLAB_TOKEN: harness.sandbox.tokens.api });
  });
  afterAll(() => raw?.kill());

  it('refuses requests before initialize (a ping is allowed), then serves them once initialized', async () => {
    const early = await raw.request('early', 'tools/list');
    expect(early.error).toEqual({
      code: -32000,
      message: 'Bad Request: Server not initialized: send initialize first',
    });
    expect((await raw.request('ping', 'ping')).result).toEqual({});
    await raw.initialize();
    expect((await raw.request('late', 'tools/list')).result).toMatchObject({ tools: expect.any(Array) });
  });

  it('initialize without params is -32602 naming what is missing, not -32603 with a zod dump', async () => {
    await raw.send({ jsonrpc: '2.0', id: 'bare-init', method: 'initialize' });
    const answer = await raw.next((message) => message.id === 'bare-init');
    expect(answer.error?.code).toBe(-32602);
    expect(answer.error?.message).toBe(
      'Invalid params for initialize: params: Invalid input: expected object, received undefined',
    );
  });

  it('tools/call without a name is -32602 naming params.name', async () => {
    const answer = await raw.request('nameless', 'tools/call', { arguments: {} });
    expect(answer.error?.code).toBe(-32602);
    expect(answer.error?.message).toBe(
      'Invalid params for tools/call: params.name: Invalid input: expected string, received undefined',
    );
  });

  it('a task-augmented tools/call is refused as the SDK refuses it on a server without tasks, GitLab not asked', async () => {
    harness.sandbox.requests.clear();
    const answer = await raw.request('as-task', 'tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
      task: { ttl: 60_000 },
    });
    expect(answer.error).toEqual({
      code: -32603,
      message: 'Server does not support task creation (required for tools/call)',
    });
    expect(harness.gitlabRequests()).toEqual([]);
  });

  it('a message without method is -32600 Invalid Request (it parsed), with its id', async () => {
    await raw.write('{"jsonrpc":"2.0","id":"no-method","params":{}}\n');
    const answer = await raw.next((message) => message.id === 'no-method');
    expect(answer.error?.code).toBe(-32600);
  });
});

describe('protocol revisions', () => {
  it.each(SUPPORTED_PROTOCOL_VERSIONS)('initialize at %s is answered at that revision', async (version) => {
    const raw = new RawStdio({ GITLAB_URL: harness.sandbox.url, GITLAB_TOKEN: harness.sandbox.tokens.api });
    try {
      const answer = await raw.request(1, 'initialize', {
        protocolVersion: version,
        capabilities: {},
        clientInfo: { name: 'revision-check', version: '1.0.0' },
      });
      expect(answer.result).toMatchObject({ protocolVersion: version });
    } finally {
      await raw.kill();
    }
  });

  it('a revision the server does not speak (2026-07-28) is answered with the latest it does', async () => {
    const raw = new RawStdio({ GITLAB_URL: harness.sandbox.url, GITLAB_TOKEN: harness.sandbox.tokens.api });
    try {
      const answer = await raw.request(1, 'initialize', {
        protocolVersion: '2026-07-28',
        capabilities: {},
        clientInfo: { name: 'revision-check', version: '1.0.0' },
      });
      expect(answer.result).toMatchObject({ protocolVersion: '2025-11-25' });
    } finally {
      await raw.kill();
    }
  });
});
