import { gitlabRestPermission } from '@gitlab-mcp/gitlab-authz';
import { ApiError, forbidden, insufficientScope, notFound, unauthorized } from './http/errors.js';
import type { AuthContext, SandboxRequest } from './http/request.js';
import { grants, isFineGrained } from './store/grant.js';
import type { GrantTarget } from './store/grant.js';
import { findGroup, findProject, findUser } from './store/lookup.js';
import type { TokenRow } from './store/rows.js';
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
  // A token expires at midnight UTC on its expiry date (https://docs.gitlab.com/user/profile/personal_access_tokens/).
  if (token.expires_at !== null && token.expires_at <= state.now().slice(0, 10)) throw unauthorized();
  const user = state.tables.users.find((row) => row.id === token.user_id);
  if (user === undefined || user.state !== 'active') throw unauthorized();
  token.last_used_at = state.now();
  return { token, user };
}

const READS = new Set(['GET', 'HEAD']);

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
  if (isFineGrained(token)) {
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

/**
 * The boundary a request is asked at: the project or group its path names, the token's user for its own profile
 * and tokens, the instance for anything else (which only an `instance` boundary reaches). Undefined when the path
 * names a project or group that does not exist.
 */
function grantTarget(state: SandboxState, path: string): GrantTarget | undefined {
  const [first, id] = path.split('/').filter((part) => part.length > 0);
  if (first === 'projects' && id !== undefined) {
    const project = findProject(state, decodeURIComponent(id));
    return project && { project };
  }
  if (first === 'groups' && id !== undefined) {
    const group = findGroup(state, decodeURIComponent(id));
    return group && { group };
  }
  if (first === 'user' || first === 'users' || first === 'personal_access_tokens') return 'user';
  return 'instance';
}

/**
 * The permission GitLab checks on the request, from its own endpoint table (@gitlab-mcp/gitlab-authz): undefined for
 * an always accessible endpoint, null for one its page does not list. Grape answers HEAD through the GET route, so a
 * HEAD the table does not list itself is checked as its GET.
 */
function requiredPermission(req: SandboxRequest): string | null | undefined {
  const permission = gitlabRestPermission(`${req.method} ${req.path}`);
  return permission === null && req.method === 'HEAD' ? gitlabRestPermission(`GET ${req.path}`) : permission;
}

/**
 * A fine-grained PAT (scopes ['granular']) may call only what GitLab opens to fine-grained tokens
 * (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens_rest/): an always accessible endpoint, or one
 * whose documented permission one of its granular scopes grants at the request's boundary (store/grant.ts). An
 * endpoint the page does not list is refused whatever the grant. The refusal has the OAuth scope-error shape with
 * GitLab's granular error code; the required permission is named so clients can explain it.
 */
function checkGranular(state: SandboxState, req: SandboxRequest, auth: AuthContext): void {
  const permission = requiredPermission(req);
  if (permission === undefined) return;
  if (permission === null) {
    throw new ApiError(403, {
      error: 'insufficient_granular_scope',
      error_description: 'This endpoint is not available to fine-grained tokens.',
      required_permissions: [],
    });
  }
  const target = grantTarget(state, req.path);
  if (target === undefined || !grants(state, auth.token, auth.user, target, permission)) {
    throw new ApiError(403, {
      error: 'insufficient_granular_scope',
      error_description: `The fine-grained token does not grant ${permission} for this resource.`,
      required_permissions: [permission],
    });
  }
}

/**
 * Sudo (https://docs.gitlab.com/api/rest/authentication/#sudo): an administrator's OAuth or personal access token
 * with the `sudo` scope acts as the user named (id or username, case-insensitive) in the `Sudo` header or the `sudo`
 * parameter. GitLab checks, in this order: an administrator (403), an OAuth or personal token (403), the `sudo` scope
 * (403 insufficient_scope), a known user (404). Returns who the request then runs as.
 */
export function applySudo(state: SandboxState, req: SandboxRequest, auth: AuthContext): AuthContext {
  const param = req.params.sudo;
  const identifier =
    (typeof param === 'string' || typeof param === 'number' ? String(param) : undefined) ?? req.headers.sudo;
  if (identifier === undefined || identifier === '') return auth;
  if (!auth.user.is_admin) throw forbidden('403 Forbidden - Must be admin to use sudo');
  if (auth.token.kind === 'job')
    throw forbidden(
      '403 Forbidden - Must be authenticated using an OAuth or personal access token to use sudo',
    );
  if (!auth.token.scopes.includes('sudo')) throw insufficientScope('sudo');
  const user = findUser(state, identifier);
  if (user === undefined) throw notFound(`User with ID or username '${identifier}'`);
  return { token: auth.token, user };
}
