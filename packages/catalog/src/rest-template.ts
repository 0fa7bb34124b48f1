/** An HTTP method and a GitLab REST path template, exactly as catalog.json records it: `GET /projects/{project_id}`. */
export type RestTemplate = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** A `{name}` placeholder of a REST template (`GET /projects/{project_id}/repository/branches`). */
export const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The names a REST template fills into its path, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The one conversion from the catalog's paths to the REST client's: entries write paths from the API root, as GitLab
 * documents them (`/projects/42`, templates and local calls alike); the client takes them relative to the API base
 * (`projects/42`), where a leading `/` would escape `/api/v4`. A path written any other way is a bug in the entry.
 */
export function apiRelative(path: string): string {
  if (!path.startsWith('/')) throw new Error(`REST path "${path}" must start at the API root ("/…")`);
  return path.slice(1);
}
