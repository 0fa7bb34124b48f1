/**
 * The one encoder for REST paths: every interpolated value is URL-encoded, so a project path `group/project`
 * becomes `group%2Fproject` and a branch `feature/login` becomes `feature%2Flogin`, as GitLab requires.
 */
export function apiPath(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  return strings.reduce((path, text, index) => {
    const value = values[index - 1];
    return path + (value === undefined ? '' : encodeURIComponent(String(value))) + text;
  });
}

/**
 * The one place an API-relative endpoint (`projects/42/repository/branches`) becomes a URL under the instance's API
 * base (`https://host/gitlab/api/v4/`), sub-path kept. An endpoint that could leave the base — a leading `/` (which
 * `new URL` resolves from the host root, dropping `/api/v4` and the sub-path), `//`, a `.` or `..` segment, a scheme
 * or a backslash — is a programming error: it throws, and no request is sent.
 */
export function apiUrl(base: string, endpoint: string): URL {
  const [path = ''] = endpoint.split('?', 1);
  const segments = path.split('/');
  if (
    !INSTANCE_ROOT_ENDPOINTS.has(path) &&
    (path === '' ||
      path.startsWith('/') ||
      path.includes('//') ||
      path.includes('\\') ||
      /^[a-z][a-z0-9+.-]*:/i.test(path) ||
      segments.some((segment) => segment === '.' || segment === '..'))
  ) {
    throw new Error(`REST endpoint "${endpoint}" is not a path relative to the API base`);
  }
  const root = base.endsWith('/') ? base : `${base}/`;
  const url = new URL(endpoint, root);
  // Belt and braces: whatever the checks above missed, the URL stays under the base (or, for the listed
  // instance-root endpoints, under the instance's own URL, sub-path kept).
  const under = INSTANCE_ROOT_ENDPOINTS.has(path) ? new URL('../../', root).href : root;
  if (!url.href.startsWith(under)) throw new Error(`REST endpoint "${endpoint}" leaves the API base`);
  return url;
}

/**
 * The endpoints an API client reaches outside `/api/v4`, each named here: Doorkeeper's token introspection lives at
 * the instance root (`<url>/oauth/token/info`), two levels above the API base. Nothing else may leave it.
 */
const INSTANCE_ROOT_ENDPOINTS = new Set(['../../oauth/token/info']);
