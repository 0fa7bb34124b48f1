// Bundles the server: start-up reads one module instead of hundreds (measured: ~40% faster to the initialize
// answer). Our packages are taken from their TypeScript sources through the `gitlab-mcp-source` condition (a name of our own: some
// dependencies publish a plain `source` condition pointing at TypeScript).
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Another folder than dist/ (`node bundle.mjs /tmp/x`) lets one build be measured while dist/ serves the tests.
const outdir = process.argv[2] ?? 'dist';

/** dist/'s folder of the per-module schema files. */
const SCHEMAS_DIR = 'catalog-schemas';

const BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * What the catalog computes by loading every module, computed once here by the catalog's own code; in the bundle
 * each module is replaced by a read of its answer (precomputedInBundle): the summaries every session lists and
 * searches, and the schemas, one file per catalog module, which the meta and individual surfaces publish all of
 * and a dynamic tenant reads a module at a time, when it first loads that module's actions.
 */
const summaries = await precompute('catalog-summaries', (catalog) => catalog.catalogSummaries());
mkdirSync(join(outdir, SCHEMAS_DIR), { recursive: true });
writeFileSync(join(outdir, 'catalog-summaries.json'), JSON.stringify(summaries));
const catalogModules = [...new Set(summaries.map(({ module }) => module))];
const schemaTables = await precompute('catalog-schemas', (catalog) =>
  Promise.all(catalogModules.map((module) => catalog.moduleSchemas(module))),
);
catalogModules.forEach((module, at) =>
  writeFileSync(join(outdir, SCHEMAS_DIR, `${module}.json`), JSON.stringify(schemaTables[at])),
);
// The chart assets are resolved as the catalog, which depends on their packages, resolves them.
mkdirSync(join(outdir, 'chart-assets'), { recursive: true });
const resolveInCatalog = createRequire(new URL('../../packages/catalog/package.json', import.meta.url));
for (const [name, packagePath] of Object.entries(
  await precompute('charts/chart-assets', (assets) => assets.chartAssetPackages()),
))
  copyFileSync(resolveInCatalog.resolve(packagePath), join(outdir, 'chart-assets', name));
/** What both builds share: one target, our sources, and the same stand-ins for what the server never runs. */
const COMMON = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['gitlab-mcp-source'],
  define: { 'process.env.GITLAB_MCP_BUILD_VERSION': JSON.stringify(version) },
  legalComments: 'none',
  // Measured on the version banner: 53 MB instead of 65 MB resident, 1.9 MB instead of 3.7 MB unpacked.
  minify: true,
  metafile: true,
  logLevel: 'warning',
};
const PLUGINS = [
  precomputedInBundle(catalogModules),
  chartAssetsInDist(),
  echartsInProductionMode(),
  englishZodOnly(),
  withoutGitbeakerRateLimits(),
  withoutSdkDefaultAjv(),
  withoutV2DefaultAjv(),
];
/**
 * Modules of which the start file and the rest each hold a copy. A copy is safe only for a module without state or
 * identity: no module-level value that changes, no class told apart by `instanceof` (GitLabMcpError answers
 * `instanceof` by a mark on its prototype for this, error-codes.ts). A module new here fails the build until it is
 * checked and listed.
 */
const COPIED_IN_BOTH = new Set([
  '../../packages/result/src/duration.ts',
  '../../packages/result/src/error-codes.ts',
  'src/config/setting-notes.ts',
  'src/config/setting-parsers.ts',
  'src/icons.ts',
  'src/logging/logger.ts',
  'src/server-capabilities.ts',
  'src/server-identity.ts',
  'src/transport/early-answer.ts',
  'src/version.ts',
]);
/** The bin, with main.ts and what they import statically, in one CommonJS file (startFile). */
const START = { 'gitlab-mcp': 'src/gitlab-mcp.ts' };
// Everything the start file imports dynamically (the stdio and HTTP servers, commands, telemetry) is an entry of
// the rest, whose clients, catalog and renderer become chunks parsed only when first needed.
const lazyModules = await startFile(new Map());
const { metafile } = await build({
  ...COMMON,
  entryPoints: lazyModules,
  outdir,
  // gitbeaker's dependencies call require(); an ES module bundle has none unless we make one (the start file is
  // CommonJS and has its own).
  banner: { js: BANNER },
  splitting: true,
  entryNames: 'chunks/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: PLUGINS,
});
const chunkOf = new Map(
  Object.entries(metafile.outputs).flatMap(([output, { entryPoint }]) =>
    entryPoint ? [[join(process.cwd(), entryPoint), `./${relative(outdir, output)}`]] : [],
  ),
);
const startMetafile = await startFile(chunkOf);
const restCode = codeOf(metafile);
const unchecked = [...codeOf(startMetafile)].filter(
  (input) => restCode.has(input) && !COPIED_IN_BOTH.has(input),
);
if (unchecked.length > 0)
  throw new Error(`in the start file and in the rest, not checked for state (COPIED_IN_BOTH): ${unchecked}`);

