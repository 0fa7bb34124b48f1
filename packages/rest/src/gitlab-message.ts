/**
 * GitLab's error bodies come in several shapes; this turns any of them into one readable message plus GitLab's
 * machine code when it sent one. Nested field messages (`{"message":{"name":["has already been taken"]}}`, Rails
 * validation errors) are flattened into sentences so the error card can show them as text.
 */
import { isRecord } from '@gitlab-mcp/result';

export interface GitLabMessage {
  message: string;
  /** GitLab's `error` code (`insufficient_scope`, `insufficient_granular_scope`, `invalid_token`), else null. */
  code: string | null;
}

/** An `error` value that is a machine code rather than a sentence. */
const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

/** Reads GitLab's message and error code from a parsed JSON body or a text body; `fallback` when there is none. */
export function describeGitLabError(body: unknown, fallback: string): GitLabMessage {
  if (typeof body === 'string') return { message: textMessage(body) || fallback, code: null };
  if (!isRecord(body)) return { message: fallback, code: null };

  const error = typeof body.error === 'string' ? body.error : null;
  const code = error !== null && ERROR_CODE.test(error) ? error : null;
  const parts = [
    ...sentences(body.message, ''),
    ...sentences(body.error_description, ''),
    ...sentences(body.errors, ''),
  ];
  if (parts.length === 0 && error !== null) parts.push(error);
  // insufficient_scope names the scope the token lacks: the one fact the user needs to fix it.
  if (typeof body.scope === 'string' && body.scope !== '') parts.push(`Required scope: ${body.scope}`);
  const message = joinSentences(parts);
  return { message: message || fallback, code };
}

/** Flattens a message value: strings as they are, arrays item by item, objects as `field message` pairs. */
export function sentences(value: unknown, prefix: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return [prefix ? `${prefix} ${value}` : value];
  if (typeof value === 'number' || typeof value === 'boolean') return sentences(String(value), prefix);
  if (Array.isArray(value)) return value.flatMap((item) => sentences(item, prefix));
  if (isRecord(value)) {
    // Rails puts errors that belong to no single field under `base`: they read on their own.
    return Object.entries(value).flatMap(([key, item]) =>
      sentences(item, key === 'base' ? prefix : prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** `['name has already been taken', 'path is invalid']` → `name has already been taken. path is invalid.` */
export function joinSentences(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

const MAX_TEXT = 300;

/** A text or HTML body (nginx's 502 page, a proxy's error) reduced to its title or first words. */
function textMessage(text: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(text)?.[1];
  const plain = (title ?? text.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT)}…` : plain;
}
