import { delimiter } from 'node:path';
import {
  bool,
  byteSize,
  decimal,
  duration,
  durationBetween,
  httpsOrigin,
  httpUrl,
  httpUrls,
  nameList,
  oneOf,
  pathList,
  substitutions,
  text,
  wholeNumber,
} from './setting-parsers.js';
import type { SettingParser } from './setting-parsers.js';

/**
 * Every setting the server reads, as data: its environment name (after the `GITLAB_MCP_` prefix), its flag,
 * how its text is parsed and its default. Names and defaults are the reference server's (reference-server.md §11),
 * so a user switches servers without touching their client configuration.
 */

/** One setting: where it is read from and what it becomes. */
export interface Setting<T> {
  /** Full environment variable name. */
  readonly env: string;
  /** Unprefixed names the reference server still reads (with a warning), e.g. `READ_ONLY`. */
  readonly legacyEnv?: readonly string[];
  /** Flag name without dashes; `null` when the setting has no flag (the token, on purpose). */
  readonly flag: string | null;
  /**
   * This server's own earlier names where the reference's differ (`--oauth-policy-uri` for `--resource-policy-uri`):
   * read the same, without a warning, so no configuration written for either server breaks.
   */
  readonly aliases?: { readonly flags?: readonly string[]; readonly env?: readonly string[] };
  readonly parser: SettingParser<T>;
  readonly fallback: T;
  readonly help: string;
}

function setting<T>(
  name: string,
  parser: SettingParser<T>,
  fallback: T,
  help: string,
  extra: { flag?: string | null; legacy?: boolean; env?: string; aliases?: Setting<T>['aliases'] } = {},
): Setting<T> {
  return {
    env: extra.env ?? `GITLAB_MCP_${name}`,
    legacyEnv: extra.legacy === false ? undefined : [name],
    flag: extra.flag === undefined ? name.toLowerCase().replaceAll('_', '-') : extra.flag,
    ...(extra.aliases ? { aliases: extra.aliases } : {}),
    parser,
    fallback,
    help,
  };
}