// Each answer is read relative to the chunk that holds its reader, which must be in chunks/.
for (const module of ['catalog-summaries', 'catalog-schemas']) {
  const reader = Object.entries(metafile.outputs).find(([, output]) =>
    Object.keys(output.inputs).some((input) => input.endsWith(`${module}.ts`)),
  );
  if (!reader || !relative(outdir, reader[0]).startsWith('chunks'))
    throw new Error(`the reader of ${module} is not in a chunk: ${reader?.[0]}`);
}

// The chart assets' reader finds them at ../chart-assets/ from its chunk.
const assetsReader = Object.entries(metafile.outputs).find(([, output]) =>
  Object.keys(output.inputs).some((input) => input.endsWith('charts/chart-assets.ts')),
);
if (!assetsReader || !relative(outdir, assetsReader[0]).startsWith('chunks'))
  throw new Error(`the reader of the chart assets is not in a chunk: ${assetsReader?.[0]}`);

// Chunk names carry hashes: what an earlier build left would be packed and published. Removed after the build, not
// before, so a server started meanwhile never finds its files missing.
const built = new Set(
  [...Object.keys(metafile.outputs), ...Object.keys(startMetafile.outputs)].map((output) =>
    relative(outdir, output),
  ),
);
for (const file of readdirSync(join(outdir, 'chunks')))
  if (!built.has(`chunks/${file}`)) rmSync(join(outdir, 'chunks', file));
// The same for a bin an earlier build wrote under another name (gitlab-mcp.js, before it was CommonJS).
for (const file of readdirSync(outdir))
  if (/\.c?js$/.test(file) && !built.has(file)) rmSync(join(outdir, file));
// The same for the schemas of a module the catalog no longer has.
for (const file of readdirSync(join(outdir, SCHEMAS_DIR)))
  if (!catalogModules.includes(file.replace(/\.json$/, ''))) rmSync(join(outdir, SCHEMAS_DIR, file));

// The bundle carries other people's code: their licences travel with it, as their MIT/ISC/BSD terms ask; the
// font's Open Font License travels with the font file, SCOWL's notice with the finder's word list.
writeFileSync(
  join(outdir, 'THIRD-PARTY-LICENSES.txt'),
  [
    thirdPartyLicenses({ inputs: { ...metafile.inputs, ...startMetafile.inputs } }),
    fontLicense(),
    wordListNotice(),
  ].join(`\n${'-'.repeat(72)}\n\n`),
);

/**
 * The bin and what it imports statically, as one CommonJS file. One file: Node's module loader reads, resolves and
 * links each file apart (measured: the ten files the opening needed cost 9 of the 57 ms to the initialize answer
 * over stdio), and the opening is answered from these modules alone. CommonJS: Node then starts without its ES
 * module loader, which the first dynamic import sets up after the opening's answer (measured: 8 ms less CPU until
 * that answer, 32.0 against 39.8 ms, its builtins required without ES module facades). Each of the file's dynamic
 * imports is left as an import of the chunk of the rest that holds it (`chunkOf`: source path → chunk); with no
 * chunk known yet the build is a dry run that answers which modules they are.
 */
async function startFile(chunkOf) {
  const dryRun = chunkOf.size === 0;
  const lazy = new Set();
  const resolving = Symbol('resolving');
  const lazyImportsAsChunks = {
    name: 'lazy-imports-as-chunks',
    setup(bundle) {
      bundle.onResolve({ filter: /.*/ }, async ({ kind, path, importer, resolveDir, pluginData }) => {
        if (kind !== 'dynamic-import' || pluginData === resolving) return undefined;
        const resolved = await bundle.resolve(path, { kind, importer, resolveDir, pluginData: resolving });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        lazy.add(resolved.path);
        const chunk = dryRun ? resolved.path : chunkOf.get(resolved.path);
        if (!chunk) return { errors: [{ text: `no chunk of the rest holds ${resolved.path}` }] };
        return { path: chunk, external: true };
      });
    },
  };
  const { metafile } = await build({
    ...COMMON,
    entryPoints: START,
    outdir,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    write: !dryRun,
    plugins: [...PLUGINS, lazyImportsAsChunks],
  });
  return dryRun ? [...lazy] : metafile;
}

