/**
 * GitLab takes the negated filters of its issue and merge request lists as one hash parameter, `not`
 * (`not[labels]=bug`, doc/api/issues.md and doc/api/merge_requests.md, "List …": `not`). The actions offer them flat
 * (`not_labels`, as the reference catalog names them); this `send` folds them into the hash GitLab reads, which the
 * client writes as `not[labels][]=bug`. Sent flat, GitLab would ignore them and the list would not be filtered.
 */
export function notFiltersAsHash(params: Record<string, unknown>): Record<string, unknown> {
  const not: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.startsWith('not_') && value !== undefined) not[name.slice('not_'.length)] = value;
    else others[name] = value;
  }
  return Object.keys(not).length === 0 ? others : { ...others, not };
}
