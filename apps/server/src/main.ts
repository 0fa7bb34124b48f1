import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { GitLabApiError, GitLabTransportError } from '@gitlab-mcp/result';
import { createGraphqlClient } from '@gitlab-mcp/graphql';
import { createGitLabFetch, createRestClient } from '@gitlab-mcp/rest';
import { ConfigError, loadConfig } from './config/load-config.js';
import { probeGitLab } from './gitlab-probe.js';
import { firstRunText, helpText } from './help.js';
import { createLogger } from './logging/logger.js';
import { createMcpServer } from './mcp-server.js';
import { createSession } from './session.js';
import type { Session } from './session.js';
import { LineLimit } from './transport/line-limit.js';
import { SERVER_VERSION } from './version.js';

/** Runs the stdio server; resolves when the client goes away. Exit codes: 1 GitLab unusable, 2 bad settings. */
export async function main(argv: readonly string[]): Promise<number> {
  let loaded;
  try {
    loaded = loadConfig({ argv, env: process.env });
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message, 2);
    throw error;
  }
  const { config, commandLine, warnings } = loaded;
  if (commandLine.help) return print(helpText());
  if (commandLine.version) return print(SERVER_VERSION);
  if (!config.token) {
    if (process.stdin.isTTY) return print(firstRunText(), 1);
    return fail('GITLAB_TOKEN is not set: give the server a GitLab personal access token (see --help)', 2);
  }

  const logger = createLogger({
    level: config.logLevel,
    secrets: [config.token],
    write: (line) => process.stderr.write(line),
  });
  for (const warning of warnings) logger.warn(warning);
  const credential = { kind: 'private', token: config.token } as const;
  const rest = createRestClient({ url: config.gitlabUrl, credential, skipTlsVerify: config.skipTlsVerify });

  let resolveSession!: (session: Session) => void;
  const session = new Promise<Session>((resolve) => (resolveSession = resolve));
  const { server, confirm } = createMcpServer(session, logger);

  const stdin = process.stdin.pipe(
    new LineLimit(config.stdioMaxLineBytes, (bytes) => {
      logger.warn('request line refused', { bytes, limit: config.stdioMaxLineBytes });
      const refusal = {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: `Request line of ${bytes} bytes exceeds GITLAB_MCP_STDIO_MAX_LINE_BYTES (${config.stdioMaxLineBytes})`,
        },
      };
      void transport.send(refusal as unknown as JSONRPCMessage);
    }),
  );
  const transport = new StdioServerTransport(stdin, process.stdout);
  const closed = new Promise<void>((resolve) => stdin.on('end', resolve));
  await server.connect(transport);

  logger.info('connecting to gitlab', { url: config.gitlabUrl, surface: config.toolSurface });
  try {
    const facts = await probeGitLab(rest, config.gitlabUrl, config.tier);
    logger.info('gitlab connection verified', {
      user: facts.user.username,
      version: facts.version,
      tier: facts.tier,
    });
    const isCodex = () => /codex/i.test(server.getClientVersion()?.name ?? '');
    const graphql = createGraphqlClient({
      url: config.gitlabUrl,
      credential,
      fetch: createGitLabFetch({ skipTlsVerify: config.skipTlsVerify }),
      fineGrained: facts.fineGrained,
    });
    resolveSession(createSession({ config, rest, graphql, facts, logger, confirm, isCodex }));
  } catch (error) {
    return fail(startupProblem(error, config.gitlabUrl), 1);
  }
  await closed;
  await server.close();
  return 0;
}

/** One clear line for each way start-up can fail, never a stack trace. */
function startupProblem(error: unknown, url: string): string {
  if (error instanceof GitLabApiError && error.status === 401) {
    return `GitLab at ${url} rejected GITLAB_TOKEN (401): check that the token is valid, not expired, and for this instance`;
  }
  if (error instanceof GitLabApiError)
    return `GitLab at ${url} answered ${error.status} to GET /user: ${error.gitlabMessage}`;
  if (error instanceof GitLabTransportError) return `cannot reach GitLab at ${url}: ${error.message}`;
  return `cannot start: ${error instanceof Error ? error.message : String(error)}`;
}

function print(text: string, code = 0): number {
  process.stdout.write(`${text}\n`);
  return code;
}

function fail(message: string, code: number): number {
  process.stderr.write(`gitlab-mcp: ${message}\n`);
  return code;
}
