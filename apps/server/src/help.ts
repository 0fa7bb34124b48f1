import { SETTINGS } from './config/settings.js';
import type { Setting } from './config/settings.js';
import { SERVER_VERSION } from './version.js';

/** `gitlab-mcp --help`: every setting with its flag, variable and default, generated from the settings table. */
export function helpText(): string {
  const rows = Object.values(SETTINGS).map((setting: Setting<unknown>) => {
    const flag = setting.flag ? `--${setting.flag}` : '(environment only)';
    const fallback = Array.isArray(setting.fallback) ? setting.fallback.join(',') : String(setting.fallback);
    return `  ${flag.padEnd(26)} ${setting.env.padEnd(32)} ${setting.help}${fallback === '' ? '' : ` [${fallback}]`}`;
  });
  return [
    `gitlab-mcp ${SERVER_VERSION}: a Model Context Protocol server for the whole GitLab API.`,
    '',
    'Usage: gitlab-mcp [flags]        (an MCP client starts it and speaks JSON-RPC on stdin/stdout)',
    '',
    'Settings (flag > environment > --env-file or GITLAB_MCP_ENV_FILE > ~/.gitlab-mcp-server.env > default):',
    ...rows,
    '',
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
