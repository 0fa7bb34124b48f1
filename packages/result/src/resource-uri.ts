/**
 * OF-80..82: canonical `gitlab://` URIs of the objects gets return, expanded from the action's template with the
 * call's parameters, escaped as RFC 6570 simple expansion does. Not the MCP SDK's `UriTemplate.expand` (which the
 * server's resource matcher uses): it leaves `!'()*` unescaped, which RFC 6570 escapes, throws on a lone surrogate,
 * and would escape an already-escaped `group%2Fproject` again (OF-82); and this package depends on nothing.
 */

/** OF-81: the 22 gets that embed their object, and the URI template of each, as the contract lists them. */
export const RESOURCE_URI_TEMPLATES: Readonly<Record<string, string>> = {
  'project.get': 'gitlab://project/{project_id}',
  'project.board_get': 'gitlab://project/{project_id}/board/{board_id}',
  'project.label_get': 'gitlab://project/{project_id}/label/{label_id}',
  'project.milestone_get': 'gitlab://project/{project_id}/milestone/{milestone_iid}',
  'group.get': 'gitlab://group/{group_id}',
  'group.group_label_get': 'gitlab://group/{group_id}/label/{label_id}',
  'group.group_milestone_get': 'gitlab://group/{group_id}/milestone/{milestone_iid}',
  'issue.get': 'gitlab://project/{project_id}/issue/{issue_iid}',
  'merge_request.get': 'gitlab://project/{project_id}/mr/{merge_request_iid}',
  'pipeline.get': 'gitlab://project/{project_id}/pipeline/{pipeline_id}',
  'job.get': 'gitlab://project/{project_id}/job/{job_id}',
  'branch.get': 'gitlab://project/{project_id}/branch/{branch_name}',
  'tag.get': 'gitlab://project/{project_id}/tag/{tag_name}',
  'release.get': 'gitlab://project/{project_id}/release/{tag_name}',
  'repository.commit_get': 'gitlab://project/{project_id}/commit/{sha}',
  'environment.get': 'gitlab://project/{project_id}/environment/{environment_id}',
  'environment.deployment_get': 'gitlab://project/{project_id}/deployment/{deployment_id}',
  'feature_flags.feature_flag_get': 'gitlab://project/{project_id}/feature_flag/{name}',
  'access.deploy_key_get': 'gitlab://project/{project_id}/deploy_key/{deploy_key_id}',
  'wiki.get': 'gitlab://project/{project_id}/wiki/{slug}',
  'snippet.get': 'gitlab://snippet/{snippet_id}',
  'snippet.project_get': 'gitlab://project/{project_id}/snippet/{snippet_id}',
};

const EXPRESSION = /\{([^{}]*)\}/g;
const VARIABLE = /^[A-Za-z0-9_]+$/;

/** The parameter names a template uses, in order; throws on anything but simple `{name}` expressions. */
export function templateParameters(template: string): string[] {
  return [...template.matchAll(EXPRESSION)].map((match) => {
    const name = match[1] ?? '';
    if (!VARIABLE.test(name))
      throw new Error(`URI template ${template} has an expression other than {name}: {${name}}`);
    return name;
  });
}

/** A value as the handler read it: one sent URL-encoded (`group%2Fproject`) is the same value as one sent plain. */
function decoded(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    // A lone `%` that is not an escape: the value was plain text all along.
    return value;
  }
}

/** RFC 6570 simple expansion: everything outside A-Z a-z 0-9 - . _ ~ percent-encoded as UTF-8. */
function encodeValue(value: string): string {
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  return encodeURIComponent(wellFormed).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function parameterValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The URI of one call, or null when a parameter of the template is missing (OF-80: such a call embeds nothing).
 * `gitlab://project/{project_id}` with `group/project` or `group%2Fproject` gives `gitlab://project/group%2Fproject`.
 */
export function expandUriTemplate(
  template: string,
  params: Readonly<Record<string, unknown>>,
): string | null {
  let missing = false;
  templateParameters(template);
  const uri = template.replace(EXPRESSION, (_match, name: string) => {
    const value = parameterValue(Object.hasOwn(params, name) ? params[name] : undefined);
    if (value === null) missing = true;
    return value === null ? '' : encodeValue(decoded(value));
  });
  return missing ? null : uri;
}
