/**
 * Clickable links (OF-15) whose two halves are both escaped (OF-16): the text through `text()`, the address
 * checked to be http(s) and percent-encoded wherever Markdown could read it as syntax.
 */
import { code, concat, text, trusted } from './escape.js';
import type { Md } from './escape.js';

// Whitespace, controls, format characters (bidi, zero-width, tags) and lone surrogates: an address carrying any
// of them is not one GitLab wrote, and it could hide its real target.
const SUSPECT = /[\s\p{Cc}\p{Cf}\p{Cs}]/u;
// What Markdown could read as syntax inside a link destination: anything but the RFC 3986 characters it never
// reads so, and a `%` that does not start an escape. One pass of a regular expression, not a test per character:
// every row of a list renders a link or two.
const TO_ESCAPE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/gu;

/** The address as a Markdown link destination, or null when it is not a plain http(s) URL. */
export function safeLinkTarget(raw: unknown): string | null {
  // The scheme is http(s) by the pattern; parsing only checks the rest, without building a URL per link.
  if (typeof raw !== 'string' || !/^https?:\/\/[^/]/i.test(raw) || SUSPECT.test(raw)) return null;
  if (!URL.canParse(raw)) return null;
  return raw.replace(TO_ESCAPE, (char) =>
    char === '%'
      ? '%25'
      : encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  );
}

/**
 * `[label](address)` when the address is http(s); otherwise the label followed by the address as code, so the
 * reader still sees where it pointed but nothing is clickable (OF-16). A missing address leaves the label alone.
 */
export function link(label: Md, rawUrl: unknown, inTable: boolean): { md: Md; linked: boolean } {
  const target = safeLinkTarget(rawUrl);
  if (target !== null)
    return { md: concat(trusted('['), label, trusted(']('), trusted(target), trusted(')')), linked: true };
  if (typeof rawUrl !== 'string' || rawUrl === '') return { md: label, linked: false };
  return { md: concat(label, trusted(' '), code(rawUrl, inTable)), linked: false };
}

/** An address shown as itself: `[url](url)`, or the address as code when it is not http(s). */
export function selfLink(rawUrl: string, inTable: boolean): { md: Md; linked: boolean } {
  if (safeLinkTarget(rawUrl) === null) return { md: code(rawUrl, inTable), linked: false };
  return link(text(rawUrl), rawUrl, inTable);
}
