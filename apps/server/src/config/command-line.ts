import { GitLabMcpError } from '@gitlab-mcp/result/errors';

/** What the command line asked for: settings by flag name, and the one-shot commands. */
export interface CommandLine {
  flags: Map<string, string>;
  help: boolean;
  version: boolean;
  /**
   * `--probe [URL]`: ask a running HTTP server's /health and exit 0 or 1 (a container's HEALTHCHECK); `true` asks
   * this configuration's --http-addr, a string asks that URL.
   */
  probe: boolean | string;
  /** `--tool-search "<request>"`: print the actions the finder ranks for it and exit. */
  toolSearch: string | null;
  /** `--shutdown`: end this user's running instances of the server, then exit. */
  shutdown: boolean;
  /** `gitlab-mcp check`: verify the settings, GitLab and the token, then exit (docs/getting-started.md). */
  check: boolean;
  /** `check --json`: one JSON document on stdout instead of lines for a person. */
  json: boolean;
}

/** The commands that answer without reading any setting: they work whatever the environment holds. */
export function asksHelpOrVersion(argv: readonly string[]): 'help' | 'version' | null {
  for (const arg of argv) {
    const name = /^--?([a-z]+)$/i.exec(arg)?.[1]?.toLowerCase();
    if (name === 'help' || name === 'h') return 'help';
    if (name === 'version' || name === 'v') return 'version';
  }
  return null;
}

/**
 * Reads `--name value`, `--name=value`, and Go-style `-name value` (the reference server's flags use one dash),
 * with a bare boolean flag meaning true. `known` maps each flag to whether it may stand without a value, and
 * whether repeating it adds to a list. One word stands alone: `check`, first.
 */
export function parseCommandLine(
  argv: readonly string[],
  known: ReadonlyMap<string, 'boolean' | 'value' | 'list'>,
): CommandLine {
  const line: CommandLine = {
    flags: new Map<string, string>(),
    help: false,
    version: false,
    probe: false,
    toolSearch: null,
    shutdown: false,
    check: argv[0] === 'check',
    json: false,
  };
  const { flags } = line;
  for (let index = line.check ? 1 : 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const match = /^--?([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(arg);
    if (!match) throw new GitLabMcpError('config', `unexpected argument "${arg}"; flags start with --`);
    const name = match[1]!.toLowerCase();
    if (name === 'help' || name === 'h') line.help = true;
    else if (name === 'version' || name === 'v') line.version = true;
    else if (name === 'shutdown') line.shutdown = true;
    else if (name === 'json' && line.check) line.json = true;
    else if (name === 'tool-search') {
      line.toolSearch = match[2] ?? argv[(index += 1)] ?? null;
      if (line.toolSearch === null)
        throw new GitLabMcpError(
          'config',
          '--tool-search needs a request, e.g. --tool-search "delete branch"',
        );
    } else if (name === 'probe') {
      // The URL is optional: taken when the next word is not a flag.
      const next = argv[index + 1];
      line.probe = match[2] ?? (next !== undefined && !next.startsWith('-') ? argv[(index += 1)]! : true);
    } else if (!known.has(name))
      throw new GitLabMcpError('config', `unknown flag --${name}; see --help for the flags`);
    else if (known.get(name) === 'boolean' && match[2] === undefined && !isBooleanWord(argv[index + 1]))
      flags.set(name, 'true');
    else {
      const value = match[2] ?? argv[(index += 1)];
      if (value === undefined) throw new GitLabMcpError('config', `--${name} needs a value`);
      const earlier = flags.get(name);
      flags.set(name, known.get(name) === 'list' && earlier !== undefined ? `${earlier},${value}` : value);
    }
  }
  return line;
}

function isBooleanWord(text: string | undefined): boolean {
  return text !== undefined && /^(true|false|1|0|yes|no|on|off)$/i.test(text);
}
