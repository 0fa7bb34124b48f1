import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config/settings.js';

/** Where RFC 9728 clients look first for a resource's metadata. */
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/**
 * RFC 9728 §3.1 inserts the well-known segment before the resource's path, so a client resolving the resource
 * `https://host/mcp` asks for `/.well-known/oauth-protected-resource/mcp`; some try only the bare form.
 */
export function isResourceMetadataPath(path: string): boolean {
  return path === RESOURCE_METADATA_PATH || path === `${RESOURCE_METADATA_PATH}/mcp`;
}

/** The GitLab scopes a token may carry to be served: `api` for everything, `read_api` for the reads. */
export const OAUTH_SCOPES = ['api', 'read_api'] as const;

export type MetadataSettings = Pick<
  Config,
  'publicUrl' | 'gitlabUrls' | 'oauthResourceDocumentation' | 'oauthPolicyUri' | 'oauthTosUri'
>;

/** The protected-resource metadata document (RFC 9728 §2): GitLab is the authorization server. */
export function protectedResourceMetadata(settings: MetadataSettings): Record<string, unknown> {
  const optional = {
    resource_documentation: settings.oauthResourceDocumentation,
    resource_policy_uri: settings.oauthPolicyUri,
    resource_tos_uri: settings.oauthTosUri,
  };
  return {
    resource: `${settings.publicUrl}/mcp`,
    authorization_servers: [...settings.gitlabUrls],
    bearer_methods_supported: ['header'],
    scopes_supported: [...OAUTH_SCOPES],
    resource_name: 'GitLab MCP server',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
  };
}

/**
 * The `WWW-Authenticate` challenge of OAuth mode: RFC 9728 §5.1 `resource_metadata` tells an MCP client where to
 * start the sign-in; `error` (RFC 6750 §3.1) says why a token that was sent is not good enough.
 */
export function oauthChallenge(publicUrl: string, error?: string): string {
  const parts = [
    'Bearer realm="gitlab-mcp-server"',
    `resource_metadata="${publicUrl}${RESOURCE_METADATA_PATH}"`,
  ];
  if (error) parts.push(`error="${error}"`);
  return parts.join(', ');
}

/** Answers a metadata request: GET or HEAD only, readable from any origin (it holds nothing private). */
export function answerResourceMetadata(
  request: IncomingMessage,
  response: ServerResponse,
  document: Record<string, unknown>,
): void {
  // Browser-based MCP clients read the metadata cross-origin before they have any credential.
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: 'method not allowed: GET the metadata' }));
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(request.method === 'HEAD' ? undefined : JSON.stringify(document));
}