/** The inputs of a build that left code in its output. */
function codeOf({ outputs }) {
  return new Set(
    Object.values(outputs).flatMap(({ inputs }) =>
      Object.entries(inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
    ),
  );
}

/** Loads one of the catalog's modules from its TypeScript source and answers what `use` makes of it. */
async function precompute(module, use) {
  const folder = mkdtempSync(join(tmpdir(), 'gitlab-mcp-precompute-'));
  try {
    const outfile = join(folder, `${module}.mjs`);
    await build({
      entryPoints: [`../../packages/catalog/src/${module}.ts`],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      conditions: ['gitlab-mcp-source'],
      banner: { js: BANNER },
      logLevel: 'warning',
    });
    return await use(await import(pathToFileURL(outfile).href));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Replaces each precomputed module by reads of its answers from dist/. Files, not literals in the bundle: the text
 * is garbage once parsed, where a literal would stay resident with its chunk (measured: 2 MB). Read off the main
 * thread: start-up reads the summaries while GitLab answers the probe. Bytes, then one decoding: with an encoding,
 * fs decodes a file this size chunk by chunk through a StringDecoder.
 */
function precomputedInBundle(catalogModules) {
  const readJson = `import { readFile } from 'node:fs/promises';
async function readJson(name) {
  return JSON.parse((await readFile(new URL(\`../\${name}\`, import.meta.url))).toString());
}`;
  const readers = {
    'catalog-summaries': `${readJson}
export function catalogSummaries() {
  return readJson('catalog-summaries.json');
}`,
    'catalog-schemas': `${readJson}
const MODULES = ${JSON.stringify(catalogModules)};
export async function moduleSchemas(module) {
  if (!MODULES.includes(module)) throw new Error(\`no catalog module "\${module}"\`);
  return readJson(\`${SCHEMAS_DIR}/\${module}.json\`);
}
export async function catalogSchemas() {
  return Object.assign({}, ...(await Promise.all(MODULES.map(moduleSchemas))));
}`,
  };
  return {
    name: 'catalog-precomputed',
    setup(bundle) {
      for (const [module, contents] of Object.entries(readers))
        bundle.onLoad(
          { filter: new RegExp(`packages[\\\\/]catalog[\\\\/]src[\\\\/]${module}\\.ts$`) },
          () => ({ contents, loader: 'js' }),
        );
    },
  };
}

/**
 * The chart assets (resvg's WebAssembly module, the font) are files, not code: they are copied to dist/chart-assets/
 * under the names charts/chart-assets.ts gives them, and that module, which resolves them from node_modules in
 * the sources, becomes a read of those copies. Nothing reads them until the first chart is drawn.
 */
function chartAssetsInDist() {
  return {
    name: 'chart-assets-in-dist',
    setup(bundle) {
      bundle.onLoad({ filter: /packages[\\/]catalog[\\/]src[\\/]charts[\\/]chart-assets\.ts$/ }, () => ({
        contents: `import { readFile } from 'node:fs/promises';
export function chartAsset(name) {
  return readFile(new URL(\`../chart-assets/\${name}\`, import.meta.url));
}`,
        loader: 'js',
      }));
    },
  };
}

/**
 * ECharts and zrender print their development warnings with console.log, on stdout, which in stdio mode is the
 * protocol's stream, whenever process.env.NODE_ENV is not "production" (and a server's usually is unset). In their
 * modules only, the check is made constant, as their own production builds do; nothing else's NODE_ENV changes.
 */
function echartsInProductionMode() {
  return {
    name: 'echarts-in-production-mode',
    setup(bundle) {
      bundle.onLoad({ filter: /[\\/]node_modules[\\/](echarts|zrender)[\\/].*\.js$/ }, ({ path }) => ({
        contents: readFileSync(path, 'utf8').replaceAll('process.env.NODE_ENV', '"production"'),
        loader: 'js',
        resolveDir: dirname(path),
      }));
    },
  };
}

/** The SIL Open Font License of the font in dist/chart-assets/, which the font's licence says must go with it. */
function fontLicense() {
  const dir = join(resolveInCatalog.resolve('@expo-google-fonts/noto-sans/package.json'), '..');
  const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return `${name}@${version} (chart-assets/NotoSans-Regular.ttf)\n\n${readFileSync(join(dir, 'LICENSE_FONT'), 'utf8').trim()}\n`;
}

/** SCOWL's copyright and permission notice, which must go with its words (the finder's everyday English words). */
function wordListNotice() {
  const words = new URL('./src/finder/everyday-english.json', import.meta.url);
  const { source, notice } = JSON.parse(readFileSync(words, 'utf8'));
  return `${source} (chunks: the finder's everyday English words)\n\n${notice.join('\n').trim()}\n`;
}

/**
 * zod's index re-exports its error messages in every language (`z.locales`, 260 kB of the bundle's 450 kB of zod),
 * all parsed before initialize because the SDK imports zod. English is the one zod configures and the only one
 * the server uses (nothing calls `z.config` with another); the others are left out of the bundle.
 */
function englishZodOnly() {
  return {
    name: 'english-zod-only',
    setup(bundle) {
      bundle.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
        contents: "export { default as en } from './en.js';",
        loader: 'js',
      }));
    },
  };
}

