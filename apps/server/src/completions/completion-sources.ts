/** Where the values of one completable argument come from: a list action, the list's key and the item's field. */
export interface CompletionSource {
  action: string;
  /** The action's params for what was typed and the arguments already chosen; null when a needed one is missing. */
  params: (typed: string, chosen: Readonly<Record<string, string>>) => Record<string, unknown> | null;
  /** The list's key in structuredContent and the field of each item offered. */
  key: string;
  field: string;
  /** IIDs are offered by prefix (`24` → 240, 241…); names and paths by substring, as GitLab's search matches. */
  match: 'prefix' | 'substring';
}

const search = (typed: string) => (typed ? { search: typed } : {});
const inProject = (chosen: Readonly<Record<string, string>>) =>
  chosen.project_id ? { project_id: chosen.project_id } : null;

function withProject(params: (typed: string) => Record<string, unknown>): CompletionSource['params'] {
  return (typed, chosen) => {
    const project = inProject(chosen);
    return project && { ...project, ...params(typed) };
  };
}

const branch: CompletionSource = {
  action: 'branch.list',
  params: withProject((typed) => ({ ...search(typed), per_page: 100 })),
  key: 'branches',
  field: 'name',
  match: 'substring',
};

const label: CompletionSource = {
  action: 'project.label_list',
  params: withProject((typed) => ({ ...search(typed), per_page: 100 })),
  key: 'labels',
  field: 'name',
  match: 'substring',
};

/**
 * The completable arguments of the prompts and the variables of the resource templates, by name: both use the same
 * names for the same things (`project_id`, `merge_request_iid`, `branch`).
 */
export const COMPLETION_SOURCES: Readonly<Record<string, CompletionSource>> = {
  // The reference's example: GET /projects?membership=true&per_page=20&search=gr → ["grp/demo"].
  project_id: {
    action: 'project.list',
    params: (typed) => ({ ...search(typed), membership: true, simple: true, per_page: 20 }),
    key: 'projects',
    field: 'path_with_namespace',
    match: 'substring',
  },
  group_id: {
    action: 'group.list',
    params: (typed) => ({ ...search(typed), per_page: 20 }),
    key: 'groups',
    field: 'full_path',
    match: 'substring',
  },
  merge_request_iid: {
    action: 'merge_request.list',
    params: withProject(() => ({ state: 'opened', order_by: 'updated_at', per_page: 100 })),
    key: 'merge_requests',
    field: 'iid',
    match: 'prefix',
  },
  issue_iid: {
    action: 'issue.list',
    params: withProject(() => ({ state: 'opened', order_by: 'updated_at', per_page: 100 })),
    key: 'issues',
    field: 'iid',
    match: 'prefix',
  },
  branch,
  ref: branch,
  target_branch: branch,
  from: branch,
  to: branch,
  label_id: label,
  labels: label,
  milestone: {
    action: 'project.milestone_list',
    params: withProject((typed) => ({ ...search(typed), state: 'active', per_page: 100 })),
    key: 'milestones',
    field: 'title',
    match: 'substring',
  },
  tag_name: {
    action: 'tag.list',
    params: withProject((typed) => ({ ...search(typed), per_page: 100 })),
    key: 'tags',
    field: 'name',
    match: 'substring',
  },
  username: {
    action: 'user.list',
    params: (typed) => ({ ...search(typed), active: true, per_page: 20 }),
    key: 'users',
    field: 'username',
    match: 'substring',
  },
};
