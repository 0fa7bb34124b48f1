import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionsDoc } from '../support/actions-doc.js';
import type { ReferenceEntry } from '../support/actions-doc.js';

const DOC = new URL('../../docs/actions.md', import.meta.url);
const reference: ReferenceEntry[] = JSON.parse(
  readFileSync(new URL('../../reference/spec/catalog.json', import.meta.url), 'utf8'),
);

describe('docs/actions.md', () => {
  it('lists every served action, and what the reference has that is not served yet', () => {
    const generated = actionsDoc(reference);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(DOC, generated);
    expect(readFileSync(DOC, 'utf8')).toBe(generated);
  });
});
