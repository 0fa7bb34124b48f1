/**
 * docs/configuration.md documents every setting the server reads. Its "Settings" table has one row per entry of
 * SETTINGS (variable, flag, accepted values, default, what it does), so a setting added to the code without a row
 * fails here, and so does a row left behind for a setting that no longer exists.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS, showDefault } from '../../apps/server/src/config/settings.js';
import type { Setting } from '../../apps/server/src/config/settings.js';

const DOC_PATH = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));
const DOC = readFileSync(DOC_PATH, 'utf8');
const TABLE_HEADING = '## Settings';

interface Row {
  flag: string;
  accepts: string;
  fallback: string;
  what: string;
}

/** The text from the "## Settings" heading to the next heading of the same level. */
function settingsSection(markdown: string): string {
  const start = markdown.indexOf(`\n${TABLE_HEADING}\n`);
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + TABLE_HEADING.length + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** A table row's cells, split on pipes that Markdown does not escape. */
function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|') || !trimmed.endsWith('|')) return null;
  return trimmed
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The settings table's rows by the variable their first cell names in backticks. */
function settingRows(section: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of section.split('\n')) {
    const cells = cellsOf(line);
    const variable = cells && /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0] ?? '')?.[1];
    if (!cells || !variable) continue;
    const [, flag = '', accepts = '', fallback = '', what = ''] = cells;
    rows.set(variable, { flag, accepts, fallback, what });
  }
  return rows;
}

/** The values a reader must see in the Accepts cell, read from the parser's own description of its input. */
function acceptedValues(setting: Setting<unknown>): string[] {
  const { accepts } = setting.parser;
  const choices = /^one of (.+)$/.exec(accepts);
  if (choices) return choices[1]!.split(', ');
  const range = /^a whole number from (\d+) to (\d+)$/.exec(accepts);
  if (range) return [range[1]!, range[2]!];
  if (accepts === 'true or false') return ['true', 'false'];
  return [];
}

const ROWS = settingRows(settingsSection(DOC));
const ALL = Object.entries(SETTINGS) as [string, Setting<unknown>][];

describe('docs/configuration.md', () => {
  it('has a settings table', () => {
    expect(ROWS.size, `no "${TABLE_HEADING}" table with backticked variables in ${DOC_PATH}`).toBeGreaterThan(
      0,
    );
  });

  it.each(ALL)('documents the setting %s: variable, flag, accepted values, default', (_name, setting) => {
    const row = ROWS.get(setting.env);
    expect(row, `${setting.env} has no row in the "${TABLE_HEADING}" table`).toBeDefined();
    if (!row) return;

    if (setting.flag) expect(row.flag).toContain(`\`--${setting.flag}\``);
    else expect(row.flag.toLowerCase()).toContain('none');
    // This server's own earlier names, kept as aliases of the reference's.
    for (const alias of setting.aliases?.flags ?? []) expect(row.flag).toContain(`\`--${alias}\``);
    for (const alias of setting.aliases?.env ?? []) expect(row.what).toContain(`\`${alias}\``);

    for (const value of acceptedValues(setting)) {
      expect(row.accepts, `${setting.env} accepts ${value}`).toContain(`\`${value}\``);
    }

    // The default as --help writes it: a duration as `30s`, the syntax the setting is read in.
    const fallback = showDefault(setting);
    if (fallback === '') expect(row.fallback.toLowerCase()).toContain('none');
    else expect(row.fallback, `${setting.env} default`).toContain(`\`${fallback}\``);

    expect(row.what.length, `${setting.env} says what it does`).toBeGreaterThan(10);
  });

  it('names every legacy unprefixed variable the server still reads', () => {
    const legacy = ALL.flatMap(([, setting]) => setting.legacyEnv ?? []);
    expect(legacy.length).toBeGreaterThan(0);
    for (const name of legacy) expect(DOC, `legacy name ${name}`).toContain(`\`${name}\``);
  });

  it('has no row for a setting the server does not read', () => {
    const known = new Set(ALL.map(([, setting]) => setting.env));
    const stale = [...ROWS.keys()].filter((variable) => !known.has(variable));
    expect(stale).toEqual([]);
  });
});
