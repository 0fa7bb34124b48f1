import type { Destinations } from '@gitlab-mcp/rest';
import type { Config } from '../config/settings.js';

/**
 * Which addresses a connection to `gitlabUrl` may reach, for every request that carries a caller's credential
 * there (its API calls, OAuth mode's token check): an instance a caller picked with GITLAB-URL (any-URL mode) must
 * stay on public addresses, checked as each connection is made; the operator's own instances may be private.
 * Metadata addresses are refused for both (packages/rest destinations.ts).
 */
export function destinationsOf(
  gitlabUrl: string,
  config: Pick<Config, 'gitlabUrls' | 'allowAnyGitlabUrl' | 'allowPrivateInstances'>,
): Destinations {
  const picked = config.allowAnyGitlabUrl && !config.gitlabUrls.includes(gitlabUrl);
  return picked && !config.allowPrivateInstances ? 'public' : 'operator';
}
