/** What a handler answers; the server adds X-Request-Id and the common headers. */
export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialized body; undefined for 204. */
  body: string | undefined;
  /** A binary body (an avatar, an export archive), sent instead of `body`. */
  bytes?: Buffer;
}

/** A binary answer: raw bytes with their content type, as GitLab sends files. */
export function binary(status: number, bytes: Buffer, contentType: string): SandboxResponse {
  return { status, headers: { 'content-type': contentType }, body: undefined, bytes };
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

export function text(
  status: number,
  value: string,
  contentType = 'text/plain; charset=utf-8',
): SandboxResponse {
  return { status, headers: { 'content-type': contentType }, body: value };
}

export function noContent(): SandboxResponse {
  return { status: 204, headers: {}, body: undefined };
}
