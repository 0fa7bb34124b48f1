// Writes src/reference-table.generated.ts from reference/spec/catalog.json: the reference data of every action
// (tool name, classification flags, free tier, parameters, GitLab request) as a typed table the entries join.
// The file is committed, not only built: typecheck and vitest read src without a build, so a fresh clone needs
// nothing but `npm ci` to run them; the build rewrites it, and catalog.test.ts (`--check`) fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';

const SPEC = new URL('../../../reference/spec/catalog.json', import.meta.url);
const TABLE = new URL('../src/reference-table.generated.ts', import.meta.url);

const HEADER = `// Generated from reference/spec/catalog.json by packages/catalog/scripts/reference-table.mjs (run by the
// package's build): do not edit. One row per reference action, keyed by its canonical ID.
import type { ReferenceRow } from './reference-row.js';

export const REFERENCE_ROWS = {
`;
const FOOTER = `} satisfies Readonly<Record<string, ReferenceRow>>;

/** Every action ID of the reference catalog. */
export type ReferenceActionId = keyof typeof REFERENCE_ROWS;
`;

function row(action) {
  const fields = {
    tool: action.individual_tool,
    readOnly: action.read_only,
    destructive: action.destructive,
    freeTier: action.free_tier,
    required: action.required_params,
    params: action.params ?? {},
    gitlab: action.gitlab ?? null,
  };
  const body = Object.entries(fields)
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(', ');
  return `  ${JSON.stringify(action.id)}: { ${body} },\n`;
}

const actions = JSON.parse(readFileSync(SPEC, 'utf8'));
const table = HEADER + actions.map(row).join('') + FOOTER;
let current = '';
try {
  current = readFileSync(TABLE, 'utf8');
} catch {
  // First run: nothing to compare with.
}
if (process.argv.includes('--check')) {
  // catalog.test.ts: the committed table must be what this script writes.
  if (current !== table) {
    process.stderr.write('src/reference-table.generated.ts is stale: run node scripts/reference-table.mjs\n');
    process.exit(1);
  }
} else if (current !== table) {
  // Written only when changed, so a build does not touch the file's time and rebuild what depends on it.
  writeFileSync(TABLE, table);
}
