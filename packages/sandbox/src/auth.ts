import { ApiError, forbidden, insufficientScope, unauthorized } from './http/errors.js';
import type { AuthContext, SandboxRequest } from './http/request.js';
import { findProject, projectAncestry } from './store/lookup.js';
import type { GranularScopeRow, TokenRow } from './store/rows.js';
import type { SandboxState } from './store/state.js';

/*
 * Authentication as GitLab does it for API v4: a personal access token in PRIVATE-TOKEN (or `private_token`), an
 * OAuth or personal token as `Authorization: Bearer`, a CI job token in JOB-TOKEN (or `job_token`). Anything else,
 * or nothing, is 401 (the sandbox keeps no public reads).
 */

function presented(req: SandboxRequest): { secret: string; kinds: TokenRow['kind'][] } | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (req.headers['private-token'] !== undefined)
    return { secret: req.headers['private-token'], kinds: ['personal', 'impersonation'] };
  if (bearer !== undefined) return { secret: bearer.trim(), kinds: ['personal', 'impersonation', 'oauth'] };
  if (req.headers['job-token'] !== undefined) return { secret: req.headers['job-token'], kinds: ['job'] };
  if (req.query.private_token !== undefined)
    return { secret: req.query.private_token, kinds: ['personal', 'impersonation'] };
  if (req.query.access_token !== undefined)
    return { secret: req.query.access_token, kinds: ['personal', 'impersonation', 'oauth'] };
  if (req.query.job_token !== undefined) return { secret: req.query.job_token, kinds: ['job'] };
  return undefined;
}

/** The token and user a request authenticates as; 401 when the token is missing, unknown, revoked or expired. */
export function authenticate(state: SandboxState, req: SandboxRequest): AuthContext {
  const sent = presented(req);
  if (sent === undefined) throw unauthorized();
  const token = state.tables.tokens.find((row) => row.token === sent.secret && sent.kinds.includes(row.kind));
  if (token === undefined || !token.active || token.revoked) throw unauthorized();
  if (token.expires_at !== null && token.expires_at < state.now().slice(0, 10)) throw unauthorized();
  const user = state.tables.users.find((row) => row.id === token.user_id);
  if (user === undefined || user.state !== 'active') throw unauthorized();
  token.last_used_at = state.now();
  return { token, user };
}

const READS = new Set(['GET', 'HEAD']);

/** Paths a token may always reach to learn about itself and the instance. */
const SELF_PATHS = [/^\/version$/, /^\/metadata$/, /^\/personal_access_tokens\/self$/];

/**
 * Whether the token's scopes allow the request; throws GitLab's refusal when not. A read needs `api` or `read_api`
 * (`read_user` suffices for /user and /users); any write needs `api` (403 insufficient_scope, scope "api").
 */
export function checkScopes(state: SandboxState, req: SandboxRequest, auth: AuthContext): void {
  const { token } = auth;
  const read = READS.has(req.method);
  if (token.kind === 'job') {
    // A CI job token reaches a small allowlist of endpoints; the sandbox lets it read and refuses its writes.
    if (!read) throw forbidden();
    return;
  }
  if (token.scopes.includes('granular')) {
    checkGranular(state, req, auth);
    return;
  }
  if (read) {
    const userPath = /^\/users?(\/|$)/.test(req.path);
    const ok = token.scopes.some(
      (scope) => scope === 'api' || scope === 'read_api' || (userPath && scope === 'read_user'),
    );
    if (!ok) throw insufficientScope(userPath ? 'api read_api read_user' : 'api read_api');
    return;
  }
  if (!token.scopes.includes('api')) throw insufficientScope('api');
}

/**
 * Admin-only endpoints need an administrator whose token carries `admin_mode` (GitLab with Admin Mode on;
 * https://docs.gitlab.com/administration/settings/sign_in_restrictions/#admin-mode); others get 403 Forbidden.
 */
export function checkAdmin(auth: AuthContext): void {
  if (!auth.user.is_admin || !auth.token.scopes.includes('admin_mode')) throw forbidden();
}

const VERBS: Record<string, string> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** Resource names of a project sub-path, as fine-grained permissions name them (`read_merge_request`). */
function projectResource(segments: string[]): string {
  const [first, second, , fourth] = segments;
  if (first === undefined) return 'project';
  if (first === 'repository') return second === 'branches' ? 'branch' : second === 'tags' ? 'tag' : 'code';
  if (first === 'merge_requests' && (fourth === 'notes' || fourth === 'discussions'))
    return 'merge_request_note';
  if (first === 'issues' && (fourth === 'notes' || fourth === 'discussions')) return 'issue_note';
  return first.endsWith('ies') ? `${first.slice(0, -3)}y` : first.replace(/s$/, '');
}

function coversProject(
  state: SandboxState,
  scope: GranularScopeRow,
  projectId: number,
  userNamespace: number,
): boolean {
  const project = findProject(state, projectId);
  if (project === undefined) return false;
  switch (scope.access) {
    case 'instance':
      return true;
    case 'selected_memberships':
      return (
        scope.project_id === project.id ||
        projectAncestry(state, project).some((group) => group.id === scope.group_id)
      );
    case 'personal_projects':
      return project.namespace_kind === 'user' && project.namespace_id === userNamespace;
    case 'all_memberships':
      return state.tables.members.some(
        (member) => member.source_type === 'Project' && member.source_id === project.id,
      );
    case 'user':
      return false;
  }
}

/**
 * A fine-grained PAT (scopes ['granular']) may do only what one of its granular scopes grants at the request's
 * boundary: `<verb>_<resource>` on a project it covers, `read_user` for /user. The refusal has the OAuth scope-error
 * shape with GitLab's granular error code; the required permission is named so clients can explain it.
 */
function checkGranular(state: SandboxState, req: SandboxRequest, auth: AuthContext): void {
  const scopes = auth.token.granular_scopes ?? [];
  const userNamespace = auth.user.namespace_id;
  if (SELF_PATHS.some((pattern) => pattern.test(req.path))) return;
  const verb = VERBS[req.method] ?? 'read';
  const segments = req.path.split('/').filter((part) => part.length > 0);
  let permission: string;
  let allowed: (scope: GranularScopeRow) => boolean;
  if (segments[0] === 'projects' && segments[1] !== undefined) {
    const project = findProject(state, decodeURIComponent(segments[1]));
    permission = `${verb}_${projectResource(segments.slice(2))}`;
    allowed = (scope) => project !== undefined && coversProject(state, scope, project.id, userNamespace);
  } else if (segments[0] === 'user' || segments[0] === 'users') {
    permission = `${verb}_user`;
    allowed = (scope) => scope.access === 'user' || scope.access === 'instance';
  } else {
    permission = `${verb}_${(segments[0] ?? 'instance').replace(/s$/, '')}`;
    allowed = (scope) => scope.access === 'instance';
  }
  const granted = scopes.some((scope) => allowed(scope) && scope.permissions.includes(permission));
  if (!granted) {
    throw new ApiError(403, {
      error: 'insufficient_granular_scope',
      error_description: `The fine-grained token does not grant ${permission} for this resource.`,
      required_permissions: [permission],
    });
  }
}
