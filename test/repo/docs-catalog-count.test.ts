/**
 * The docs state the catalog's size in words ("the catalog serves all 1,089 actions"); each such statement is read
 * against the catalog itself, so a number left behind by a catalog change fails here (issue 22: docs/surfaces.md
 * said 987 where everything else said 1,089).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openCatalog } from '@gitlab-mcp/catalog';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = [
  'README.md',
  ...readdirSync(`${ROOT}docs`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** "the catalog serves 1,089", "the catalog now serves all 1,089". */
const STATEMENT = /catalog (?:now )?serves (?:all )?(\d[\d,]*)/g;

const total = (await openCatalog()).summaries.length;

describe('the catalog size the docs state', () => {
  const statements = PAGES.flatMap((page) =>
    [...readFileSync(`${ROOT}${page}`, 'utf8').matchAll(STATEMENT)].map(
      (match) => [page, match[1]!] as const,
    ),
  );

  it('is stated somewhere', () => {
    expect(statements.length).toBeGreaterThan(1);
  });

  it.each(statements)('%s says %s', (_page, number) => {
    expect(number).toBe(total.toLocaleString('en'));
  });
});
