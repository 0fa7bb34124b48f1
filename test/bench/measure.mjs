// The measurements, each against one server spec and the sandbox it talks to.
import { McpProcess } from './mcp-process.mjs';

export const SURFACES = ['dynamic', 'meta', 'individual'];

/**
 * Read actions run once each on both servers to count the GitLab requests behind them. IDs and params are the
 * canonical ones both servers accept; the values are the sandbox's seeded facts.
 */
export const PROBED_ACTIONS = [
  ['user.current', {}],
  ['server.status', {}],
  ['project.get', { project_id: 'group/project' }],
  ['project.list', { search: 'project' }],
  ['search.projects', { query: 'project' }],
  ['branch.list', { project_id: 'group/project' }],
  ['branch.get', { project_id: 'group/project', branch_name: 'main' }],
  ['tag.list', { project_id: 'group/project' }],
  ['merge_request.list', { project_id: 'group/project' }],
  ['merge_request.get', { project_id: 'group/project', merge_request_iid: 243 }],
  ['issue.list', { project_id: 'group/project' }],
  ['issue.get', { project_id: 'group/project', issue_iid: 41 }],
  ['pipeline.list', { project_id: 'group/project' }],
  ['pipeline.get', { project_id: 'group/project', pipeline_id: 1207 }],
  ['job.trace', { project_id: 'group/project', job_id: 12070 }],
];

/** One logged GitLab request in a line: `GET /projects/group%2Fproject → 200`. */
export function describeRequest(request) {
  return `${request.method} ${request.path} → ${request.status}`;
}

/** Spawn → initialize answer → tools/list answer → memory, with the GitLab requests made meanwhile. */
export async function measureStartup(spec, sandbox) {
  sandbox.requests.clear();
  const server = new McpProcess(spec);
  try {
    const init = await server.initialize();
    if (init.error) throw new Error(`initialize failed: ${JSON.stringify(init.error)}`);
    const list = await server.request('tools/list');
    if (list.error) throw new Error(`tools/list failed: ${JSON.stringify(list.error)}`);
    const memory = server.memory();
    return {
      initMs: init.at,
      listMs: list.at,
      listBytes: list.bytes,
      tools: list.result.tools.length,
      rss: memory.rss,
      peak: memory.peak,
      requests: sandbox.requests.all().map(describeRequest),
    };
  } finally {
    await server.close();
  }
}

/** Runs `use` against one initialized dynamic-surface session, then closes it. */
export async function withSession(spec, use) {
  const server = new McpProcess(spec);
  try {
    await server.initialize();
    await server.request('tools/list');
    return await use(server);
  } finally {
    await server.close();
  }
}

/**
 * Every request of the evaluation set through gitlab_find_action (limit 5): the expected action's rank (null
 * when absent), the answer's size on the wire, and the GitLab requests the finder made (it should make none).
 * With `within` (the IDs our catalog serves), each request is asked again with limit 50 and ranked among those
 * IDs only: how the server ranks if it had our catalog's size, not its own.
 */
export async function measureFinder(server, sandbox, requests, within = null) {
  sandbox.requests.clear();
  const rows = [];
  for (const { request, expected, also = [] } of requests) {
    const wanted = [expected, ...also];
    const answer = await find(server, request, 5);
    const row = { request, expected, ...rankOf(answer.ids, wanted), hits: answer.ids.length };
    Object.assign(row, { bytes: answer.bytes, took: answer.took, isError: answer.isError });
    if (within)
      row.rankWithin = rankOf(
        (await find(server, request, 50)).ids.filter((id) => within.has(id)),
        wanted,
      ).rank;
    rows.push(row);
  }
  return { rows, gitlabRequests: sandbox.requests.all().length };
}

async function find(server, query, limit) {
  const answer = await server.request('tools/call', {
    name: 'gitlab_find_action',
    arguments: { query, limit },
  });
  const results = answer.result?.structuredContent?.results ?? [];
  return {
    ids: results.map((result) => result.id),
    bytes: answer.bytes,
    took: answer.took,
    isError: Boolean(answer.error || answer.result?.isError),
  };
}

/** The rank of the first wanted ID (the expected action or one that answers the request equally well). */
function rankOf(ids, wanted) {
  const index = ids.findIndex((id) => wanted.includes(id));
  return { got: ids, rank: index < 0 ? null : index + 1 };
}

/** `calls` sequential branch.list calls through gitlab_execute_action: each call's time and GitLab requests. */
export async function measureLatency(server, sandbox, calls) {
  const took = [];
  const perCall = [];
  const errors = [];
  for (let call = 0; call < calls; call += 1) {
    sandbox.requests.clear();
    const answer = await server.request('tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
    });
    took.push(answer.took);
    perCall.push(sandbox.requests.all().length);
    if (answer.error || answer.result?.isError) errors.push(textOf(answer));
  }
  return { took, perCall, errors };
}

/** Each probed action once: the GitLab requests it made, and whether it answered with an error. */
export async function measureActions(server, sandbox) {
  const rows = [];
  for (const [action, params] of PROBED_ACTIONS) {
    sandbox.requests.clear();
    const answer = await server.request('tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action, params },
    });
    rows.push({
      action,
      requests: sandbox.requests.all().map(describeRequest),
      isError: Boolean(answer.error || answer.result?.isError),
      text: textOf(answer).slice(0, 160),
      bytes: answer.bytes,
    });
  }
  return rows;
}

function textOf(answer) {
  if (answer.error) return `JSON-RPC error ${answer.error.code}: ${answer.error.message}`;
  const first = answer.result?.content?.[0];
  return first?.type === 'text' ? first.text.replace(/\s+/g, ' ') : '';
}
