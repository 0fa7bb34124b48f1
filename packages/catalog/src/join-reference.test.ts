import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActionEntry } from './action.js';
import { CREATES, DELETES, READS, UPDATES } from './classifications.js';
import { joinReference } from './join-reference.js';

/** An entry of geo.ts as its domain file declares it, with what each case changes. */
function entry(changes: Partial<ActionEntry>): ActionEntry {
  return {
    id: 'geo.get',
    description: "Show one Geo site's settings.",
    input: z.object({ id: z.number().int() }).strict(),
    answer: { object: 'geo_site' },
    content: 'detail',
    resource: null,
    nextSteps: [],
    tier: 'premium',
    aliases: [],
    ...changes,
  };
}

describe('an entry joined with its reference row', () => {
  it('takes the tool name, classification and REST request from the row', () => {
    const action = joinReference(entry({}));
    expect(action.tool).toBe('gitlab_get_geo_site');
    expect(action.classification).toBe(READS);
    expect(action.gitlab).toEqual({ rest: 'GET /geo_sites/{id}' });
    expect(action.tier).toBe('premium');
  });

  it('keeps what the entry decides: the write a non-destructive action is, its call options, its tier', () => {
    const send = () => ({});
    const action = joinReference(
      entry({ id: 'geo.repair', classification: UPDATES, gitlab: { send }, tier: 'ultimate' }),
    );
    expect(action.classification).toBe(UPDATES);
    expect(action.gitlab).toEqual({ rest: 'POST /geo_sites/{id}/repair', send });
    expect(action.tier).toBe('ultimate');
    expect(joinReference(entry({ id: 'geo.delete' })).classification).toBe(DELETES);
  });

  it('makes a free action free without the entry saying so', () => {
    expect(joinReference(entry({ id: 'project.get', tier: undefined })).tier).toBe('free');
  });

  it.each([
    ['an ID the reference does not have', { id: 'geo.nothing' }, 'no such action'],
    ['another tool name', { tool: 'gitlab_geo_site' }, 'tool gitlab_geo_site'],
    ['a read classified as a write', { classification: UPDATES }, 'unlike the reference'],
    ['a write left unclassified', { id: 'geo.repair' }, 'name its classification'],
    ['a non-free action without its tier', { tier: undefined }, 'name its tier'],
    ['a free action said to be premium', { id: 'project.get', tier: 'premium' as const }, 'free'],
    ['another REST request', { gitlab: { rest: 'GET /geo_nodes/{id}' as const } }, 'the reference calls'],
    [
      'REST where the reference uses GraphQL',
      {
        id: 'achievement.award',
        classification: CREATES,
        tier: undefined,
        gitlab: { rest: 'POST /x' as const },
      },
      'GRAPHQL',
    ],
    [
      'an action of ours that leaves its tool to a table',
      { id: 'visual.pipeline_graph', classification: READS },
      'one of ours',
    ],
  ])('refuses %s', (_, changes: Partial<ActionEntry>, message) => {
    expect(() => joinReference(entry(changes))).toThrow(message);
  });

  it.each([
    ['its tool', { tool: 'gitlab_get_geo_site' }, 'geo.get: restates its tool gitlab_get_geo_site'],
    ['a free tier', { id: 'project.get', tier: 'free' as const }, 'project.get: restates its tier free'],
    [
      'the classification of a read',
      { classification: READS },
      'geo.get: restates its classification (READS',
    ],
    [
      'the classification of a destructive action',
      { id: 'geo.delete', classification: DELETES },
      'geo.delete: restates its classification (DELETES',
    ],
    [
      'its REST request',
      { gitlab: { rest: 'GET /geo_sites/{id}' as const } },
      'geo.get: restates its REST request GET /geo_sites/{id}',
    ],
  ])('refuses an entry that restates %s, though it agrees with the row', (_, changes, message) => {
    expect(() => joinReference(entry(changes as Partial<ActionEntry>))).toThrow(message);
  });

  it('keeps what a row cannot say: a destructive action that is not idempotent', () => {
    const unrepeatable = { ...DELETES, idempotent: false };
    expect(joinReference(entry({ id: 'geo.delete', classification: unrepeatable })).classification).toBe(
      unrepeatable,
    );
  });

  it("names the action's REST request in a refusal that names no endpoint of its own", () => {
    const params = { ref: 'not taken here' };
    const action = joinReference(entry({ unsupported: { params }, requires: { params: ['id'] } }));
    expect(action.unsupported).toEqual({ params, endpoint: 'GET /geo_sites/{id}' });
    expect(action.requires).toEqual({ params: ['id'], endpoint: 'GET /geo_sites/{id}' });
    const named = { params, endpoint: "GitLab's Geo site (GET /geo_sites/:id)" };
    expect(joinReference(entry({ unsupported: named })).unsupported).toEqual(named);
  });

  it('refuses a refusal without an endpoint where the action makes no REST request', () => {
    const graphql = { id: 'achievement.award', classification: CREATES, tier: undefined };
    const gitlab = { local: () => Promise.resolve(null) };
    expect(() => joinReference(entry({ ...graphql, gitlab, unsupported: { params: { id: 'no' } } }))).toThrow(
      'achievement.award: unsupported names no endpoint',
    );
  });

  it('refuses a write with no request of its own where the reference records none', () => {
    const id = 'access.deploy_token_create_group';
    expect(() => joinReference(entry({ id, tier: undefined, classification: CREATES }))).toThrow(
      'name its call',
    );
  });
});
