import type { Fault, FaultRule } from './types.js';

/** The fault rules of one sandbox: rules added first are tried first; a rule with `times` wears out. */
export class FaultSet {
  private readonly rules: { rule: FaultRule; left: number }[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.rules.length = 0;
  }

  /** The fault for this request, if a rule matches; consumes one use of that rule. */
  take(method: string, path: string): Fault | undefined {
    for (const entry of this.rules) {
      const { rule } = entry;
      if (entry.left <= 0) continue;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method) continue;
      const matches = typeof rule.path === 'string' ? rule.path === path : rule.path.test(path);
      if (!matches) continue;
      entry.left -= 1;
      return rule.fault;
    }
    return undefined;
  }
}

const KINDS = new Set(['status', 'delay', 'reset', 'malformed_json', 'html_error', 'cut_body', 'echo_token']);

/** A fault sent in the `X-Sandbox-Fault` header (JSON of a Fault); undefined when absent, an Error when malformed. */
export function faultFromHeader(value: string | undefined): Fault | Error | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(value) as { kind?: unknown };
    if (typeof parsed === 'object' && parsed !== null && KINDS.has(String(parsed.kind)))
      return parsed as Fault;
  } catch (error) {
    return new Error(`X-Sandbox-Fault is not JSON: ${String(error)}`);
  }
  return new Error('X-Sandbox-Fault needs a Fault object with a known kind');
}

/** The HTML page nginx in front of GitLab answers with when the application is down (e.g. 502 Bad Gateway). */
export function htmlErrorPage(status: number): string {
  const titles: Record<number, string> = {
    404: "The page you're looking for could not be found (404)",
    500: "We're sorry, but something went wrong (500)",
    502: 'Whoops, GitLab is taking too much time to respond (502)',
    503: 'GitLab is not responding (503)',
    504: 'GitLab is taking too much time to respond (504)',
  };
  const title = titles[status] ?? `Error (${status})`;
  return `<!DOCTYPE html>\n<html>\n<head>\n  <meta content="width=device-width, initial-scale=1, maximum-scale=1" name="viewport">\n  <title>${title}</title>\n</head>\n<body>\n  <h1>${status}</h1>\n  <div class="container">\n    <h3>${title}</h3>\n    <hr />\n    <p>Try refreshing the page, or going back and attempting the action again.</p>\n  </div>\n</body>\n</html>\n`;
}
