/** A `{name}` placeholder of a REST template (`GET /projects/{project_id}/repository/branches`). */
export const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The names a REST template fills into its path, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
