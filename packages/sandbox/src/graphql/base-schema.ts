import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, buildASTSchema, concatAST, parse } from 'graphql';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { SUPPLEMENT_SDL } from './supplement.js';

/**
 * GitLab's own schema, kept beside the repository (`<repo>/reference/gitlab-contract/graphql/`). This module sits in
 * `src/graphql/` under vitest and in `dist/graphql/` after `tsc`; both are four levels below the repository root.
 */
export const BASE_SCHEMA_PATH = fileURLToPath(
  new URL('../../../../reference/gitlab-contract/graphql/gitlab-15.x.schema.graphql', import.meta.url),
);

/**
 * Input fields GitLab has since made optional. A supplement can add fields but cannot drop a `!`, so these are
 * relaxed in the baseline itself. `WorkItemCreateInput.projectPath` is `ID` today, deprecated in GitLab 15.10 for
 * `namespacePath` (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate).
 */
const RELAXED_INPUT_FIELDS: readonly { type: string; field: string }[] = [
  { type: 'WorkItemCreateInput', field: 'projectPath' },
];

function relax(document: DocumentNode): DocumentNode {
  // Only the named input types change; the other ~1,300 definitions are kept as parsed (no full-tree visit).
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION) return definition;
    const relaxed = RELAXED_INPUT_FIELDS.filter((entry) => entry.type === definition.name.value).map(
      (entry) => entry.field,
    );
    if (relaxed.length === 0) return definition;
    return {
      ...definition,
      fields: definition.fields?.map((field) =>
        relaxed.includes(field.name.value) && field.type.kind === Kind.NON_NULL_TYPE
          ? { ...field, type: field.type.type }
          : field,
      ),
    };
  });
  return { ...document, definitions };
}

/** GitLab's 2022 baseline SDL, parsed (without source locations, which only schema errors would quote) and relaxed. */
export function baselineDocument(): DocumentNode {
  return relax(parse(readFileSync(BASE_SCHEMA_PATH, 'utf8'), { noLocation: true }));
}

let cached: GraphQLSchema | undefined;

/**
 * The 2022 baseline (relaxed as above) with the supplement SDL's definitions and extensions: the schema every
 * document is validated against. Built once per process, from one document: graphql-js's `extendSchema` would
 * rebuild all ~1,350 types a second time, which doubled the cost of the first GraphQL request in every test worker.
 * Both halves are trusted SDL (the baseline was printed by graphql-js from GitLab's introspection; the supplement is
 * checked against the baseline by schema.test.ts). The caller attaches resolvers (executable-schema.ts).
 */
export function loadSchemaDefinition(): GraphQLSchema {
  cached ??= buildASTSchema(concatAST([baselineDocument(), parse(SUPPLEMENT_SDL)]), { assumeValidSDL: true });
  return cached;
}
