/**
 * The identifiers a GitLab web address holds, read from its path alone (nothing is fetched): a pasted
 * `https://host/group/project/-/merge_requests/243` names `project_id` and `merge_request_iid`. GitLab's routes put
 * the project's full path before `/-/`, and the kind of object and its number or name after it
 * (https://docs.gitlab.com/user/project/repository/#repository-urls-and-paths, GitLab's config/routes/project.rb).
 */

/** What an address names, by the parameter name the catalog gives each identifier. */
export type AddressIds = Partial<
  Record<
    | 'project_id'
    | 'group_id'
    | 'username'
    | 'merge_request_iid'
    | 'issue_iid'
    | 'pipeline_id'
    | 'job_id'
    | 'sha'
    | 'ref'
    | 'file_path'
    | 'tag_name'
    | 'milestone_iid',
    string
  >
>;

/** The part after `/-/`: its first segment says what the number or name after it is. */
const PROJECT_ROUTES: Readonly<Record<string, (rest: string[]) => AddressIds>> = {
  merge_requests: ([iid]) => numbered('merge_request_iid', iid),
  issues: ([iid]) => numbered('issue_iid', iid),
  work_items: ([iid]) => numbered('issue_iid', iid),
  pipelines: ([id]) => numbered('pipeline_id', id),
  jobs: ([id]) => numbered('job_id', id),
  milestones: ([iid]) => numbered('milestone_iid', iid),
  commit: ([sha]) => (sha && /^[0-9a-f]{7,64}$/i.test(sha) ? { sha } : {}),
  // `blob/<ref>/<path>`: a ref with a slash is ambiguous in GitLab's own URLs; the first segment is taken.
  blob: ([ref, ...path]) => ({
    ...(ref ? { ref } : {}),
    ...(path.length > 0 ? { file_path: path.join('/') } : {}),
  }),
  tree: ([ref, ...path]) => ({
    ...(ref ? { ref } : {}),
    ...(path.length > 0 ? { file_path: path.join('/') } : {}),
  }),
  raw: ([ref, ...path]) => ({
    ...(ref ? { ref } : {}),
    ...(path.length > 0 ? { file_path: path.join('/') } : {}),
  }),
  releases: ([tag]) => (tag ? { tag_name: tag } : {}),
  tags: ([tag]) => (tag ? { tag_name: tag } : {}),
};

function numbered(name: keyof AddressIds, value: string | undefined): AddressIds {
  return value && /^\d+$/.test(value) ? { [name]: value } : {};
}

/** Whether a parameter value is a web address rather than an ID or a path. */
export function isWebAddress(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

/**
 * The identifiers of a web address of the GitLab at `gitlabUrl`; null when it is another host's, or not under
 * the instance's sub-path. A path without `/-/` is a namespace: a group, a user or a project, which the parameter
 * it was given for decides (all three are offered).
 */
export function idsOfAddress(address: string, gitlabUrl: string): AddressIds | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(address.trim());
    base = new URL(gitlabUrl);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== base.host.toLowerCase()) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix !== '' && !url.pathname.startsWith(`${prefix}/`)) return null;
  const segments = url.pathname
    .slice(prefix.length)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment));
  if (segments[0] === 'groups') {
    const end = segments.indexOf('-');
    const group = segments.slice(1, end < 0 ? undefined : end).join('/');
    return group ? { group_id: group } : {};
  }
  const dash = segments.indexOf('-');
  if (dash < 0) {
    const path = segments.join('/');
    if (path === '') return {};
    return { project_id: path, group_id: path, ...(segments.length === 1 ? { username: path } : {}) };
  }
  const project = segments.slice(0, dash).join('/');
  const [route = '', ...rest] = segments.slice(dash + 1);
  return { ...(project ? { project_id: project } : {}), ...(PROJECT_ROUTES[route]?.(rest) ?? {}) };
}
