import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, buildASTSchema, extendSchema, parse, visit } from 'graphql';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { SUPPLEMENT_SDL } from './supplement.js';

/**
 * GitLab's own schema, kept beside the repository (`<repo>/../shared/gitlab-contract/graphql/`). This module sits in
 * `src/graphql/` under vitest and in `dist/graphql/` after `tsc`; both are four levels below the repository root.
 */
export const BASE_SCHEMA_PATH = fileURLToPath(
  new URL('../../../../../shared/gitlab-contract/graphql/gitlab-15.x.schema.graphql', import.meta.url),
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
  return visit(document, {
    InputObjectTypeDefinition(node) {
      const relaxed = RELAXED_INPUT_FIELDS.filter((entry) => entry.type === node.name.value).map(
        (entry) => entry.field,
      );
      if (relaxed.length === 0) return undefined;
      return {
        ...node,
        fields: node.fields?.map((field) =>
          relaxed.includes(field.name.value) && field.type.kind === Kind.NON_NULL_TYPE
            ? { ...field, type: field.type.type }
            : field,
        ),
      };
    },
  });
}

let cached: GraphQLSchema | undefined;

/**
 * The 2022 baseline (relaxed as above) extended with the supplement SDL: the schema every document is validated
 * against. Built once per process; the caller attaches resolvers (see gitlab-schema.ts).
 */
export function loadSchemaDefinition(): GraphQLSchema {
  if (!cached) {
    // The baseline was printed by graphql-js from GitLab's introspection, so it is known-valid SDL.
    const base = buildASTSchema(relax(parse(readFileSync(BASE_SCHEMA_PATH, 'utf8'))), {
      assumeValidSDL: true,
    });
    cached = extendSchema(base, parse(SUPPLEMENT_SDL));
  }
  return cached;
}
