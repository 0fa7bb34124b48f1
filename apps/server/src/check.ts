import { openCatalog } from '@gitlab-mcp/catalog';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { createRestClient } from '@gitlab-mcp/rest';
import type { Config } from './config/settings.js';
import { probeGitLab } from './gitlab-probe.js';
import type { InstanceFacts } from './gitlab-probe.js';
import { startupProblem } from './startup-problem.js';
import { ServedCatalog } from './served-catalog.js';
import type { Withheld } from './served-catalog.js';
import { tokenReach } from './tenant.js';

/** What `gitlab-mcp check` found; `--json` prints it as it is. */
export interface CheckReport {
  ok: boolean;
  gitlab_url: string;
  /** `verified`, `skipped` (GITLAB_MCP_SKIP_TLS_VERIFY) or `none` (an http:// URL). */
  tls: 'verified' | 'skipped' | 'none';
  /** The one line saying what is wrong, when something is. */
  problem: string | null;
  gitlab: {
    version: string;
    user: string;
    is_admin: boolean;
    scopes: readonly string[] | null;
    tier: string;
    tier_source: InstanceFacts['tierSource'];
  } | null;
  catalog: { served: number; total: number; withheld: Partial<Record<Withheld, number>> } | null;
}

/**
 * `gitlab-mcp check`: the start-up probe of GitLab without serving, for a person setting the server up and for
 * a CI job before a workspace build. Exit codes: 0 usable, 1 GitLab or the token is not (settings errors exit 2
 * before this runs). It makes the start-up requests and nothing else: GET /user, /version,
 * /personal_access_tokens/self and /license.
 */
export async function check(config: Config, json: boolean, write: (text: string) => void): Promise<number> {
  const report = await examine(config);
  write(json ? `${JSON.stringify(report, null, 2)}\n` : humanReport(report));
  return report.ok ? 0 : 1;
}

async function examine(config: Config): Promise<CheckReport> {
  const tls = !config.gitlabUrl.startsWith('https:') ? 'none' : config.skipTlsVerify ? 'skipped' : 'verified';
  const base = { gitlab_url: config.gitlabUrl, tls, gitlab: null, catalog: null } as const;
  if (!config.token) {
    return {
      ...base,
      ok: false,
      problem: 'GITLAB_TOKEN is not set: the check needs the token the server will use',
    };
  }
  const rest = createRestClient({
    url: config.gitlabUrl,
    credential: { kind: config.authMode === 'oauth' ? 'oauth' : 'private', token: config.token },
    skipTlsVerify: config.skipTlsVerify,
    timeoutMs: config.requestTimeout,
  });
  let facts: InstanceFacts;
  try {
    facts = await probeGitLab(rest, config.gitlabUrl, config.tier);
  } catch (error) {
    if (hasErrorCode(error, 'gitlab_api') || hasErrorCode(error, 'gitlab_transport'))
      return { ...base, ok: false, problem: startupProblem(error, config.gitlabUrl) };
    throw error;
  }
  const { readOnlyToken, admin } = tokenReach(facts, config.ignoreScopes);
  const source = await openCatalog();
  const served = new ServedCatalog(source, {
    tier: facts.tier,
    readOnly: config.readOnly || readOnlyToken,
    admin,
    excluded: config.excludeTools,
    grant: facts.grant ? new Set(facts.grant) : null,
  });
  const withheld: Partial<Record<Withheld, number>> = {};
  for (const summary of source.summaries) {
    const reason = served.whyWithheld(summary.id);
    if (reason) withheld[reason] = (withheld[reason] ?? 0) + 1;
  }
  return {
    ...base,
    ok: true,
    problem: null,
    gitlab: {
      version: facts.version,
      user: facts.user.username,
      is_admin: facts.user.is_admin,
      scopes: facts.scopes,
      tier: facts.tier,
      tier_source: facts.tierSource,
    },
    catalog: { served: served.actions.length, total: source.summaries.length, withheld },
  };
}

const TLS_WORDS = {
  verified: 'TLS certificate verified',
  skipped: 'TLS NOT verified (GITLAB_MCP_SKIP_TLS_VERIFY)',
  none: 'plain http, no TLS',
};

const WITHHELD_WORDS: Record<Withheld, string> = {
  tier: "above the instance's tier",
  admin_scope: 'need an administrator token with admin_mode',
  read_only: 'write (read-only: GITLAB_MCP_READ_ONLY)',
  api_scope: 'write (the token has read_api, not the api scope)',
  excluded: 'excluded by GITLAB_MCP_EXCLUDE_TOOLS',
  not_granted: "outside the fine-grained token's grant",
  not_fine_grained: 'unreachable by any fine-grained token',
};

function humanReport(report: CheckReport): string {
  const lines = [`gitlab-mcp check: ${report.gitlab_url} (${TLS_WORDS[report.tls]})`];
  if (report.problem) lines.push(`  ✗ ${report.problem}`);
  if (report.gitlab) {
    const { gitlab } = report;
    lines.push(`  ✓ GitLab ${gitlab.version} answers`);
    lines.push(
      `  ✓ token of ${gitlab.user}${gitlab.is_admin ? ' (administrator)' : ''}, scopes ` +
        (gitlab.scopes ? gitlab.scopes.join(', ') || 'none' : 'unknown (not a personal access token)'),
    );
    lines.push(`  ✓ tier ${gitlab.tier} (${gitlab.tier_source})`);
  }
  if (report.catalog) {
    const { catalog } = report;
    lines.push(
      `  ✓ catalog: ${catalog.served.toLocaleString('en')} of ${catalog.total.toLocaleString('en')} actions served`,
    );
    for (const [reason, count] of Object.entries(catalog.withheld))
      lines.push(`      ${count} withheld: ${WITHHELD_WORDS[reason as Withheld]}`);
  }
  lines.push(report.ok ? 'ok' : 'not usable: see the ✗ line');
  return `${lines.join('\n')}\n`;
}
