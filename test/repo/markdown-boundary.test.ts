/**
 * OF-11: one writer produces every card and table. Outside the writer's folder no module may hold a string that
 * builds table cells (`| `) or card rows (`- **`) by hand: such a row would skip the writer's escaping.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The writer's own folder: the one place allowed to write rows. */
const WRITER = join('packages', 'result', 'src', 'markdown');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.turbo']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRECTORIES.has(entry.name) || relative(ROOT, path) === WRITER ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function workspaceSources(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const src = join(ROOT, group, entry.name, 'src');
        try {
          return sourceFiles(src);
        } catch {
          // A workspace without src/ (nothing written yet) has nothing to check.
          return [];
        }
      }),
  );
}

const HAND_BUILT_ROW = /\| |(^|\n)\s*- \*\*/;

/** Every string and template literal part in a file that looks like a hand-built table or card row. */
function handBuiltRows(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (HAND_BUILT_ROW.test(node.text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1}: ${JSON.stringify(node.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the Markdown boundary', () => {
  it('OF-11 the check recognises hand-built rows and leaves other strings alone', () => {
    const sample = [
      'const row = `| ${name} | ${state} |`;',
      "const card = '- **State**: ' + state;",
      'const cells = [a, b].join(" | ");',
      "const fine = 'a|b' + `${x} - ${y}` + '**bold**';",
    ].join('\n');
    const lines = new Set(handBuiltRows('sample.ts', sample).map((hit) => hit.split(': ')[0]));
    expect([...lines]).toEqual(['sample.ts:1', 'sample.ts:2', 'sample.ts:3']);
  });

  it('OF-11 no module outside the writer builds table or card rows by hand', () => {
    const files = workspaceSources();
    expect(files.length).toBeGreaterThan(0);
    const hits = files.flatMap((file) => handBuiltRows(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(hits).toEqual([]);
  });
});
