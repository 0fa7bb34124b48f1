import { SETTINGS, showDefault } from './config/settings.js';
import type { Setting } from './config/settings.js';
import { SERVER_VERSION } from './version.js';

/** `gitlab-mcp --help`: every setting with its flag, variable and default, generated from the settings table. */
export function helpText(): string {
  const rows = Object.values(SETTINGS).map((setting: Setting<unknown>) => {
    const flag = setting.flag ? `--${setting.flag}` : '(environment only)';
    const fallback = showDefault(setting);
    const aliases = [
      ...(setting.aliases?.flags ?? []).map((name) => `--${name}`),
      ...(setting.aliases?.env ?? []),
    ];
    const also = aliases.length > 0 ? ` (also ${aliases.join(', ')})` : '';
    return `  ${flag.padEnd(26)} ${setting.env.padEnd(32)} ${setting.help}${also}${fallback === '' ? '' : ` [${fallback}]`}`;
  });
  return [
    `gitlab-mcp ${SERVER_VERSION}: a Model Context Protocol server for the whole GitLab API.`,
    '',
    'Usage: gitlab-mcp [flags]        (an MCP client starts it and speaks JSON-RPC on stdin/stdout)',
    '       gitlab-mcp check [--json] [flags]',
    '',
    'Settings (flag > environment > --env-file or GITLAB_MCP_ENV_FILE > ~/.gitlab-mcp-server.env > default):',
    ...rows,
    '',
    'Durations are written as 30s, 15m, 1h30m or 250ms (units ms, s, m, h); 0 means none.',
    '',
    'Commands:',
    '  check [--json]             verify GITLAB_URL, TLS, the token, its scopes, the tier and the actions served;',
    '                             exit 0 usable, 1 GitLab or token problem, 2 bad settings',
    "  --probe [URL]              ask a running HTTP server's /health (default: this --http-addr); exit 0 or 1",
    "  --shutdown                 end this user's running instances of this installation (SIGTERM)",
    '  --help, --version',
    '  --tool-search "<request>"  print the actions gitlab_find_action ranks for a request, with their params',
    '',
    'A private CA for a self-hosted GitLab: set NODE_EXTRA_CA_CERTS=/path/to/ca.pem.',
  ].join('\n');
}

/** What a person sees who runs the server in a terminal without a token, instead of a silent wait on stdin. */
export function firstRunText(): string {
  return [
    `gitlab-mcp ${SERVER_VERSION}: a Model Context Protocol server for GitLab.`,
    '',
    'It is started by an MCP client (Claude, VS Code, Cursor…), not by hand. It needs:',
    '  GITLAB_TOKEN  a personal access token with the api scope (read_api for read-only)',
    '  GITLAB_URL    your GitLab, if not https://gitlab.com',
    '',
    'Client configuration, e.g. Claude Desktop:',
    '  { "mcpServers": { "gitlab": { "command": "npx", "args": ["-y", "gitlab-mcp"],',
    '      "env": { "GITLAB_TOKEN": "glpat-…", "GITLAB_URL": "https://gitlab.example.com" } } } }',
    '',
    'Run gitlab-mcp --help for every setting.',
  ].join('\n');
}
