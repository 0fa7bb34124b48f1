import { createServer, request as forward } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** GitLab's answer to a request the proxy answers itself. */
export interface ProxyAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GitLabProxyOptions {
  /** Rewrites GitLab's successful `/oauth/token/info` answer. */
  tokenInfo?: (info: Record<string, unknown>) => Record<string, unknown>;
  /** An answer GitLab would give this request instead of the sandbox's, or null to forward it. */
  answer?: (method: string, path: string) => ProxyAnswer | null;
}

export interface GitLabProxy {
  url: string;
  /** `METHOD /path` of every request the proxy answered itself (they never reached the sandbox's log). */
  answered: string[];
  close(): Promise<void>;
}

/**
 * The sandbox behind a loopback proxy that changes what GitLab says about OAuth tokens: what the sandbox cannot be
 * told directly (it issues no OAuth tokens of its own, so their scopes and lifetimes are the seed's).
 */
export async function startGitLabProxy(target: string, options: GitLabProxyOptions): Promise<GitLabProxy> {
  const answered: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', target).pathname;
    const own = options.answer?.(method, path) ?? null;
    if (own) {
      answered.push(`${method} ${path}`);
      incoming.resume();
      outgoing.writeHead(own.status, { 'content-type': 'application/json', ...own.headers });
      outgoing.end(JSON.stringify(own.body));
      return;
    }
    const upstream = forward(
      new URL(incoming.url ?? '/', target),
      { method, headers: incoming.headers },
      (answer) => relay(answer, outgoing, path === '/oauth/token/info' ? options.tokenInfo : undefined),
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function relay(
  answer: IncomingMessage,
  outgoing: ServerResponse,
  rewrite: GitLabProxyOptions['tokenInfo'],
): void {
  if (!rewrite || answer.statusCode !== 200) {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const info = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(rewrite(info)));
  });
}

/**
 * GitLab for an OAuth token granted `read_api` only (the sandbox's seeded OAuth token has `api`): its token info
 * says so, and its writes to the REST API are refused 403 insufficient_scope as GitLab refuses them
 * (https://docs.gitlab.com/api/rest/troubleshooting/#status-codes). GraphQL is forwarded untouched.
 */
export function readApiOAuthGitLab(target: string): Promise<GitLabProxy> {
  return startGitLabProxy(target, {
    tokenInfo: (info) => ({ ...info, scope: ['read_api'], scopes: ['read_api'] }),
    answer: (method, path) =>
      path.startsWith('/api/v4/') && method !== 'GET' && method !== 'HEAD'
        ? {
            status: 403,
            body: {
              error: 'insufficient_scope',
              error_description: 'The request requires higher privileges than provided by the access token.',
              scope: 'api',
            },
            headers: {
              'www-authenticate':
                'Bearer realm="Protected by OAuth 2.0", error="insufficient_scope", scope="api"',
            },
          }
        : null,
  });
}
