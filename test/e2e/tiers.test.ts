/**
 * Tier awareness: on a Free, Premium and Ultimate sandbox, with an admin token, the server serves exactly the
 * actions of its catalog that the tier has. catalog.json's `free_tier` flags decide the Free catalog (our own
 * actions beyond it, their declared tier); Premium
 * serves more, and Ultimate serves everything. The served list is read from `gitlab://tools`, as a client would.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBeyondReference } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { closeHarnesses, START_TIMEOUT, startHarnesses } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const REFERENCE = JSON.parse(
  readFileSync(new URL('../../reference/spec/catalog.json', import.meta.url), 'utf8'),
) as { id: string; free_tier: boolean; read_only: boolean; destructive: boolean }[];
const FREE_IN_REFERENCE = new Set(REFERENCE.filter((action) => action.free_tier).map((action) => action.id));
const OURS = ACTIONS.map((action) => action.id);
/** The actions beyond the reference (docs/visualisations.md), served by the tier each declares. */
const BEYOND = ACTIONS.filter((action) => isBeyondReference(action.id));
const FREE = new Set([
  ...FREE_IN_REFERENCE,
  ...BEYOND.filter((action) => action.tier === 'free').map((action) => action.id),
]);

let harnesses: Record<'free' | 'premium' | 'ultimate', Harness>;

beforeAll(async () => {
  harnesses = await startHarnesses({
    free: { sandbox: { tier: 'free' } },
    premium: { sandbox: { tier: 'premium' } },
    ultimate: { sandbox: { tier: 'ultimate' } },
  });
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

interface ManifestEntry {
  id: string;
  read_only: boolean;
  destructive: boolean;
}

async function manifest(harness: Harness): Promise<ManifestEntry[]> {
  const { contents } = await harness.client.readResource({ uri: 'gitlab://tools' });
  return (JSON.parse((contents[0] as { text: string }).text) as { entries: ManifestEntry[] }).entries;
}

async function served(harness: Harness): Promise<string[]> {
  return (await manifest(harness)).map((entry) => entry.id).sort();
}

describe('the catalog per GitLab tier', () => {
  it('Ultimate with an admin token serves every action of catalog.json, with its flags', async () => {
    const entries = new Map((await manifest(harnesses.ultimate)).map((entry) => [entry.id, entry]));
    const differing = REFERENCE.filter(({ id, read_only, destructive }) => {
      const entry = entries.get(id);
      return !entry || entry.read_only !== read_only || entry.destructive !== destructive;
    }).map(({ id }) => id);
    expect(differing, 'missing, or with other flags than catalog.json').toEqual([]);
    expect(entries.size).toBe(REFERENCE.length + BEYOND.length);
    for (const action of BEYOND) expect(entries.has(action.id), action.id).toBe(true);
  });

  it('Free serves exactly the actions catalog.json marks free_tier, and our own Free ones', async () => {
    expect(await served(harnesses.free)).toEqual(OURS.filter((id) => FREE.has(id)).sort());
  });

  it('Premium adds Premium actions to Free, and Ultimate serves the whole catalog', async () => {
    const [free, premium, ultimate] = await Promise.all([
      served(harnesses.free),
      served(harnesses.premium),
      served(harnesses.ultimate),
    ]);
    expect(ultimate).toEqual([...OURS].sort());
    expect(premium.length).toBeGreaterThan(free.length);
    expect(ultimate.length).toBeGreaterThan(premium.length);
    for (const id of free) expect(premium).toContain(id);
    for (const id of premium) expect(ultimate).toContain(id);
    const premiumOnly = ACTIONS.filter((action) => action.tier === 'premium').map((action) => action.id);
    for (const id of premiumOnly) expect(premium).toContain(id);
  });
});
