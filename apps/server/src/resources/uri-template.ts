/**
 * The two RFC 6570 forms our resource templates use, read backwards: `{name}` (simple expansion: the value is
 * percent-encoded, so it never holds a `/`) and `{+name}` (reserved expansion: slashes stay, as in a file path).
 */

const EXPRESSION = /\{(\+?)([A-Za-z0-9_]+)\}/g;

/** A template compiled for matching: its variables in order and the anchored pattern that finds them. */
export interface UriMatcher {
  readonly template: string;
  readonly variables: readonly string[];
  match(uri: string): Record<string, string> | null;
}

/** Compiles a template; throws on any expression other than `{name}` and `{+name}`. */
export function uriMatcher(template: string): UriMatcher {
  const variables: string[] = [];
  let pattern = '';
  let last = 0;
  for (const expression of template.matchAll(EXPRESSION)) {
    pattern += escapeRegExp(template.slice(last, expression.index));
    variables.push(expression[2]!);
    pattern += expression[1] === '+' ? '(.+)' : '([^/?#]+)';
    last = expression.index + expression[0].length;
  }
  const regExp = new RegExp(`^${pattern}${escapeRegExp(template.slice(last))}$`);
  return {
    template,
    variables,
    match(uri) {
      const found = regExp.exec(uri);
      if (!found) return null;
      const values: Record<string, string> = {};
      for (const [index, name] of variables.entries()) {
        const value = decoded(found[index + 1]!);
        if (value === null || value === '') return null;
        values[name] = value;
      }
      return values;
    },
  };
}

/** A literal part of a template; a brace left in it is an expression this matcher does not read. */
function escapeRegExp(text: string): string {
  if (/[{}]/.test(text))
    throw new Error(`URI template has an expression other than {name} or {+name} in "${text}"`);
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/** A percent-decoded value, or null when its escapes are not valid UTF-8 (no resource can have that name). */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
