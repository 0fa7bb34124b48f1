import { delimiter, resolve } from 'node:path';
import { showDuration } from '@gitlab-mcp/result';

/** How the text of a setting (a variable, a flag, a dotenv line) is read: one parser per kind of value. */

/** Turns the text of a variable or flag into a value, or says what it accepts. */
export interface SettingParser<T> {
  readonly accepts: string;
  parse(text: string): T | undefined;
  /** The value written the way this parser reads it, for --help and the docs (a duration as `30s`, not `30000`). */
  show?(value: T): string;
}

export const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
export const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

export const bool: SettingParser<boolean> = {
  accepts: 'true or false',
  parse: (text) => {
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return undefined;
  },
};

export function oneOf<const V extends string>(...values: V[]): SettingParser<V> {
  return {
    accepts: `one of ${values.join(', ')}`,
    parse: (text) => values.find((value) => value === text.trim().toLowerCase()),
  };
}

export function wholeNumber(min: number, max: number): SettingParser<number> {
  return {
    accepts: `a whole number from ${min} to ${max}`,
    parse: (text) => {
      const value = Number(text.trim());
      return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

export function decimal(min: number, max: number): SettingParser<number> {
  return {
    accepts: `a number from ${min} to ${max}`,
    parse: (text) => {
      const value = Number(text.trim());
      return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

export const SIZE_UNITS: Record<string, number> = {
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
export const byteSize: SettingParser<number> = {
  accepts: 'a size such as 1048576, 512MB or 2GiB',
  parse: (text) => {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
    const unit = match && SIZE_UNITS[match[2]!.toLowerCase()];
    return match && unit ? Math.floor(Number(match[1]) * unit) : undefined;
  },
};

export const text: SettingParser<string> = { accepts: 'text', parse: (value) => value };

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
export const httpUrls: SettingParser<readonly string[]> = {
  accepts: 'http:// or https:// URLs without user:password@, comma-separated',
  parse: (value) => {
    const urls = value.split(',').map((item) => httpUrl.parse(item));
    return urls.length > 0 && urls.every((url) => url !== undefined) ? (urls as string[]) : undefined;
  },
};

export const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
export const DURATION_EXAMPLES = 'a duration such as 30s, 15m or 1h30m (units ms, s, m, h)';

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

/** A duration within bounds, as the reference accepts `--oauth-cache-ttl` only from 1m to 2h. */
export function durationBetween(min: number, max: number): SettingParser<number> {
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
export const httpsOrigin: SettingParser<string> = {
  accepts: 'an https:// origin such as https://mcp.example.com',
  parse: (value) => {
    const url = httpUrl.parse(value);
    return url !== undefined && url.startsWith('https://') && new URL(url).origin === url ? url : undefined;
  },
};

export const nameList: SettingParser<readonly string[]> = {
  accepts: 'a comma-separated list',
  parse: (value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
};

/** Directories, separated as in PATH (`:`, `;` on Windows); relative ones taken from the working directory. */
export const pathList: SettingParser<readonly string[]> = {
  accepts: `directories separated by "${delimiter}"`,
  parse: (value) =>
    value
      .split(delimiter)
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
      .map((item) => resolve(item)),
};

/** `old=new` pairs, comma-separated: words of tool descriptions and titles a strict gateway refuses. */
export const substitutions: SettingParser<readonly (readonly [string, string])[]> = {
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
