import type { Withheld } from '../served-catalog.js';

/**
 * The sentences the server writes itself when it will not run a call. They say what to do next, and, for an
 * action that exists but is not served, that the capability is not missing (the reference server's wording).
 */
export const refusals = {
  unknown: (caller: string, id: string, suggestions: readonly string[]) =>
    `${caller}: unknown action "${id}".` +
    (suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}?` : '') +
    ' Use canonical action IDs (domain.action); gitlab_find_action finds them.',

  withheld: (caller: string, id: string, reason: ServerWithheld) =>
    `${caller}: action "${id}" exists but ${WITHHELD[reason]}`,

  destructive: (caller: string, id: string, confirmHint: string) =>
    `${caller}: action "${id}" is destructive. Ask the user first; re-send with ${confirmHint} only after they explicitly approve this operation.`,

  overwrite: (caller: string, question: string, confirmHint: string) =>
    `${caller}: ${question} Nothing was written. Ask the user first; re-send with ${confirmHint} only after they explicitly approve replacing it.`,

  declined: (caller: string, id: string, confirmHint: string) =>
    `${caller}: the user did not confirm "${id}"; the action was not executed. Re-send with ${confirmHint} only if they approve it later.`,
};

/** The fine-grained refusals have their own stable texts (OF-70), which the result package writes. */
type ServerWithheld = Exclude<Withheld, 'not_granted' | 'not_fine_grained'>;

const WITHHELD: Record<ServerWithheld, string> = {
  read_only:
    'is not available: this deployment is configured to withhold it (read-only), so a narrowed action surface was built. Ask the operator to enable it; do not report the capability as missing.',
  api_scope:
    'needs a token with the api scope; this token has read_api, which only reads. Ask the user for a token with the api scope; do not report the capability as missing.',
  tier: 'needs a higher GitLab tier (Premium or Ultimate) than this instance has. Do not report the capability as missing.',
  admin_scope:
    'needs a token with the admin_mode scope, which this token lacks. Ask the user for such a token; do not report the capability as missing.',
  excluded:
    'is excluded by this deployment (GITLAB_MCP_EXCLUDE_TOOLS). Ask the operator to enable it; do not report the capability as missing.',
};
