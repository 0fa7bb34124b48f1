/**
 * Issue 27: no import cycle among the source modules of apps/ and packages/. A cycle makes the order modules load
 * in decide whether a value is there yet, and says two modules do one job between them. Type-only imports count
 * too (the issue counted them): a type shared both ways belongs to a module both can import. Dynamic `import()`
 * is a deliberate lazy edge, loaded after both modules, and is not followed. Imports of the workspace's packages
 * are followed to their sources (the `gitlab-mcp-source` condition of their exports), so a cycle through a
 * package's index counts as well.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKSPACES = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(join(ROOT, folder)).map((name) => join(ROOT, folder, name)),
);

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, type-only or not; never `import('x')`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";=(]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mts)$/.test(entry.name) && !/\.(?:test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each workspace package's entry points, as its exports name them for the sources. */
function packageEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const workspace of WORKSPACES) {
    const manifest = join(workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, { 'gitlab-mcp-source'?: string }>;
    };
    for (const [subpath, conditions] of Object.entries(exports ?? {})) {
      const source = conditions['gitlab-mcp-source'];
      if (source) entries.set(join(name, subpath), resolve(workspace, source));
    }
  }
  return entries;
}

/** The source file an import names: `./x.js` is `./x.ts` or `./x/index.ts`; a package import its entry. */
function resolveImport(from: string, specifier: string, entries: Map<string, string>): string | null {
  if (!specifier.startsWith('.')) return entries.get(specifier) ?? null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate)) ?? null;
}

function importGraph(): Map<string, string[]> {
  const entries = packageEntries();
  const files = WORKSPACES.flatMap((workspace) => sourceFiles(join(workspace, 'src')));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)]
      .map((match) => resolveImport(file, match[1]!, entries))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected component of more than one module (or a module importing itself): Tarjan's. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles in apps/ and packages/', () => {
  const graph = importGraph();

  it('reads the imports of every source module', () => {
    expect(graph.size).toBeGreaterThan(500);
    const edges = [...graph.values()].reduce((total, targets) => total + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it('finds none: every group of modules that import each other, listed', () => {
    const named = cycles(graph).map((component) => component.map((file) => relative(ROOT, file)).sort());
    expect(named).toEqual([]);
  });
});
