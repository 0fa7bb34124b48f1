/**
 * Issue 25: the core scenarios, the same assertions for every cell of {2025-11-25 client (`@modelcontextprotocol/sdk`),
 * 2026-07-28 client (`@modelcontextprotocol/client`)} × {stdio, stateless HTTP, stateful HTTP}. A behaviour that
 * differs between revisions fails a cell. The one difference the table allows is the transport's, not the
 * revision's: a 2025 client over stateless HTTP has no stream the server could ask it through, so it is refused
 * with the confirm=true hint and asked nothing (docs/protocol.md). The sandbox's request log is the witness of what
 * reached GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult, ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { branchExists, createBranch } from '../support/gitlab-setup.js';
import { describeRequest, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import { connectHttpClient, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { connectModernClient, connectModernStdioClient, MODERN_REVISION } from '../support/modern-client.js';
import type { ModernClient } from '../support/modern-client.js';
import { withProgressOnTheWire } from '../support/progress-wire.js';
import type { WireProgress } from '../support/progress-wire.js';

type Revision = '2025-11-25' | typeof MODERN_REVISION;
type Wire = 'stdio' | 'stateless HTTP' | 'stateful HTTP';

/** One client of one revision over one wire, seen through what every scenario needs of it. */
interface Cell {
  revision: Revision;
  wire: Wire;
  sandbox: Sandbox;
  /** The revision the connection settled on. */
  negotiated(): string | undefined;
  toolNames(): Promise<string[]>;
  call(action: string, params: Record<string, unknown>): Promise<CallToolResult>;
  /** A call with a progress token: its answer and the progress sent for it, as it reached the client. */
  callWithProgress(
    action: string,
    params: Record<string, unknown>,
  ): Promise<{ result: CallToolResult; seen: WireProgress[] }>;
  find(query: string): Promise<CallToolResult>;
  readResource(uri: string): Promise<{ contents: Array<{ uri: string; mimeType?: string; text?: unknown }> }>;
  getPrompt(name: string, args: Record<string, string>): Promise<{ messages: Array<{ content: unknown }> }>;
  close(): Promise<void>;
}

/** What the user answers to the question being asked now; every cell's client asks this. */
let answerer: (request: ElicitRequest['params']) => ElicitResult = () => ({ action: 'decline' });
const asked: Array<ElicitRequest['params']> = [];
const elicit = (request: ElicitRequest['params']): ElicitResult => {
  asked.push(request);
  return answerer(request);
};

const execute = (action: string, params: Record<string, unknown>) => ({
  name: 'gitlab_execute_action',
  arguments: { action, params },
});
const findAction = (query: string) => ({ name: 'gitlab_find_action', arguments: { query, limit: 3 } });

/** A 2026-07-28 cell: the v2 client behind the same face as a 2025 one. */
function modernCell(wire: Wire, sandbox: Sandbox, modern: ModernClient): Cell {
  const { client } = modern;
  return {
    revision: MODERN_REVISION,
    wire,
    sandbox,
    negotiated: () => client.getNegotiatedProtocolVersion(),
    toolNames: async () => (await client.listTools()).tools.map((tool) => tool.name),
    call: async (action, params) => (await client.callTool(execute(action, params))) as CallToolResult,
    callWithProgress: (action, params) =>
      withProgressOnTheWire(
        client,
        async () =>
          (await client.callTool(execute(action, params), { onprogress: () => undefined })) as CallToolResult,
      ),
    find: async (query) => (await client.callTool(findAction(query))) as CallToolResult,
    readResource: (uri) => client.readResource({ uri }),
    getPrompt: (name, args) => client.getPrompt({ name, arguments: args }),
    close: () => modern.close(),
  };
}

/** The v1 Client's calls, as a 2025 cell makes them. */
type LegacyClient = Awaited<ReturnType<typeof connectHttpClient>>['client'];

function legacyCell(
  wire: Wire,
  sandbox: Sandbox,
  client: LegacyClient,
  negotiated: () => string | undefined,
  close: () => Promise<void>,
): Cell {
  return {
    revision: '2025-11-25',
    wire,
    sandbox,
    negotiated,
    toolNames: async () => (await client.listTools()).tools.map((tool) => tool.name),
    call: async (action, params) => (await client.callTool(execute(action, params))) as CallToolResult,
    callWithProgress: (action, params) =>
      withProgressOnTheWire(
        client,
        async () =>
          (await client.callTool(execute(action, params), undefined, {
            onprogress: () => undefined,
          })) as CallToolResult,
      ),
    find: async (query) => (await client.callTool(findAction(query))) as CallToolResult,
    readResource: (uri) => client.readResource({ uri }),
    getPrompt: (name, args) => client.getPrompt({ name, arguments: args }),
    close,
  };
}

