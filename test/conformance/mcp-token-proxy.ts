import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface McpTokenProxy {
  /** The proxy's MCP endpoint, e.g. http://127.0.0.1:40123/mcp. */
  url: string;
  close(): Promise<void>;
}

/**
 * The conformance suite sends no credential and has no option to add one: this loopback proxy adds the GitLab token
 * to every request it forwards to the server. It is transparent to the suite's DNS-rebinding probe: its own
 * `Host` and `Origin` become the server's (the suite reached the server through it), any other value is forwarded
 * untouched, so a foreign Host still reaches the server as foreign.
 */
export async function startMcpTokenProxy(target: string, token: string): Promise<McpTokenProxy> {
  const upstream = new URL(target);
  let own = '';
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, 'private-token': token };
    if (headers.host === own) headers.host = upstream.host;
    if (headers.origin === `http://${own}`) headers.origin = upstream.origin;
    const sent = forward(
      new URL(incoming.url ?? '/', upstream),
      { method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    sent.on('error', () => outgoing.destroy());
    incoming.pipe(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  own = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${own}/mcp`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
