import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from '@gitlab-mcp/catalog';

/** What the published schema says of a call: valid, or invalid with the arguments at fault. */
export type Verdict = { valid: true } | { valid: false; names: string[] };

/** Compatibility alias the dynamic surface accepts (OF-82): `project_path` for `project_id`. */
const ALIASES: Readonly<Record<string, string>> = { project_path: 'project_id' };
/** Decimal integers sent as text, which the catalog documents as accepted for integer parameters. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * Decides from the JSON Schema a client reads (draft-07, through ajv: not the zod schema the server validates with,
 * so the two can disagree and the fuzz can catch it) whether a call must be refused before GitLab. It allows only
 * the leniencies the catalog documents: numbers where a string naming an ID is asked for ("ID or full path",
 * "User ID or username"), integers written as decimal text, and `params: null` read as no params.
 */
export class SchemaOracle {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly schemas: ReadonlyMap<string, JsonSchema>) {}

  verdict(action: string, sent: unknown): Verdict {
    const params = sent ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      return { valid: false, names: ['params'] };
    if ('confirm' in params) return { valid: false, names: ['confirm'] };
    const schema = this.schemas.get(action);
    if (!schema) return { valid: false, names: ['action'] };
    const validate = this.validatorOf(action, schema);
    const normalised = normalise(withAliases(params as Record<string, unknown>, schema), schema);
    if (validate(normalised)) return { valid: true };
    return { valid: false, names: [...new Set((validate.errors ?? []).map(argumentOf))] };
  }

  private validatorOf(action: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(action);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(action, validate);
    }
    return validate;
  }
}

function withAliases(params: Record<string, unknown>, schema: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out = { ...params };
  for (const [alias, canonical] of Object.entries(ALIASES)) {
    if (alias in out && !(alias in properties) && canonical in properties && out[canonical] === undefined) {
      out[canonical] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

/** Applies the documented leniencies, property by property, as the schema types them. */
function normalise(value: unknown, schema: JsonSchema): unknown {
  const takesInteger =
    schema.type === 'integer' ||
    (Array.isArray(schema.anyOf) &&
      (schema.anyOf as JsonSchema[]).some((option) => option.type === 'integer'));
  if (takesInteger && typeof value === 'string' && INTEGER_TEXT.test(value)) return Number(value);
  if (schema.type === 'string' && typeof value === 'number' && /\bID\b/.test(String(schema.description)))
    return String(value);
  if (schema.type === 'array' && Array.isArray(value) && schema.items)
    return value.map((item) => normalise(item, schema.items as JsonSchema));
  if (schema.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const properties = schema.properties as Record<string, JsonSchema>;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        properties[name] ? normalise(item, properties[name]) : item,
      ]),
    );
  }
  return value;
}

/** The top-level argument an ajv error is about. */
function argumentOf(error: ErrorObject): string {
  const [, first] = error.instancePath.split('/');
  if (first) return first.replaceAll('~1', '/').replaceAll('~0', '~');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? 'params';
}