let sandboxes: Sandbox[] = [];
let servers: HttpServer[] = [];
const cells: Cell[] = [];

beforeAll(async () => {
  const [shared, modernStdioSandbox] = await Promise.all([startSandbox(), startSandbox()]);
  sandboxes = [shared, modernStdioSandbox];
  const [stateless, stateful] = await Promise.all([
    startHttpServer({ args: ['--gitlab-url', shared.url] }),
    startHttpServer({ args: ['--gitlab-url', shared.url, '--stateless=false'] }),
  ]);
  servers = [stateless, stateful];
  const token = { 'PRIVATE-TOKEN': shared.tokens.api };
  const [legacyStdio, legacyStateless, legacyStateful, modernStdio, modernStateless, modernStateful] =
    await Promise.all([
      startHarness({ elicit }),
      connectHttpClient(stateless.url, token, { elicit }),
      connectHttpClient(stateful.url, token, { elicit }),
      connectModernStdioClient(modernStdioSandbox, { elicit }),
      connectModernClient(stateless.url, token, { elicit }),
      connectModernClient(stateful.url, token, { elicit }),
    ]);
  cells.push(
    legacyCell(
      'stdio',
      legacyStdio.sandbox,
      legacyStdio.client,
      legacyStdio.protocolVersion,
      legacyStdio.close,
    ),
    legacyCell(
      'stateless HTTP',
      shared,
      legacyStateless.client,
      () => legacyStateless.transport.protocolVersion,
      legacyStateless.close,
    ),
    legacyCell(
      'stateful HTTP',
      shared,
      legacyStateful.client,
      () => legacyStateful.transport.protocolVersion,
      legacyStateful.close,
    ),
    modernCell('stdio', modernStdioSandbox, modernStdio),
    modernCell('stateless HTTP', shared, modernStateless),
    modernCell('stateful HTTP', shared, modernStateful),
  );
}, 2 * START_TIMEOUT);

afterAll(async () => {
  await Promise.all(cells.map((cell) => cell.close()));
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
});

const CELLS: ReadonlyArray<[Revision, Wire]> = [
  ['2025-11-25', 'stdio'],
  ['2025-11-25', 'stateless HTTP'],
  ['2025-11-25', 'stateful HTTP'],
  [MODERN_REVISION, 'stdio'],
  [MODERN_REVISION, 'stateless HTTP'],
  [MODERN_REVISION, 'stateful HTTP'],
];

function cellOf(revision: Revision, wire: Wire): Cell {
  const cell = cells.find((candidate) => candidate.revision === revision && candidate.wire === wire);
  if (!cell) throw new Error(`no cell ${revision} over ${wire}`);
  return cell;
}

/** Whether the server can ask this cell's user: everywhere but a 2025 client over stateless HTTP. */
const canAsk = (cell: Cell) => !(cell.revision === '2025-11-25' && cell.wire === 'stateless HTTP');

function gitlabRequests(cell: Cell): string[] {
  return cell.sandbox.requests.all().map(describeRequest);
}

function startFresh(cell: Cell, answer: typeof answerer): void {
  cell.sandbox.requests.clear();
  asked.length = 0;
  answerer = answer;
}

