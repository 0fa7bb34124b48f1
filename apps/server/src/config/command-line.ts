/** What the command line asked for: settings by flag name, and the one-shot commands. */
export interface CommandLine {
  flags: Map<string, string>;
  help: boolean;
  version: boolean;
  /** `--probe`: ask a running HTTP server's /health and exit 0 or 1 (a container's HEALTHCHECK). */
  probe: boolean;
  /** `--tool-search "<request>"`: print the actions the finder ranks for it and exit. */
  toolSearch: string | null;
}

/**
 * Reads `--name value`, `--name=value`, and Go-style `-name value` (the reference server's flags use one dash),
 * with a bare boolean flag meaning true. `known` maps each flag to whether it may stand without a value, and
 * whether repeating it adds to a list.
 */
export function parseCommandLine(
  argv: readonly string[],
  known: ReadonlyMap<string, 'boolean' | 'value' | 'list'>,
): CommandLine {
  const flags = new Map<string, string>();
  let help = false;
  let version = false;
  let probe = false;
  let toolSearch: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const match = /^--?([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(arg);
    if (!match) throw new CommandLineError(`unexpected argument "${arg}"; flags start with --`);
    const name = match[1]!.toLowerCase();
    if (name === 'help' || name === 'h') help = true;
    else if (name === 'version' || name === 'v') version = true;
    else if (name === 'probe') probe = true;
    else if (name === 'tool-search') {
      toolSearch = match[2] ?? argv[(index += 1)] ?? null;
      if (toolSearch === null)
        throw new CommandLineError('--tool-search needs a request, e.g. --tool-search "delete branch"');
    } else if (!known.has(name))
      throw new CommandLineError(`unknown flag --${name}; see --help for the flags`);
    else if (known.get(name) === 'boolean' && match[2] === undefined && !isBooleanWord(argv[index + 1]))
      flags.set(name, 'true');
    else {
      const value = match[2] ?? argv[(index += 1)];
      if (value === undefined) throw new CommandLineError(`--${name} needs a value`);
      const earlier = flags.get(name);
      flags.set(name, known.get(name) === 'list' && earlier !== undefined ? `${earlier},${value}` : value);
    }
  }
  return { flags, help, version, probe, toolSearch };
}

function isBooleanWord(text: string | undefined): boolean {
  return text !== undefined && /^(true|false|1|0|yes|no|on|off)$/i.test(text);
}

export class CommandLineError extends Error {
  override readonly name = 'CommandLineError';
}
