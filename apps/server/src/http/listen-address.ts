/** Where the HTTP server listens: a TCP host and port, or a unix socket path. */
export type ListenAddress = { host: string; port: number } | { socketPath: string };

/**
 * Reads `--http-addr` as the reference server does: `:8080` (every interface), `127.0.0.1:8080`, `[::1]:8080`,
 * or a path (`/run/gitlab-mcp.sock`, `./mcp.sock`) for a unix socket. Answers null when it is none of these.
 */
export function parseListenAddress(text: string): ListenAddress | null {
  const value = text.trim();
  if (value.startsWith('/') || value.startsWith('.')) return { socketPath: value };
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]*)):(\d{1,5})$/i.exec(value);
  if (!match) return null;
  const port = Number(match[3]);
  if (port > 65_535) return null;
  return { host: match[1] ?? (match[2] || '0.0.0.0'), port };
}

/** Whether only this machine can reach the listener: what `--allow-any-gitlab-url` requires. */
export function isLocalOnly(address: ListenAddress): boolean {
  if ('socketPath' in address) return true;
  return address.host === 'localhost' || address.host === '::1' || address.host.startsWith('127.');
}
