import fc from 'fast-check';
import type { JsonSchema } from '@gitlab-mcp/catalog';

/**
 * Strings an agent may send that break naive code: right-to-left and zero-width marks, NUL, lone surrogates (valid
 * in a JS string, not in UTF-8), path traversal, encoded slashes and dot segments, NaN-like and huge numerals.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u202Egnp.exe',
  'a\u200Bb\u200Cc\u200Dd\uFEFF',
  'nul\u0000byte',
  'lone\uD800surrogate',
  'trail\uDC00first',
  '\uD83D\uDE00 emoji',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '..',
  '.',
  '%2F..%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'group/../../admin',
  '42/../../../users',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '-1',
  '9007199254740993',
  'null',
  'true',
  '{"$where":"1"}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '\r\nX-Injected: 1',
];

/** Values that really exist in the sandbox, so some generated calls get past GitLab's 404 and reach deeper code. */
const KNOWN_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  project_id: [42, '42', 'group/project', 'group%2Fproject'],
  group_id: [10, '10', 'group', 'group/subgroup'],
  merge_request_iid: [243],
  issue_iid: [1, 41],
  branch: ['main', 'develop', 'feature/login'],
  branch_name: ['main', 'feature/login'],
  ref: ['main'],
  user_id: [1, 2],
  username: ['alice'],
};

const LONG = 'x'.repeat(64 * 1024);

/** A plain string within the schema's length bounds, sometimes odd, sometimes long. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = schema.maxLength as number | undefined;
  const fits = (value: string) =>
    value.length >= minLength && (maxLength === undefined || value.length <= maxLength);
  const plain = fc.string({ minLength, maxLength: Math.min(maxLength ?? 24, 24), unit: 'grapheme' });
  const odd = fc.constantFrom(...ODD_STRINGS.filter(fits));
  const options: Array<fc.WeightedArbitrary<string>> = [{ arbitrary: plain, weight: 5 }];
  if (ODD_STRINGS.some(fits)) options.push({ arbitrary: odd, weight: 3 });
  if (fits(LONG)) options.push({ arbitrary: fc.constant(LONG), weight: 1 });
  return fc.oneof(...options);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? -1_000;
  const max = (schema.maximum as number | undefined) ?? Math.max(min + 1_000, 1_000);
  return fc.oneof(
    {
      arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 50), Math.max(min, 1)) }),
      weight: 4,
    },
    { arbitrary: fc.integer({ min, max }), weight: 2 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

/**
 * Values the schema accepts (as far as JSON Schema says: zod may still refuse some, which the oracle allows), for
 * the keywords the catalog's schemas use: type, enum, const, min/max, minLength/maxLength, items, properties,
 * required, additionalProperties and anyOf.
 */
export function valueOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const known = KNOWN_VALUES[name];
  const generated = schemaValue(schema);
  return known
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: generated, weight: 1 })
    : generated;
}

function schemaValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf && anyOf.length > 0) return fc.oneof(...anyOf.map((option) => schemaValue(option)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.array(schemaValue(items), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.max((schema.minItems as number | undefined) ?? 0, 3),
      });
    }
    case 'object':
      return schema.properties
        ? paramsOf(schema)
        : fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** An object with every required property and a few of the optional ones, as an agent's calls look. */
export function paramsOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties);
  const optional = Object.keys(properties).filter((name) => !required.includes(name));
  const recordOf = (names: readonly string[]) =>
    fc.record(Object.fromEntries(names.map((name) => [name, valueOf(properties[name]!, name)])));
  return fc
    .tuple(
      recordOf(required),
      fc.subarray(optional, { maxLength: Math.min(3, optional.length) }).chain(recordOf),
    )
    .map(([must, may]) => ({ ...must, ...may }));
}
