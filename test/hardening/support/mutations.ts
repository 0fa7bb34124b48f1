import fc from 'fast-check';
import type { JsonSchema } from '@gitlab-mcp/catalog';
import { ODD_STRINGS, paramsOf } from './schema-arbitrary.js';

/** One generated call of `gitlab_execute_action`: what was sent, and how it was bent away from the schema. */
export interface FuzzCall {
  action: string;
  params: unknown;
  mutation: string;
}

/** Path segments that would leave the object a call is about if they reached a URL un-encoded. */
export const TRAVERSALS = [
  '..',
  '.',
  '../..',
  '../../etc/passwd',
  '%2F..%2F',
  '..%2F..',
  '42/../..',
  'group/project/../../..',
];

const HUGE = 'A'.repeat(1024 * 1024);
const ENORMOUS = [-1, -(2 ** 63), 2 ** 53 + 2, 1e308, -1e308, 0.5, 2 ** 31, -0];
const NUMERIC_LOOKALIKES = ['NaN', 'Infinity', '-Infinity', '1e3', '', ' 7', '0x10', '1_000', '١٢', 'null'];
const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -5,
  'text',
  [],
  [1, 'a'],
  {},
  { nested: { value: 1 } },
];
const EXTRA_NAMES = ['zz_extra', '__proto__x', 'constructor', 'unknown_param', 'Project_ID', 'confirm'];

function deepObject(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => (schema.required as string[] | undefined) ?? [];
const namesOfType = (schema: JsonSchema, type: string) =>
  Object.entries(propertiesOf(schema))
    .filter(([, property]) => property.type === type && !Array.isArray(property.enum))
    .map(([name]) => name);
/** Parameters that fill a URL path in GitLab's API (IDs, refs, file paths), where traversal matters. */
const pathLike = (schema: JsonSchema) =>
  Object.keys(propertiesOf(schema)).filter((name) =>
    /(_id|_iid|_path|^branch|^ref$|^tag_name$|^sha$|^key$|^slug$|name$)/.test(name),
  );

type Mutation = (params: Record<string, unknown>, schema: JsonSchema) => fc.Arbitrary<[string, unknown]>;

/** Sets one property to a value from `values` (or leaves the call valid when the schema has no such property). */
const setOne =
  (label: string, names: (schema: JsonSchema) => string[], values: fc.Arbitrary<unknown>): Mutation =>
  (params, schema) => {
    const candidates = names(schema);
    if (candidates.length === 0) return fc.constant(['none', params]);
    return fc
      .tuple(fc.constantFrom(...candidates), values)
      .map(([name, value]) => [`${label}:${name}`, { ...params, [name]: value }]);
  };

const MUTATIONS: Record<string, Mutation> = {
  none: (params) => fc.constant(['none', params]),
  wrongType: setOne(
    'wrong-type',
    (schema) => Object.keys(propertiesOf(schema)),
    fc.constantFrom(...WRONG_TYPES),
  ),
  missingRequired: (params, schema) => {
    const required = requiredOf(schema);
    if (required.length === 0) return fc.constant(['none', params]);
    return fc.constantFrom(...required).map((name) => {
      const { [name]: _dropped, ...rest } = params;
      return [`missing:${name}`, rest];
    });
  },
  extraField: (params) =>
    fc
      .tuple(fc.constantFrom(...EXTRA_NAMES), fc.constantFrom<unknown>(1, 'x', true, null))
      .map(([name, value]) => [`extra:${name}`, { ...params, [name]: value }]),
  hugeString: setOne('huge', (schema) => Object.keys(propertiesOf(schema)), fc.constant(HUGE)),
  deepObject: setOne(
    'deep',
    (schema) => Object.keys(propertiesOf(schema)),
    fc.constantFrom(deepObject(64), deepObject(2_000)),
  ),
  unicode: setOne(
    'unicode',
    (schema) => Object.keys(propertiesOf(schema)),
    fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ unit: 'binary', maxLength: 16 })),
  ),
  traversal: setOne('traversal', pathLike, fc.constantFrom(...TRAVERSALS)),
  enormous: setOne('enormous', (schema) => namesOfType(schema, 'integer'), fc.constantFrom(...ENORMOUS)),
  numericLookalike: setOne(
    'nan-like',
    (schema) => namesOfType(schema, 'integer'),
    fc.constantFrom(...NUMERIC_LOOKALIKES),
  ),
  projectTraversal: setOne(
    'project-traversal',
    (schema) => ['project_id', 'group_id'].filter((name) => name in propertiesOf(schema)),
    fc.constantFrom('..', '.', '%2F..%2F', '..%2F..%2Fadmin', 'group/..', '42%2F..%2F..', '%2e%2e'),
  ),
  notAnObject: () =>
    fc
      .constantFrom<unknown>([], 'params', 42, null, [{ project_id: 42 }])
      .map((value) => ['not-an-object', value]),
};

/** Which mutations, how often: half the calls bend one thing; traversal gets extra weight since escapes are rare. */
const WEIGHTS: Record<keyof typeof MUTATIONS, number> = {
  none: 6,
  wrongType: 3,
  missingRequired: 2,
  extraField: 2,
  hugeString: 1,
  deepObject: 1,
  unicode: 3,
  traversal: 3,
  enormous: 2,
  numericLookalike: 2,
  projectTraversal: 2,
  notAnObject: 1,
};

/** A generated call for one action: valid params from its schema, then at most one mutation. */
export function callFor(id: string, schema: JsonSchema): fc.Arbitrary<FuzzCall> {
  const mutation = fc.oneof(
    ...Object.entries(WEIGHTS).map(([name, weight]) => ({
      arbitrary: fc.constant(MUTATIONS[name]!),
      weight,
    })),
  );
  return fc
    .tuple(paramsOf(schema), mutation)
    .chain(([params, mutate]) => mutate(params, schema))
    .map(([label, params]) => ({ action: id, params, mutation: label }));
}
