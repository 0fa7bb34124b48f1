import type { LoggedRequest, RequestLog } from './types.js';

const SECRET_HEADERS = new Set(['private-token', 'authorization', 'job-token']);
const SECRET_QUERY = new Set(['private_token', 'access_token', 'job_token']);

/** Header values with the credentials replaced, so a log can be printed or asserted on without leaking a token. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    result[name] = SECRET_HEADERS.has(name) ? '[REDACTED]' : value;
  return result;
}

export function redactQuery(query: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(query))
    result[name] = SECRET_QUERY.has(name) ? '[REDACTED]' : value;
  return result;
}

/** The request log of one sandbox. */
export class RequestLogStore implements RequestLog {
  private readonly entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): void {
    this.entries.push(entry);
  }

  all(): readonly LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries.length = 0;
  }
}
