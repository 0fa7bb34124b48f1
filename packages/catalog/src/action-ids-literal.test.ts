import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domainOf } from './action-id.js';
import { ACTIONS } from './catalog.js';

/**
 * Issue 27: `grep "'group.hook_list'"` must find where an action is declared, and the file it finds is the
 * domain's: `domains/<domain>.ts` or under `domains/<domain>/`. An ID built from a template string, or declared
 * in another domain's file, hides the action from that search.
 */
const DOMAINS = fileURLToPath(new URL('./domains', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const FILES = sourceFiles(DOMAINS).map((path) => ({
  path: relative(DOMAINS, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** The file is the domain's: `<domain>.ts` itself, or a file under `<domain>/`. */
function namesDomain(path: string, domain: string): boolean {
  return path === `${domain}.ts` || path.startsWith(`${domain}/`);
}

describe('action IDs', () => {
  it("are written literally ('<id>') in a file named after their domain", () => {
    const offenders = ACTIONS.flatMap(({ id }) => {
      const literal = `'${id}'`;
      const holders = FILES.filter((file) => file.text.includes(literal)).map((file) => file.path);
      if (holders.length === 0) return [`${id}: not written literally in any domain file`];
      if (holders.some((path) => namesDomain(path, domainOf(id)))) return [];
      return [`${id}: only in ${holders.join(', ')}`];
    });
    expect(offenders).toEqual([]);
  });
});
