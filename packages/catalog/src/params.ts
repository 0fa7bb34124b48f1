import { z } from 'zod';

/**
 * The parameter vocabulary entries are written in. Types match catalog.json's (`string`, `integer`, `boolean`,
 * `array<…>`, enums), so a client's call shape never changes when it switches servers; models often send numbers
 * for IDs and numeric strings for integers, so those are accepted and normalised before validation.
 */

/** A numeric ID or a full path; numbers are accepted and sent as text. */
function idOrPath(description: string) {
  return z.preprocess(normaliseIdOrPath, z.string().min(1)).describe(description);
}

/**
 * A number becomes text; a path sent URL-encoded (`group%2Fproject`, as GitLab's own URLs spell it) is decoded,
 * so it is encoded exactly once on the way to GitLab and names the same resource URI as a plain one (OF-82).
 */
function normaliseIdOrPath(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !/%2f/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // not valid percent-encoding: validation and GitLab see it as sent
  }
}

export const projectId = idOrPath('Project ID or full path, e.g. 42 or group/project');
export const groupId = idOrPath('Group ID or full path, e.g. 7 or group/subgroup');

export function text(description: string) {
  return z.string().describe(description);
}

export function integer(description: string) {
  return z.coerce.number().int().describe(description);
}

/** GitLab's wildcard values of an ID filter: `None` (has none) and `Any` (has one). */
export const WILDCARDS = ['None', 'Any'] as const;

/**
 * A list filter by ID that also takes GitLab's wildcards, where its documentation names them for the filter
 * (`assignee_id=None`: unassigned, `reviewer_id=Any`: with a reviewer).
 */
export function idFilter(description: string) {
  return z
    .union([z.coerce.number().int(), z.enum(WILDCARDS)])
    .describe(`${description}; None: has none, Any: has one`);
}

export function flag(description: string) {
  return z.boolean().describe(description);
}

export function oneOf<const V extends readonly [string, ...string[]]>(values: V, description: string) {
  return z.enum(values).describe(description);
}

/** An integer from a fixed set (GitLab access levels): an integer enum in the JSON Schema. */
export function integerOf<const V extends readonly [number, ...number[]]>(values: V, description: string) {
  return z
    .number()
    .int()
    .refine((value) => (values as readonly number[]).includes(value), `expected one of ${values.join(', ')}`)
    .meta({ enum: [...values] })
    .describe(description);
}

export function textList(description: string) {
  return z.array(z.string()).describe(description);
}

export function integerList(description: string) {
  return z.array(z.coerce.number().int()).describe(description);
}

/** GitLab accepts numeric IDs or usernames in a few filters (`approved_by_ids`). */
export function idList(description: string) {
  return z
    .array(z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()))
    .describe(description);
}

export function anyObject(description: string) {
  return z.record(z.string(), z.unknown()).describe(description);
}

export function objectList(description: string) {
  return z.array(z.record(z.string(), z.unknown())).describe(description);
}

/** Offset pagination (OF-51), plus keyset's cursor (`page_token`) where GitLab offers keyset. */
export const offsetPaging = {
  page: z.coerce.number().int().min(1).optional().describe('Page to return, from 1'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('Items per page (default 20, max 100)'),
  pagination: z
    .enum(['offset', 'keyset'])
    .optional()
    .describe('keyset for long lists, followed with page_token'),
  page_token: z.string().optional().describe('next_cursor of the previous keyset page'),
};

export const sortDirection = oneOf(['asc', 'desc'], 'Sort direction');
