import type { ActionSpec } from '@gitlab-mcp/catalog';
import { inputSchemaOf } from '../surfaces/compact-schema.js';

export type Validation = { ok: true; args: Record<string, unknown> } | { ok: false; text: string };

/** Compatibility aliases the reference server accepts where the surface allows them (OF-82). */
const ALIASES: Readonly<Record<string, string>> = { project_path: 'project_id' };

/**
 * Checks params against the action's schema before anything reaches GitLab. A refusal names every wrong argument
 * and what was expected, then lists the valid params, so the model can repair the call in one step.
 */
export function validateParams(
  action: ActionSpec,
  params: Record<string, unknown>,
  caller: string,
  acceptAliases: boolean,
): Validation {
  const input = acceptAliases ? resolveAliases(action, params) : params;
  const parsed = action.input.safeParse(input);
  if (parsed.success) return { ok: true, args: parsed.data as Record<string, unknown> };

  const properties = Object.keys((inputSchemaOf(action).properties ?? {}) as object);
  const missing: string[] = [];
  const unknown: string[] = [];
  const wrong: string[] = [];
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') unknown.push(...issue.keys);
    else if (issue.code === 'invalid_type' && input[name] === undefined && issue.path.length === 1)
      missing.push(name);
    else wrong.push(`${name}: ${issue.message.replace(/^Invalid input: /, '')}`);
  }
  const parts = [
    missing.length > 0 ? `Missing required params: ${missing.join(', ')}.` : '',
    unknown.length > 0 ? `Unknown params: ${unknown.join(', ')}.` : '',
    ...wrong.map((line) => `${line}.`),
    `Valid params: ${properties.join(', ') || 'none'}.`,
  ].filter((part) => part !== '');
  return { ok: false, text: `${caller}/${action.id}: invalid params. ${parts.join(' ')}` };
}

function resolveAliases(action: ActionSpec, params: Record<string, unknown>): Record<string, unknown> {
  const accepted = new Set(Object.keys(action.input.shape));
  const resolved = { ...params };
  for (const [alias, canonical] of Object.entries(ALIASES)) {
    if (
      alias in resolved &&
      !accepted.has(alias) &&
      accepted.has(canonical) &&
      resolved[canonical] === undefined
    ) {
      resolved[canonical] = resolved[alias];
      delete resolved[alias];
    }
  }
  return resolved;
}
