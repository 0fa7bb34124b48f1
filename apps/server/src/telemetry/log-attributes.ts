import type { IdentityPolicy } from './caller-identity.js';

export interface ExportedLog {
  level: 'info' | 'warn' | 'error';
  msg: string;
  attributes: Record<string, string | number>;
}

/**
 * Fields of a log line that are names the server chose (an action ID, a refusal reason, a surface) or measures,
 * never text from a caller or from GitLab. Every other field stays on stderr: an error's message can quote a
 * path with IDs, a URL names an instance.
 */
const NAMED_FIELDS = new Set(['action', 'reason', 'surface', 'tier', 'version', 'tool']);
const MEASURES = new Set(['ms', 'delay_ms', 'bytes', 'limit', 'calls_in_flight']);

/**
 * The exported copy of one stderr line (JSON, already scrubbed), or null for a debug line: the export starts at
 * info, whatever the terminal shows. The user named in a line leaves the process only under `full`.
 */
export function exportedLog(line: string, identity: IdentityPolicy): ExportedLog | null {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null; // not one of the logger's lines
  }
  const { level, msg } = record;
  if ((level !== 'info' && level !== 'warn' && level !== 'error') || typeof msg !== 'string') return null;
  const attributes: ExportedLog['attributes'] = {};
  for (const [name, value] of Object.entries(record)) {
    if (name === 'time' || name === 'level' || name === 'msg') continue;
    if (typeof value === 'number' && MEASURES.has(name)) attributes[name] = value;
    else if (typeof value === 'string' && NAMED_FIELDS.has(name)) attributes[name] = value;
    else if (name === 'user' && typeof value === 'string' && identity === 'full')
      attributes['user.name'] = value;
    else if (name === 'error' && isNamed(value)) attributes['error.type'] = value.code ?? value.name;
  }
  return { level, msg, attributes };
}

/** A serialised error (logger.ts): its class name, and the code of the closed table when it has one. */
function isNamed(value: unknown): value is { name: string; code?: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { name, code } = value as { name?: unknown; code?: unknown };
  return typeof name === 'string' && (code === undefined || typeof code === 'string');
}
