// Loads the finder from its TypeScript sources for the plain-node scripts of this folder (learn-weights.mjs,
// everyday-english.mjs): esbuild bundles the modules `exports` names into node_modules/.cache/<cache>, the
// catalog and server packages with them, every other package left to node.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const HERE = new URL('.', import.meta.url);

/** `exports`: lines of `export { … } from '<path relative to this folder>';`. */
export async function loadFinder(cache, exports) {
  const outfile = fileURLToPath(new URL(`../../node_modules/.cache/${cache}/finder.mjs`, import.meta.url));
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: fileURLToPath(HERE), loader: 'ts' },
    bundle: true,
    outfile,
    platform: 'node',
    format: 'esm',
    conditions: ['gitlab-mcp-source'],
    plugins: [
      {
        name: 'other-packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@gitlab-mcp/') ? undefined : { path, external: true },
          );
        },
      },
    ],
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
