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