export const SETTINGS = {
  gitlabUrls: setting('URL', httpUrls, ['https://gitlab.com'], 'GitLab instance URL (repeat in HTTP mode)', {
    env: 'GITLAB_URL',
    flag: 'gitlab-url',
    legacy: false,
  }),
  token: setting('TOKEN', text, '', 'GitLab token (environment only, never a flag)', {
    env: 'GITLAB_TOKEN',
    flag: null,
    legacy: false,
  }),
  skipTlsVerify: setting(
    'SKIP_TLS_VERIFY',
    bool,
    false,
    'accept any TLS certificate from GitLab (testing only)',
  ),
  toolSurface: setting(
    'TOOL_SURFACE',
    oneOf('dynamic', 'meta', 'individual'),
    'dynamic',
    'which tools are listed: 2 finder tools, one per domain, or one per action',
  ),
  capabilitySurface: setting(
    'CAPABILITY_SURFACE',
    oneOf('full', 'minimal'),
    'full',
    'minimal keeps only the tool manifest resources',
  ),
  resourcePollInterval: setting(
    'RESOURCE_POLL_INTERVAL',
    duration,
    30e3,
    'how often a subscribed resource is read again to notice a change',
    { legacy: false },
  ),
  metaParamSchema: setting(
    'META_PARAM_SCHEMA',
    oneOf('opaque', 'compact', 'full'),
    'opaque',
    'how meta tools describe their params',
  ),
  tier: setting(
    'TIER',
    oneOf('auto', 'free', 'ce', 'premium', 'ultimate'),
    'auto',
    'GitLab tier; auto reads it from /license',
  ),
  readOnly: setting('READ_ONLY', bool, false, 'serve only actions that read'),
  safeMode: setting('SAFE_MODE', bool, false, 'answer every write with a preview instead of calling GitLab'),
  yoloMode: setting('YOLO_MODE', bool, false, 'run destructive actions without asking for confirmation'),
  autopilot: setting('AUTOPILOT', bool, false, 'older name of YOLO_MODE'),
  embeddedResources: setting(
    'EMBEDDED_RESOURCES',
    bool,
    true,
    'add a gitlab:// resource block to get results',
  ),
  excludeTools: setting('EXCLUDE_TOOLS', nameList, [], 'action IDs or tool names to leave out'),
  ignoreScopes: setting('IGNORE_SCOPES', bool, false, 'do not narrow the catalog by token scopes'),
  requestTimeout: setting(
    'REQUEST_TIMEOUT',
    duration,
    30e3,
    'deadline of one GitLab call, its retries included',
    { legacy: false },
  ),
  uploadMaxFileSize: setting('UPLOAD_MAX_FILE_SIZE', byteSize, 2e9, 'largest file an upload may send'),
  allowedDirs: setting(
    'ALLOWED_DIRS',
    pathList,
    [],
    `stdio: directories file parameters may read and write when the client declares no roots (${delimiter}-separated)`,
    { legacy: false },
  ),
  rateLimitRps: setting(
    'RATE_LIMIT_RPS',
    decimal(0, 10_000),
    0,
    'HTTP mode: GitLab calls per second per credential (0: unlimited)',
  ),
  rateLimitBurst: setting('RATE_LIMIT_BURST', wholeNumber(1, 100_000), 40, 'burst above the rate limit'),
  stdioMaxLineBytes: setting(
    'STDIO_MAX_LINE_BYTES',
    byteSize,
    4 * 1024 ** 2,
    'longest JSON-RPC line accepted on stdin',
  ),
  clientCompat: setting('CLIENT_COMPAT', oneOf('auto', 'off'), 'auto', 'per-client adjustments (Codex)'),
  logLevel: setting(
    'LOG_LEVEL',
    oneOf('debug', 'info', 'warn', 'error'),
    'info',
    'least severe log line written to stderr',
  ),
  telemetry: setting(
    'TELEMETRY',
    bool,
    false,
    'export OpenTelemetry traces, metrics and logs over OTLP/HTTP (OTEL_EXPORTER_OTLP_* say where)',
    { legacy: false },
  ),
  telemetryIdentity: setting(
    'TELEMETRY_IDENTITY',
    oneOf('none', 'pseudonymous', 'full'),
    'none',
    'what telemetry records about the caller: nobody, a keyed digest, or user.id and user.name',
    { legacy: false },
  ),
  telemetryIdentityKey: setting(
    'TELEMETRY_IDENTITY_KEY',
    text,
    '',
    'secret the pseudonymous digest is keyed from (environment only; default: a random key per process)',
    { legacy: false, flag: null },
  ),
  telemetryIdentityRotation: setting(
    'TELEMETRY_IDENTITY_ROTATION',
    duration,
    0,
    'how long a generated pseudonymous key lives, such as 24h (0: the life of the process)',
    { legacy: false },
  ),
  telemetryToolName: setting(
    'TELEMETRY_TOOL_NAME',
    oneOf('auto', 'on', 'off'),
    'auto',
    'whether metrics carry the tool name; auto: yes except on the individual surface (too many tools)',
    { legacy: false },
  ),
  envFile: setting('ENV_FILE', text, '', 'dotenv file read before the environment', { legacy: false }),
  transport: setting(
    'TRANSPORT',
    oneOf('stdio', 'http', 'auto'),
    'stdio',
    'stdio for one client, http to serve many; auto: http when stdin is /dev/null (a container without -i)',
    { legacy: false },
  ),

  http: setting('HTTP', bool, false, 'shorthand for --transport http', { legacy: false }),

  httpAddr: setting(
    'HTTP_ADDR',
    text,
    ':8080',
    'HTTP listen address: host:port, :port or a unix socket path',
    { legacy: false },
  ),

  httpSocketMode: setting('HTTP_SOCKET_MODE', text, '0660', 'permissions of the unix socket (octal)', {
    legacy: false,
  }),

  tlsCert: setting('TLS_CERT', text, '', 'PEM certificate: serve HTTPS', { legacy: false }),

  tlsKey: setting('TLS_KEY', text, '', 'PEM private key of --tls-cert', { legacy: false }),

  stateless: setting(
    'STATELESS',
    bool,
    true,
    'every HTTP POST stands alone; false keeps sessions (needed for elicitation)',
    { legacy: false },
  ),

  sessionTimeout: setting(
    'SESSION_TIMEOUT',
    duration,
    30 * 60e3,
    'idle time before a stateful session ends',
    { legacy: false },
  ),

  maxRequestBodyBytes: setting(
    'MAX_REQUEST_BODY_BYTES',
    byteSize,
    4 * 1024 ** 2,
    'largest HTTP request body (0: 4 MiB)',
    { legacy: false },
  ),
  jsonResponse: setting(
    'JSON_RESPONSE',
    bool,
    false,
    'answer HTTP POSTs with application/json instead of an event stream',
    { legacy: false },
  ),
  httpIdleTimeout: setting(
    'HTTP_IDLE_TIMEOUT',
    duration,
    0,
    'close an idle HTTP connection after this long (0: never)',
    { legacy: false },
  ),

  maxHttpClients: setting(
    'MAX_HTTP_CLIENTS',
    wholeNumber(1, 10_000),
    100,
    'credentials kept connected at once (least recently used goes first)',
    { legacy: false },
  ),

  poolIdleTimeout: setting(
    'POOL_IDLE_TIMEOUT',
    duration,
    3600e3,
    'idle time before a credential is dropped',
    { legacy: false },
  ),

  revalidateInterval: setting(
    'SESSION_REVALIDATE_INTERVAL',
    duration,
    15 * 60e3,
    'how often a pooled credential is checked with GitLab again',
    { legacy: false, flag: 'revalidate-interval', aliases: { env: ['GITLAB_MCP_REVALIDATE_INTERVAL'] } },
  ),

  drainDelay: setting(
    'DRAIN_DELAY',
    duration,
    0,
    'after SIGTERM: /health answers 503 this long before closing',
    { legacy: false },
  ),

  trustedOrigins: setting(
    'TRUSTED_ORIGINS',
    nameList,
    [],
    'browser origins allowed to call /mcp (none: every Origin is refused)',
    { legacy: false },
  ),

  trustedProxyHeader: setting(
    'TRUSTED_PROXY_HEADER',
    text,
    '',
    'header with the client address, e.g. X-Forwarded-For',
    { legacy: false },
  ),

  trustedProxies: setting(
    'TRUSTED_PROXIES',
    nameList,
    [],
    'proxy addresses whose --trusted-proxy-header is believed',
    { legacy: false },
  ),

  allowAnyGitlabUrl: setting(
    'ALLOW_ANY_GITLAB_URL',
    bool,
    false,
    'let each request name its GitLab (loopback or unix socket listeners only)',
    { legacy: false },
  ),

  allowPrivateInstances: setting(
    'ALLOW_PRIVATE_INSTANCES',
    bool,
    false,
    'with --allow-any-gitlab-url: allow private and loopback addresses',
    { legacy: false },
  ),

  redisUrl: setting(
    'REDIS_URL',
    text,
    '',
    'Redis shared by several instances for one rate limit per credential',
    { legacy: false },
  ),

  authMode: setting(
    'AUTH_MODE',
    oneOf('legacy', 'oauth'),
    'legacy',
    'HTTP mode: legacy takes any GitLab token; oauth takes GitLab OAuth tokens and publishes RFC 9728 metadata',
    { legacy: false },
  ),

  publicUrl: setting('PUBLIC_URL', httpsOrigin, '', 'oauth mode: the public https origin of this server', {
    legacy: false,
  }),

  oauthCacheTtl: setting(
    'OAUTH_CACHE_TTL',
    durationBetween(60e3, 7200e3),
    15 * 60e3,
    'oauth mode: how long a validated OAuth token is trusted before GitLab is asked again',
    { legacy: false },
  ),

  oauthClientUid: setting(
    'OAUTH_CLIENT_UID',
    nameList,
    [],
    'oauth mode: GitLab OAuth application UIDs whose tokens are accepted (none: any)',
    { legacy: false },
  ),

  oauthResourceDocumentation: setting(
    'OAUTH_RESOURCE_DOCUMENTATION',
    httpUrl,
    '',
    'oauth mode: resource_documentation URL of the metadata',
    { legacy: false, flag: 'resource-documentation', aliases: { flags: ['oauth-resource-documentation'] } },
  ),

  oauthPolicyUri: setting(
    'OAUTH_POLICY_URI',
    httpUrl,
    '',
    'oauth mode: resource_policy_uri of the metadata',
    { legacy: false, flag: 'resource-policy-uri', aliases: { flags: ['oauth-policy-uri'] } },
  ),

  oauthTosUri: setting('OAUTH_TOS_URI', httpUrl, '', 'oauth mode: resource_tos_uri of the metadata', {
    legacy: false,
    flag: 'resource-tos-uri',
    aliases: { flags: ['oauth-tos-uri'] },
  }),

  actionTimeout: setting(
    'ACTION_TIMEOUT',
    duration,
    65 * 60e3,
    'an action still running after this long is stopped and answered as timed out',
    { legacy: false },
  ),

  maxListenStreams: setting(
    'MAX_LISTEN_STREAMS',
    wholeNumber(1, 512),
    64,
    'subscriptions/listen streams open at once per credential (MCP 2026-07-28)',
    { legacy: false, flag: null },
  ),

  descriptionSubstitutions: setting(
    'DESCRIPTION_SUBSTITUTIONS',
    substitutions,
    [],
    'old=new pairs rewritten in tool descriptions and titles (gateways that refuse some words)',
    { legacy: false, flag: null },
  ),

  pprofAddr: setting(
    'PPROF_ADDR',
    text,
    '',
    'loopback host:port for the Node inspector (the reference serves Go pprof there)',
    { legacy: false },
  ),
} as const;

export type SettingName = keyof typeof SETTINGS;

/** A default as the setting's own syntax writes it, for --help and the docs: `30s`, not `30000`. */
export function showDefault(setting: Setting<unknown>): string {
  const { fallback, parser } = setting;
  if (parser.show) return parser.show(fallback);
  return Array.isArray(fallback) ? fallback.join(',') : String(fallback);
}

/** The parsed configuration: one value per setting, and the first (in stdio mode the only) GitLab URL. */
export type Config = { -readonly [K in SettingName]: (typeof SETTINGS)[K]['fallback'] } & {
  gitlabUrl: string;
};
