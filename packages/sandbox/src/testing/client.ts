import type { Sandbox } from '../types.js';

/** A minimal REST client for the sandbox's own tests: raw status, headers and parsed body. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  body: unknown;
  text: string;
}

export interface ApiCall {
  method?: string;
  token?: string | null;
  /** How the token is sent; default PRIVATE-TOKEN. */
  as?: 'private' | 'bearer' | 'job';
  body?: unknown;
  headers?: Record<string, string>;
}

export async function api(sandbox: Sandbox, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  const token = call.token === undefined ? sandbox.tokens.api : call.token;
  if (token !== null) {
    if (call.as === 'bearer') headers.authorization = `Bearer ${token}`;
    else if (call.as === 'job') headers['job-token'] = token;
    else headers['private-token'] = token;
  }
  // A form or a file goes as it is (fetch writes its multipart boundary or the file's type); anything else as JSON.
  const raw = call.body instanceof FormData || call.body instanceof Blob ? call.body : undefined;
  if (call.body !== undefined && raw === undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sandbox.url}/api/v4${path}`, {
    method: call.method ?? 'GET',
    headers,
    ...(call.body === undefined ? {} : { body: raw ?? JSON.stringify(call.body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') === true;
  let body: unknown = text;
  if (isJson && text.length > 0) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A call's status and parsed body, the pair a refusal test compares with GitLab's `[400, { error }]`. */
export async function statusAndBody(sandbox: Sandbox, path: string, method = 'GET', body?: unknown) {
  const answer = await api(sandbox, path, { method, ...(body === undefined ? {} : { body }) });
  return [answer.status, answer.body];
}

/** The record shape of a JSON answer, for assertions. */
export function record(answer: ApiAnswer): Record<string, unknown> {
  return answer.body as Record<string, unknown>;
}

export function records(answer: ApiAnswer): Record<string, unknown>[] {
  return answer.body as Record<string, unknown>[];
}