/**
 * The REST client takes from gitbeaker's requester-utils only an instance's URL and auth header and the encoding
 * of a request (packages/rest/src/request-encoding.ts); it never builds a gitbeaker requester, the only code that
 * makes client-side rate limiters. The module still imports a rate limiter (rate-limiter-flexible, 66 kB minified)
 * and a glob matcher (picomatch, 21 kB) at its top, which would be parsed with the first GitLab call: for that
 * importer they are left out of the bundle, replaced by stand-ins that fail loudly if anything ever uses them. The
 * HTTP rate limit's own rate-limiter-flexible (apps/server/src/http/rate-limit.ts) is the real one.
 */
function withoutGitbeakerRateLimits() {
  const unused =
    'throw new Error("gitbeaker\'s client-side rate limits are never built by the REST client and not bundled")';
  const standIns = {
    'rate-limiter-flexible': `export class RateLimiterMemory { constructor() { ${unused}; } }
export class RateLimiterQueue { constructor() { ${unused}; } }`,
    'picomatch-browser': `export default { isMatch() { ${unused}; } };`,
  };
  return {
    name: 'without-gitbeaker-rate-limits',
    setup(bundle) {
      bundle.onResolve({ filter: /^(rate-limiter-flexible|picomatch-browser)$/ }, ({ path, importer }) =>
        /[\\/]@gitbeaker[\\/]requester-utils[\\/]/.test(importer)
          ? { path, namespace: 'gitbeaker-rate-limits' }
          : undefined,
      );
      bundle.onLoad({ filter: /.*/, namespace: 'gitbeaker-rate-limits' }, ({ path }) => ({
        contents: standIns[path],
        loader: 'js',
      }));
    },
  };
}

/**
 * The SDK's Server imports Ajv (with ajv-formats and fast-uri, 140 kB minified) only to build a default validator of
 * elicitation answers; the server always gives its own (src/elicitation-validator.ts), which loads Ajv when the first
 * elicitation is sent. For that importer the module is a stand-in that fails loudly if the default is ever built,
 * so initialize no longer parses and runs Ajv (measured: 14 ms of CPU before the answer).
 */
function withoutSdkDefaultAjv() {
  return {
    name: 'without-sdk-default-ajv',
    setup(bundle) {
      bundle.onResolve({ filter: /[\\/]validation[\\/]ajv-provider\.js$/ }, ({ path, importer }) =>
        /[\\/]@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]server[\\/]index\.js$/.test(importer)
          ? { path, namespace: 'sdk-default-ajv' }
          : undefined,
      );
      bundle.onLoad({ filter: /.*/, namespace: 'sdk-default-ajv' }, () => ({
        contents: `export class AjvJsonSchemaValidator {
  constructor() { throw new Error('the SDK default elicitation validator is not bundled: give Server a jsonSchemaValidator'); }
}`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The same for the SDK's v2 line (2026-07-28): its Node shims module gives `process` and, as the default validator
 * of elicitation answers, Ajv's 2020-12 build (150 kB minified), parsed before the first 2026-07-28 answer. That
 * server asks its questions through input requests, never `elicitInput`, and is given the server's own validator
 * (modern/modern-server.ts); here the shims keep `process` and the default is a stand-in that fails loudly.
 */
function withoutV2DefaultAjv() {
  return {
    name: 'without-v2-default-ajv',
    setup(bundle) {
      bundle.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, ({ path }) => ({
        path,
        namespace: 'v2-shims',
      }));
      bundle.onLoad({ filter: /.*/, namespace: 'v2-shims' }, () => ({
        contents: `export { default as process } from 'node:process';
export class DefaultJsonSchemaValidator {
  constructor() { throw new Error('the SDK v2 default JSON Schema validator is not bundled: give Server a jsonSchemaValidator'); }
}`,
        loader: 'js',
      }));
    },
  };
}

function thirdPartyLicenses({ inputs }) {
  const packageDirs = new Set();
  for (const input of Object.keys(inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packageDirs.add(match[1]);
  }
  return [...packageDirs]
    .map((dir) => {
      const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const file = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)/i.test(entry));
      const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `License: ${license}`;
      return { name, version, text };
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, version, text }) => `${name}@${version}\n\n${text}\n`)
    .join(`\n${'-'.repeat(72)}\n\n`);
}
