/**
 * Every rule of the output contract from OF-10 to OF-83 is named in the title of at least one test. The rule IDs
 * come from the rule index of docs/output-format.md, which must list exactly the rules of contract.md wherever
 * that file is available next to the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = join(ROOT, 'docs', 'output-format.md');
const CONTRACT = join(ROOT, '..', 'shared', 'spec', 'contract.md');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.turbo', '.git']);
const FIRST = 10;
const LAST = 83;

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

/** The identifier a test call starts from: `it`, `it.each(cases)`, `describe.skip`. */
function rootName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return rootName(callee.expression);
  if (ts.isCallExpression(callee)) return rootName(callee.expression);
  return null;
}

function literalText(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** The titles of every test and describe block in a file. */
function testTitles(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const titles: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(rootName(node.expression) ?? '')) {
      const title = literalText(node.arguments[0]);
      if (title !== null) titles.push(title);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

function ruleIds(text: string): Set<number> {
  return new Set([...text.matchAll(/\bOF-(\d+)\b/g)].map((match) => Number(match[1])));
}

/** The rule IDs of the docs' rule index (the section that starts at its heading). */
function indexedRules(): Set<number> {
  const docs = readFileSync(DOCS, 'utf8');
  const index = docs.slice(docs.indexOf('## Rule index'));
  return ruleIds(index);
}

describe('contract coverage', () => {
  it('the docs rule index lists exactly the rules of contract.md', () => {
    const indexed = indexedRules();
    expect(indexed.size).toBeGreaterThan(0);
    if (existsSync(CONTRACT)) {
      const contract = [...readFileSync(CONTRACT, 'utf8').matchAll(/^- OF-(\d+) /gm)].map((match) =>
        Number(match[1]),
      );
      expect([...indexed].sort((a, b) => a - b)).toEqual(contract.sort((a, b) => a - b));
    }
  });

  it('every rule of the checked range is named in a test title', () => {
    const covered = new Set<number>();
    for (const file of testFiles(ROOT)) {
      for (const title of testTitles(relative(ROOT, file), readFileSync(file, 'utf8'))) {
        for (const id of ruleIds(title)) covered.add(id);
      }
    }
    const uncovered = [...indexedRules()]
      .filter((id) => id >= FIRST && id <= LAST && !covered.has(id))
      .sort((a, b) => a - b);
    expect(uncovered.map((id) => `OF-${id}`)).toEqual([]);
  });
});
