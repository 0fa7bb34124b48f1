import { delimiter, resolve } from 'node:path';

/**
 * Every setting the server reads, as data: its environment name (after the `GITLAB_MCP_` prefix), its flag,
 * how its text is parsed and its default. Names and defaults are the reference server's (reference-server.md §11),
 * so a user switches servers without touching their client configuration.
 */

/** Turns the text of a variable or flag into a value, or says what it accepts. */
export interface SettingParser<T> {
  readonly accepts: string;
  parse(text: string): T | undefined;
  /** The value written the way this parser reads it, for --help and the docs (a duration as `30s`, not `30000`). */
  show?(value: T): string;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

const bool: SettingParser<boolean> = {
  accepts: 'true or false',
  parse: (text) => {
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return undefined;
  },
};

function oneOf<const V extends string>(...values: V[]): SettingParser<V> {
  return {
    accepts: `one of ${values.join(', ')}`,
    parse: (text) => values.find((value) => value === text.trim().toLowerCase()),
  };
}

function wholeNumber(min: number, max: number): SettingParser<number> {
  return {
    accepts: `a whole number from ${min} to ${max}`,
    parse: (text) => {
      const value = Number(text.trim());
      return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

function decimal(min: number, max: number): SettingParser<number> {
  return {
    accepts: `a number from ${min} to ${max}`,
    parse: (text) => {
      const value = Number(text.trim());
      return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Byte sizes as the reference server writes them: `2GB`, `512MiB`, `1048576`. */
const byteSize: SettingParser<number> = {
  accepts: 'a size such as 1048576, 512MB or 2GiB',
  parse: (text) => {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
    const unit = match && SIZE_UNITS[match[2]!.toLowerCase()];
    return match && unit ? Math.floor(Number(match[1]) * unit) : undefined;
  },
};

const text: SettingParser<string> = { accepts: 'text', parse: (value) => value };

/** An http(s) URL without trailing slashes: GITLAB_URL, and the GITLAB-URL header of an HTTP request. */
export const httpUrl: SettingParser<string> = {
  accepts: 'an http:// or https:// URL without user:password@',
  parse: (value) => {
    try {
      const url = new URL(value.trim());
      // User info would be logged, echoed in errors and sent as Basic auth beside the token: never accepted.
      if (url.username !== '' || url.password !== '') return undefined;
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : undefined;
    } catch {
      return undefined; // not a URL: reported as "expected an http:// or https:// URL" by the caller
    }
  },
};

/** One or more instance URLs: `--gitlab-url` may be repeated (HTTP mode picks one per request by GITLAB-URL). */
const httpUrls: SettingParser<readonly string[]> = {
  accepts: 'http:// or https:// URLs without user:password@, comma-separated',
  parse: (value) => {
    const urls = value.split(',').map((item) => httpUrl.parse(item));
    return urls.length > 0 && urls.every((url) => url !== undefined) ? (urls as string[]) : undefined;
  },
};

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
const DURATION_EXAMPLES = 'a duration such as 30s, 15m or 1h30m (units ms, s, m, h)';

/**
 * Durations as the reference server writes them (Go's time.ParseDuration): `30m`, `1h`, `15s`, `1h30m`, `0`. A
 * bare number other than 0 is refused as Go refuses it, with the unit it lacks named (`30000` → `30000ms`).
 */
export const duration: SettingParser<number> = {
  accepts: DURATION_EXAMPLES,
  parse: (text) => {
    const trimmed = text.trim();
    if (trimmed === '0') return 0;
    const parts = [...trimmed.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((part) => part[0]).join('') !== trimmed) return undefined;
    return parts.reduce((total, [, amount, unit]) => total + Number(amount) * DURATION_UNITS[unit!]!, 0);
  },
  show: showDuration,
};

/** Milliseconds the way the parser reads them back: `30s`, `1h5m`, `250ms`, `0`. */
export function showDuration(ms: number): string {
  if (ms === 0) return '0';
  let rest = ms;
  let shown = '';
  for (const [unit, size] of [
    ['h', 3600e3],
    ['m', 60e3],
    ['s', 1e3],
    ['ms', 1],
  ] as const) {
    const amount = Math.floor(rest / size);
    if (amount > 0) shown += `${amount}${unit}`;
    rest -= amount * size;
  }
  return shown;
}

/** A duration within bounds, as the reference accepts `--oauth-cache-ttl` only from 1m to 2h. */
function durationBetween(min: number, max: number): SettingParser<number> {
  return {
    accepts: `a duration from ${showDuration(min)} to ${showDuration(max)}, such as 15m`,
    parse: (text) => {
      const value = duration.parse(text);
      return value !== undefined && value >= min && value <= max ? value : undefined;
    },
    show: showDuration,
  };
}

/** The server's public origin in OAuth mode: RFC 9728 resource identifiers are https URLs. */
const httpsOrigin: SettingParser<string> = {
  accepts: 'an https:// origin such as https://mcp.example.com',
  parse: (value) => {
    const url = httpUrl.parse(value);
    return url !== undefined && url.startsWith('https://') && new URL(url).origin === url ? url : undefined;
  },
};

const nameList: SettingParser<readonly string[]> = {
  accepts: 'a comma-separated list',
  parse: (value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
};

/** Directories, separated as in PATH (`:`, `;` on Windows); relative ones taken from the working directory. */
const pathList: SettingParser<readonly string[]> = {
  accepts: `directories separated by "${delimiter}"`,
  parse: (value) =>
    value
      .split(delimiter)
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
      .map((item) => resolve(item)),
};

/** `old=new` pairs, comma-separated: words of tool descriptions and titles a strict gateway refuses. */
const substitutions: SettingParser<readonly (readonly [string, string])[]> = {
  accepts: 'comma-separated old=new pairs, such as delete=remove,token=credential',
  parse: (value) => {
    const pairs = nameList.parse(value)!.map((pair) => {
      const equals = pair.indexOf('=');
      return equals > 0
        ? ([pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()] as const)
        : undefined;
    });
    return pairs.every((pair) => pair !== undefined) ? pairs : undefined;
  },
  show: (pairs) => pairs.map(([from, to]) => `${from}=${to}`).join(','),
};

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
    'subscriptions/listen streams per credential (MCP 2026-07-28; read, not yet used)',
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
