import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPLEMENT_SDL } from '@gitlab-mcp/sandbox';
import { buildSchema, extendSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from './documents/index.js';
import { graphqlDocument } from './documents/graphql-document.js';
import type { GraphqlDocument } from './documents/graphql-document.js';

/** GitLab's own schema beside the repository, extended by the sandbox's marked supplement (fields after 15.1). */
const BASE_SCHEMA = fileURLToPath(
  new URL('../../../reference/gitlab-contract/graphql/gitlab-15.x.schema.graphql', import.meta.url),
);
const schema = extendSchema(
  buildSchema(readFileSync(BASE_SCHEMA, 'utf8'), { assumeValidSDL: true }),
  parse(SUPPLEMENT_SDL),
);

function documentsOf(module: Record<string, unknown>): [string, GraphqlDocument<unknown, unknown>][] {
  return Object.entries(module).filter(
    (entry): entry is [string, GraphqlDocument<unknown, unknown>] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'source' in entry[1],
  );
}

const all = documentsOf(documents);

describe('GraphQL documents', () => {
  it('every document of every domain module is exported from documents/index.ts, so none escapes this check', async () => {
    const folder = new URL('./documents/', import.meta.url);
    const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    const declared = [];
    for (const file of modules) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      declared.push(...documentsOf(module).map(([, document]) => document));
    }
    expect(declared.length).toBeGreaterThan(0);
    expect(all.map(([, document]) => document)).toEqual(expect.arrayContaining(declared));
    expect(all).toHaveLength(declared.length);
  });

  it.each(all)('%s is valid against GitLab’s schema', (_, document) => {
    expect(validate(schema, parse(document.source)).map((error) => error.message)).toEqual([]);
  });

  it('operation names are unique, so GitLab’s logs tell them apart', () => {
    const names = all.map(([, document]) => document.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the check catches a field GitLab does not have', () => {
    const wrong = graphqlDocument('query wrong { currentUser { username favouriteColour } }');
    expect(validate(schema, parse(wrong.source))).not.toEqual([]);
  });
});
