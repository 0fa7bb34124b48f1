/**
 * Issue 27: docs/architecture.md guides the next maintainer by file path, so a path it names that was moved or
 * deleted misleads them. Every path it names in code (outside code blocks, which quote source) and every page it
 * links to must exist; a path that starts with no top-level folder is under apps/server/src, as the page says.
 * Its tools/call path keeps to the ten steps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = 'docs/architecture.md';
const text = readFileSync(join(ROOT, PAGE), 'utf8');
const prose = text.replace(/^```[\s\S]*?^```$/gm, '');

/** A code span that names a file or folder: one with a file's extension, or under a top-level folder. */
const PATH_LIKE = /^[\w.-]+(?:\/[\w.-]*)*$/;
const FILE = /\.(?:ts|mjs|md|json)$/;
/** `notifications/cancelled` and `tools/call` are MCP methods, not folders. */
const TOP_LEVEL = /^(?:apps|packages|test|docs|reference|scripts)\//;
const namedPaths = [...prose.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1]!)
  .filter((span) => PATH_LIKE.test(span) && (FILE.test(span) || TOP_LEVEL.test(span)));
const links = [...prose.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
  .map((match) => match[1]!)
  .filter((target) => !/^https?:/.test(target));

describe(PAGE, () => {
  it('names only paths that exist', () => {
    expect(namedPaths.length).toBeGreaterThan(40);
    const missing = namedPaths.filter(
      (path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, 'apps/server/src', path)),
    );
    expect(missing).toEqual([]);
  });

  it('links only to pages that exist', () => {
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((target) => !existsSync(join(ROOT, 'docs', target)))).toEqual([]);
  });

  it('draws the path of one tools/call in at most ten steps', () => {
    const section = prose.split('## The path of one tools/call')[1]!.split('\n## ')[0]!;
    const steps = section.match(/^\d+\. /gm) ?? [];
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(10);
  });
});