describe.each(CELLS)('a %s client over %s', (revision, wire) => {
  const cell = () => cellOf(revision, wire);

  it('settles on its revision and lists the dynamic surface', async () => {
    expect(cell().negotiated()).toBe(revision);
    expect(await cell().toolNames()).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
  });

  it('finds an action by what it does', async () => {
    const found = await cell().find('list the branches of a project');
    expect(found.isError).toBeFalsy();
    expect(textOf(found)).toContain('branch.list');
  });

  it('executes a read: GitLab receives its one GET with the query names the action sends', async () => {
    startFresh(cell(), () => ({ action: 'decline' }));
    const result = await cell().call('branch.list', { project_id: 'group/project', per_page: 2 });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(/^## Branches \(\d+\)\n\nShowing 2 of \d+/);
    const requests = cell().sandbox.requests.all();
    expect(requests.map(describeRequest)).toEqual(['GET /projects/group%2Fproject/repository/branches']);
    expect(requests[0]!.query).toEqual({ page: '1', per_page: '2' });
  });

  it('a destructive call the user confirms deletes once; declined, nothing is written', async () => {
    const name = `e2e/both-${revision}-${wire.replace(/ /g, '-')}`;
    const deleteRequest = `DELETE /projects/group%2Fproject/repository/branches/${encodeURIComponent(name)}`;
    const writes = () => gitlabRequests(cell()).filter((request) => !request.startsWith('GET'));
    await createBranch(cell().sandbox, name);

    startFresh(cell(), () => ({ action: 'decline' }));
    const declined = await cell().call('branch.delete', { project_id: 'group/project', branch_name: name });
    expect(declined.isError).toBe(true);
    expect(textOf(declined)).toContain(canAsk(cell()) ? 'branch.delete' : 'confirm=true');
    expect(asked).toHaveLength(canAsk(cell()) ? 1 : 0);
    expect(writes()).toEqual([]);
    expect(await branchExists(cell().sandbox, name)).toBe(true);

    startFresh(cell(), () => ({ action: 'accept', content: { confirmed: true } }));
    const confirmed = await cell().call('branch.delete', { project_id: 'group/project', branch_name: name });
    if (!canAsk(cell())) {
      expect(textOf(confirmed)).toContain('confirm=true');
      expect(writes()).toEqual([]);
      return;
    }
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.message).toContain(name);
    expect(writes()).toEqual([deleteRequest]);
    expect(await branchExists(cell().sandbox, name)).toBe(false);
  });

  it('a wizard asks its questions one by one, then creates what was answered', async () => {
    const values: Record<string, unknown> = {
      title: `Wizard issue over ${wire} at ${revision}`,
      description: 'Asked step by step.',
      labels: 'bug',
      confidential: false,
      confirm: true,
    };
    startFresh(cell(), (request) => {
      const schema = 'requestedSchema' in request ? request.requestedSchema : { properties: {} };
      const [field] = Object.keys(schema.properties);
      return { action: 'accept', content: { [field!]: values[field!] as string } };
    });
    const result = await cell().call('interactive.issue_create', { project_id: 'group/project' });
    const writes = gitlabRequests(cell()).filter((request) => !request.startsWith('GET'));
    if (!canAsk(cell())) {
      expect(result.isError).toBe(true);
      expect(asked).toEqual([]);
      expect(writes).toEqual([]);
      return;
    }
    expect(result.isError, textOf(result)).toBeFalsy();
    const fields = asked.map((request) =>
      Object.keys('requestedSchema' in request ? request.requestedSchema.properties : {}),
    );
    expect(fields).toEqual([['title'], ['description'], ['labels'], ['confidential'], ['confirm']]);
    expect(writes).toEqual(['POST /projects/group%2Fproject/issues']);
    const posted = cell()
      .sandbox.requests.all()
      .find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({
      title: values.title,
      description: values.description,
      labels: ['bug'],
    });
    expect(textOf(result)).toContain(String(values.title));
  });

  it('a call with a progress token gets its progress on its own channel', async () => {
    startFresh(cell(), () => ({ action: 'decline' }));
    const { result, seen } = await cell().callWithProgress('project.milestone_issues', {
      project_id: 'group/project',
      milestone_iid: 1,
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(gitlabRequests(cell())).toEqual([
      'GET /projects/group%2Fproject/milestones',
      expect.stringMatching(/^GET \/projects\/group%2Fproject\/milestones\/\d+\/issues$/),
    ]);
    expect(seen).toEqual([
      {
        progress: 1,
        message: expect.stringMatching(
          /^GitLab request 2: GET \/projects\/group%2Fproject\/milestones\/\d+\/issues$/,
        ),
      },
    ]);
  });

  it('reads a resource', async () => {
    startFresh(cell(), () => ({ action: 'decline' }));
    const uri = 'gitlab://project/group%2Fproject';
    const { contents } = await cell().readResource(uri);
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
    expect(JSON.parse(String(contents[0]!.text))).toMatchObject({ path_with_namespace: 'group/project' });
    expect(gitlabRequests(cell())).toEqual(['GET /projects/group%2Fproject']);
  });

  it('gets a prompt, fed from GitLab', async () => {
    startFresh(cell(), () => ({ action: 'decline' }));
    const prompt = await cell().getPrompt('summarize_open_mrs', { project_id: 'group/project' });
    const text = prompt.messages
      .map((message) => (message.content as { type: string; text?: string }).text ?? '')
      .join('\n');
    expect(text).toContain('Summarise the open merge requests of group/project');
    expect(gitlabRequests(cell())).toEqual(['GET /projects/group%2Fproject/merge_requests']);
  });
});
