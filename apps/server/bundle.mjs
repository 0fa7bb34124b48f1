// Bundles the server: start-up reads one module instead of hundreds (measured: ~40% faster to the initialize
// answer). Our packages are taken from their TypeScript sources through the `source` condition.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { 'gitlab-mcp': 'src/gitlab-mcp.ts' },
  outdir: 'dist',
  // What main.ts imports dynamically (clients, catalog, renderer) becomes chunks parsed only when first needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['source'],
  // gitbeaker's dependencies call require(); an ES module bundle has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.GITLAB_MCP_BUILD_VERSION': JSON.stringify(version) },
  legalComments: 'none',
  logLevel: 'warning',
});
