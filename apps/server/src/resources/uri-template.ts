import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';

/**
 * The SDK's RFC 6570 template, limited to the two forms our resource templates use: `{name}` (simple expansion:
 * the value is percent-encoded, so it never holds a `/` or a `,`) and `{+name}` (reserved expansion: slashes stay,
 * as in a file path). The SDK matches; what it leaves to us is decoding the values and refusing empty or
 * undecodable ones.
 */
const READ_FORMS = /^\{\+?[A-Za-z0-9_]+\}$/;

/** A template compiled for matching: its variables in order and what a URI fills them with. */
export interface UriMatcher {
  readonly template: string;
  readonly variables: readonly string[];
  match(uri: string): Record<string, string> | null;
}

/** Compiles a template; throws on any expression other than `{name}` and `{+name}`. */
export function uriMatcher(template: string): UriMatcher {
  // The SDK would read `{?query}` or `{a,b}` too, into values this server never decodes or routes.
  const other = (template.match(/\{[^}]*\}?/g) ?? []).find((expression) => !READ_FORMS.test(expression));
  if (other) throw new Error(`URI template has an expression other than {name} or {+name}: ${other}`);
  const parsed = new UriTemplate(template);
  const variables = parsed.variableNames;
  return {
    template,
    variables,
    match(uri) {
      const found = parsed.match(uri);
      if (!found) return null;
      const values: Record<string, string> = {};
      for (const name of variables) {
        const value = decoded(found[name]);
        if (value === null || value === '') return null;
        values[name] = value;
      }
      return values;
    },
  };
}

/** A percent-decoded value, or null when its escapes are not valid UTF-8 (no resource can have that name). */
function decoded(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
