import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/*
 * GitLab's REST response schemas (reference/gitlab-contract/rest/schemas, GitLab's spec/fixtures/api/schemas) loaded
 * into Ajv the way reference/gitlab-contract/README.md prescribes: strict off, all errors, ajv-formats, GitLab's
 * non-standard keywords rewritten, every file registered under its path so relative $refs resolve.
 */

/** The repository root is four levels above this file (packages/sandbox/src/testing). */
const repoRoot = new URL('../../../../', import.meta.url);
export const schemaRoot = fileURLToPath(new URL('reference/gitlab-contract/rest/schemas/', repoRoot));

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => void;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** GitLab's quirks: `"type": "uri"`/`"date"`, trailing spaces in type names, a ref from GitLab's repo root, `properties: {$ref}`. */
function normalise(node: Json): Json {
  if (Array.isArray(node)) return node.map((item) => normalise(item));
  if (node === null || typeof node !== 'object') return node;
  const result: { [key: string]: Json } = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === 'type' && typeof value === 'string') {
      const type = value.trim();
      if (type === 'uri') {
        result.type = 'string';
        result.format = 'uri';
      } else result.type = type === 'date' ? 'string' : type;
    } else if (name === 'type' && Array.isArray(value)) {
      result.type = value.map((item) => (typeof item === 'string' ? item.trim() : item));
    } else if (name === '$ref' && typeof value === 'string' && value.includes('spec/fixtures/api/schemas/')) {
      result.$ref = value
        .slice(value.indexOf('spec/fixtures/api/schemas/') + 'spec/fixtures/api/schemas/'.length)
        .replace(/^public_api\/v4\//, '');
    } else if (
      name === 'properties' &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof value.$ref === 'string'
    ) {
      // `"properties": {"$ref": …}` (issues.json, issue_links.json, user/login.json) names a property "$ref" in
      // GitLab's lenient validator, so it checks nothing; drop it, keeping that behaviour.
      const rest: { [key: string]: Json } = { ...value };
      delete rest.$ref;
      result.properties = normalise(rest);
    } else {
      result[name] = normalise(value);
    }
  }
  return result;
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return walk(`${dir}${entry.name}/`, `${prefix}${entry.name}/`);
    return entry.name.endsWith('.json') ? [`${prefix}${entry.name}`] : [];
  });
}

/** Load every schema file into one Ajv instance; `public_api/v4/user/full.json` gets GitLab's missing stub. */
export function loadContract(): Ajv {
  // validateSchema off: some fixtures break the meta-schema in ways GitLab's lenient validator ignores (duplicate
  // `required` names); compiling still checks every keyword Ajv knows.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // release.json writes `"format": "zip"` where it means a property (contract README, quirk 3): a format that checks nothing.
  ajv.addFormat('zip', true);
  for (const path of walk(schemaRoot)) {
    const schema = normalise(JSON.parse(readFileSync(`${schemaRoot}${path}`, 'utf8')) as Json) as {
      [key: string]: Json;
    };
    delete schema.$schema;
    ajv.addSchema({ ...schema, $id: path }, path);
  }
  ajv.addSchema({ $id: 'public_api/v4/user/full.json' }, 'public_api/v4/user/full.json');
  return ajv;
}

/** A raw schema file, normalised, for deriving a variant (documented extra fields). */
export function readSchema(path: string): { [key: string]: Json } {
  return normalise(JSON.parse(readFileSync(`${schemaRoot}${path}`, 'utf8')) as Json) as {
    [key: string]: Json;
  };
}

/**
 * Register a variant of a fixture under a sibling path (so its relative $refs still resolve): extra documented
 * properties added, required names dropped, properties overridden. Each use cites the REST doc it follows.
 */
export function variant(
  ajv: Ajv,
  path: string,
  change: { add?: Record<string, Json>; override?: Record<string, Json>; dropRequired?: string[] },
): ValidateFunction {
  const schema = readSchema(path);
  delete schema.$schema;
  const properties = { ...(schema.properties as Record<string, Json>), ...change.add, ...change.override };
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => !(change.dropRequired ?? []).includes(name),
  );
  const id = path.replace(/\.json$/, '.sandbox-documented.json');
  ajv.addSchema({ ...schema, properties, required, $id: id }, id);
  return ajv.getSchema(id)!;
}

/** Validate and return readable errors (empty when the value matches). */
export function problems(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}
