// Both protocol revisions side by side (issue 25): for a 2025-11-25 client (initialize) and a 2026-07-28 client
// (server/discover, then every request with its _meta envelope), over HTTP stateless and over stdio, the time from
// spawn to the first answer, the resident memory after a warm-up and the latency of branch.list through
// gitlab_execute_action. Raw JSON-RPC, no SDK in between, so the times are the server's.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, rssOf, stopServer } from './http-load.mjs';
import { McpProcess } from './mcp-process.mjs';

export const LEGACY = '2025-11-25';
export const MODERN = '2026-07-28';
/** Each leg: a transport and a revision, in the order the report prints them. */
export const LEGS = [
  { transport: 'http', revision: LEGACY },
  { transport: 'http', revision: MODERN },
  { transport: 'stdio', revision: LEGACY },
  { transport: 'stdio', revision: MODERN },
];
export const legName = ({ transport, revision }) => `${transport} ${revision}`;

/** branch.list calls before memory is read; the first of them is reported as the first call. */
export const WARMUP_CALLS = 5;
const CLIENT_INFO = { name: 'gitlab-mcp-bench', version: '1.0.0' };
const EXECUTE = {
  name: 'gitlab_execute_action',
  arguments: { action: 'branch.list', params: { project_id: 'group/project', per_page: 5 } },
};

/** What a 2026-07-28 request carries in place of the initialize handshake. */
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** The opening request of a revision: the handshake for 2025, discovery for 2026-07-28. */
function opening(revision) {
  return revision === MODERN
    ? { method: 'server/discover', params: { _meta: ENVELOPE } }
    : {
        method: 'initialize',
        params: { protocolVersion: LEGACY, capabilities: {}, clientInfo: CLIENT_INFO },
      };
}

function execute(revision) {
  return { method: 'tools/call', params: revision === MODERN ? { ...EXECUTE, _meta: ENVELOPE } : EXECUTE };
}

/** tools/list, as a client asks before its first call: 2026-07-28 learns there which arguments go in headers. */
function toolList(revision) {
  return { method: 'tools/list', params: revision === MODERN ? { _meta: ENVELOPE } : {} };
}

/**
 * The `Mcp-Param-*` headers a 2026-07-28 client sends with a call over HTTP: each argument whose property carries
 * `x-mcp-header` in the tool's input schema, its value as is when printable ASCII, else base64 in `=?base64?…?=`.
 */
export function paramHeaders(tools, { name, arguments: args }) {
  const properties = tools?.find((tool) => tool.name === name)?.inputSchema?.properties ?? {};
  const headers = {};
  for (const [property, schema] of Object.entries(properties)) {
    const header = schema['x-mcp-header'];
    if (header === undefined || args[property] === undefined) continue;
    const value = String(args[property]);
    headers[`Mcp-Param-${header}`] = /^[\x20-\x7e]*$/.test(value)
      ? value
      : `=?base64?${Buffer.from(value).toString('base64')}?=`;
  }
  return headers;
}

/**
 * One run of one leg against one server. `server.http(port)` and `server.spec('dynamic')` give its commands.
 * Resolves to `{ startMs, firstCallMs, rss, took, errors }`, or `{ skipped }` saying why the server cannot serve
 * the leg (its opening request answered an error).
 */
export function measureLeg(server, leg, token, calls) {
  return leg.transport === 'http'
    ? measureHttpLeg(server.http, leg.revision, token, calls)
    : measureStdioLeg(server.spec('dynamic'), leg.revision, calls);
}

async function measureStdioLeg(spec, revision, calls) {
  const server = new McpProcess(spec);
  try {
    const { method, params } = opening(revision);
    const opened = await server.request(method, params);
    if (opened.error) return { skipped: `${method} answered ${opened.error.code} ${opened.error.message}` };
    if (revision === LEGACY) server.notify('notifications/initialized');
    const list = toolList(revision);
    await server.request(list.method, list.params);
    const call = execute(revision);
    const send = () => server.request(call.method, call.params);
    return await callsAndMemory(opened.at, send, () => server.memory().rss, calls);
  } finally {
    await server.close();
  }
}

async function measureHttpLeg(httpSpec, revision, token, calls) {
  const port = await freePort();
  const { command, args, env } = httpSpec(port);
  const spawnedAt = performance.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/mcp`;
  try {
    const { method, params } = opening(revision);
    const opened = await firstAnswer(url, token, revision, { method, params }, () => stderr);
    if (opened.error) return { skipped: `${method} answered ${opened.error.code} ${opened.error.message}` };
    const tools = (await post(url, token, revision, toolList(revision))).result?.tools;
    const call = execute(revision);
    const headers = revision === MODERN ? paramHeaders(tools, call.params) : {};
    const send = () => post(url, token, revision, call, headers);
    const rss = () => rssOf(child.pid);
    return await callsAndMemory(opened.arrivedAt - spawnedAt, send, rss, calls);
  } finally {
    await stopServer(child);
  }
}

/**
 * The warm-up (its first call timed alone), the memory after it, then `calls` timed calls in a row; the failed
 * calls are counted and the first one's error kept.
 */
async function callsAndMemory(startMs, send, rss, calls) {
  const took = [];
  let errors = 0;
  let firstError;
  const timed = async () => {
    const answer = await send();
    if (answer.error || answer.result?.isError) {
      errors += 1;
      firstError ??= JSON.stringify(answer.error ?? answer.result.content?.[0]?.text).slice(0, 300);
    }
    return answer.took;
  };
  const firstCallMs = await timed();
  for (let call = 1; call < WARMUP_CALLS; call += 1) await timed();
  const memory = rss();
  for (let call = 0; call < calls; call += 1) took.push(await timed());
  return { startMs, firstCallMs, rss: memory, took, errors, firstError };
}

/** Retries the opening request until the server listens (every 10 ms, up to 30 s); the first answer wins. */
async function firstAnswer(url, token, revision, message, stderr) {
  for (let attempt = 0; attempt < 3000; attempt += 1) {
    const answer = await post(url, token, revision, message).catch(() => null);
    if (answer) return answer;
    await sleep(10);
  }
  throw new Error(`the HTTP server did not answer within 30 s: ${stderr().slice(-500)}`);
}

let nextId = 1;

/**
 * One JSON-RPC request over HTTP with the headers its revision asks for (2026-07-28 names the method and tool in
 * headers). Resolves to `{ result, error, took, arrivedAt }`; an HTTP error with a JSON-RPC body is its error.
 */
async function post(url, token, revision, { method, params }, extraHeaders = {}) {
  const headers = {
    ...extraHeaders,
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'PRIVATE-TOKEN': token,
    ...(method === 'initialize' ? {} : { 'MCP-Protocol-Version': revision }),
    ...(revision === MODERN ? { 'Mcp-Method': method } : {}),
    ...(revision === MODERN && method === 'tools/call' ? { 'Mcp-Name': params.name } : {}),
  };
  const sentAt = performance.now();
  const response = await globalThis.fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  const text = await response.text();
  const arrivedAt = performance.now();
  const message = messageOf(text, response.headers.get('content-type') ?? '');
  const error =
    message?.error ?? (response.ok ? undefined : { code: response.status, message: text.slice(0, 200) });
  return { result: message?.result, error, took: arrivedAt - sentAt, arrivedAt };
}

/** The JSON-RPC answer in a JSON body, or in the last `data:` line of an event stream. */
function messageOf(text, contentType) {
  const json = contentType.includes('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:') && line.length > 5)
        .at(-1)
        ?.slice(5)
    : text;
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}
