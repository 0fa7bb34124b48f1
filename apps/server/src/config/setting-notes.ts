import type { Config } from './settings.js';

/** Settings that work but deserve a warning line at start-up. */
export function settingWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.skipTlsVerify) {
    warnings.push(
      "GITLAB_MCP_SKIP_TLS_VERIFY is on: GitLab's certificate is not checked, so whoever sits between this server " +
        'and GitLab can read the token; for a private certificate authority set NODE_EXTRA_CA_CERTS instead',
    );
  }
  for (const url of config.gitlabUrls) {
    const hint = apiPathHint(url);
    if (hint) warnings.push(`GITLAB_URL=${url}${hint}`);
  }
  return warnings;
}

/** The resolved settings for the debug log: everything but the token, and no password inside the Redis URL. */
export function settingsForLog(config: Config): Record<string, unknown> {
  const { token, redisUrl, ...rest } = config;
  return {
    ...rest,
    token: token ? 'set' : 'not set',
    redisUrl: redisUrl.replace(/\/\/[^@/]*@/, '//…@'),
  };
}

/**
 * GITLAB_URL is the instance's address: the server adds `/api/v4` itself, so a URL that already ends with it asks
 * for `/api/v4/api/v4/user`, which GitLab answers 404.
 */
export function apiPathHint(url: string, status?: number): string {
  if (!/\/api\/v4\/?$/.test(url) || (status !== undefined && status !== 404)) return '';
  return ` (GITLAB_URL ends with /api/v4: give the instance's address, ${url.replace(/\/api\/v4\/?$/, '')})`;
}
