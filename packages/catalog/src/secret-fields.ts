/**
 * Secrets a user gave GitLab (a webhook's token, an integration's password) never come back in an answer: GitLab
 * leaves them out of its own JSON, and these reshapes drop them again should an instance or a proxy send them, so
 * neither the Markdown nor the structuredContent can carry one.
 */

/** A `reshape` that removes every field named in `names`, at any depth (`url_variables[].value` included). */
export function withoutFields(names: readonly string[]): (data: unknown) => unknown {
  const secret = new Set(names);
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !secret.has(name))
        .map(([name, field]) => [name, strip(field)]),
    );
  };
  return strip;
}
