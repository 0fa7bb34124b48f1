#!/usr/bin/env node
// `npm run demo`: the built server against the GitLab sandbox, driven by the MCP SDK client the way an assistant
// would drive it, printed as a short readable session. Plain JavaScript so it runs with nothing but Node; the npm
// script builds first, this file builds nothing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const SERVER = fileURLToPath(new URL('../apps/server/dist/gitlab-mcp.cjs', import.meta.url));
const SANDBOX = fileURLToPath(new URL('../packages/sandbox/dist/index.js', import.meta.url));
// The clock of the output contract's examples, so issue.create answers exactly as the contract shows.
const NOW = '2025-03-21T09:00:00Z';

const out = (text = '') => process.stdout.write(`${text}\n`);

function header(title, call) {
  out();
  out(`━━ ${title}`);
  if (call) out(`   ${call.name} ${JSON.stringify(call.arguments)}`);
  out();
}

/** Prints a tool result as the model reads it: the Markdown, plus a note for what travels beside it. */
function show(result) {
  for (const block of result.content) {
    if (block.type === 'text') out(block.text);
    else if (block.type === 'resource') out(`\n[embedded resource ${block.resource.uri}]`);
  }
  if (result.isError) out('\n[isError: true]');
}

async function main() {
  for (const path of [SERVER, SANDBOX]) {
    if (!existsSync(path)) {
      process.stderr.write(`demo: ${path} is missing; run npm run build first (npm run demo does)\n`);
      return 1;
    }
  }
  const { startSandbox } = await import(SANDBOX);
  const sandbox = await startSandbox({ now: NOW });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: '/nonexistent',
      GITLAB_URL: sandbox.url,
      GITLAB_TOKEN: sandbox.tokens.alice,
      GITLAB_MCP_LOG_LEVEL: 'warn',
    },
    stderr: 'inherit',
  });
  const client = new Client({ name: 'gitlab-mcp-demo', version: '1.0.0' }, { capabilities: {} });
  try {
    await client.connect(transport);
    out(`gitlab-mcp demo: the built server, spoken to over stdio by the MCP SDK client,`);
    out(`against the GitLab sandbox at ${sandbox.url} (as user alice).`);

    header('tools/list: the tools a client sees (dynamic surface)');
    const { tools } = await client.listTools();
    for (const tool of tools) out(`  ${tool.name}`);

    const execute = (action, params, extra = {}) => ({
      name: 'gitlab_execute_action',
      arguments: { action, params, ...extra },
    });
    const steps = [
      [
        'A list: branch.list of group/project, 3 per page, most recently updated first',
        execute('branch.list', {
          project_id: 'group/project',
          per_page: 3,
          order_by: 'updated',
          sort: 'desc',
        }),
      ],
      [
        'A get: merge_request.get of !243',
        execute('merge_request.get', { project_id: 'group/project', merge_request_iid: 243 }),
      ],
      [
        'A create: issue.create "Fix the login page"',
        execute('issue.create', { project_id: 'group/project', title: 'Fix the login page' }),
      ],
      [
        'Not found: branch.get of a branch that does not exist',
        execute('branch.get', { project_id: '42', branch_name: 'nonexistent' }),
      ],
      [
        'A destructive action without confirmation: branch.delete of feature/login',
        execute('branch.delete', { project_id: 'group/project', branch_name: 'feature/login' }),
      ],
    ];
    for (const [title, call] of steps) {
      header(title, call);
      sandbox.requests.clear();
      show(await client.callTool(call));
    }
    const deletes = sandbox.requests.all().filter((request) => request.method === 'DELETE');
    out(`\n(GitLab received ${deletes.length} DELETE requests: the server refused before calling it.)`);
    out();
    return 0;
  } finally {
    await client.close();
    await sandbox.close();
  }
}

process.exitCode = await main();
