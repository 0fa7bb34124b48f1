import { PERMISSIONS_SECURITY_TO_PLANNING } from './security-to-planning.js';
import { PERMISSIONS_PROJECTS_TO_WIKI } from './projects-to-wiki.js';

/**
 * Which fine-grained permission GitLab checks on each REST endpoint, as GitLab documents it: "Fine-grained
 * permissions for REST API", https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens_rest/ (gitlabhq/gitlabhq
 * doc/auth/tokens/fine_grained_access_tokens_rest.md @ 0739b8bfefeec6f2a70684c5e3dbe47c82c0acbd, GitLab 19.2). Each
 * of the page's tables ("#### Merge Request": Action, Access, Method, Path) is one line per permission here, its
 * endpoints comma-separated as `METHOD /path`, named `<action>_<resource>` as GitLab's permission files name them
 * (`read_work_item`); the names are checked against reference/gitlab-contract/authz/fine-grained-permissions.json.
 * The Access column (which boundary of a grant the endpoint is asked at) is not transcribed. Transcribed: the
 * sections of the endpoints the catalog can call or the sandbox serves (certificate clusters and Geo nodes, which no
 * action calls); left out are sections of neither (package-manager protocols such as Conan, npm, NuGet, PyPI and
 * Debian; virtual registries, MLflow, Duo, Orbit, search-cluster administration), and the per-integration rows are written once with `:slug`. An endpoint the page
 * does not list is not open to a fine-grained token at all (null from gitlabRestPermission).
 */
export const GITLAB_REST_PERMISSIONS: Readonly<Record<string, string>> = {
  ...PERMISSIONS_SECURITY_TO_PLANNING,
  ...PERMISSIONS_PROJECTS_TO_WIKI,
};

/**
 * Endpoints open to any token with no fine-grained check ("Always accessible endpoints" on the same page): public
 * reads, which need no permission.
 */
export const GITLAB_ALWAYS_ACCESSIBLE =
  'GET /broadcast_messages, GET /broadcast_messages/:id, GET /templates/dockerfiles, GET /templates/dockerfiles/:name, GET /templates/gitignores, GET /templates/gitignores/:name, GET /templates/gitlab_ci_ymls, GET /templates/gitlab_ci_ymls/:name, GET /templates/licenses, GET /templates/licenses/:name, GET /topics, GET /topics/:id, GET /web_commits/public_key';
