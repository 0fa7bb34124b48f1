import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';
import { pathFromName } from './core.js';

describe('group.create', () => {
  it('derives the path GitLab requires from the name when none is given, and keeps a given one', () => {
    const gitlab = findAction('group.create')!.gitlab;
    if (!('rest' in gitlab) || !gitlab.send) throw new Error('group.create sends a REST template');
    expect(gitlab.send({ name: 'Partners Team' })).toEqual({ name: 'Partners Team', path: 'partners-team' });
    expect(gitlab.send({ name: 'Partners', path: 'ext' })).toEqual({ name: 'Partners', path: 'ext' });
  });

  it('makes a path of letters, digits, dots, dashes and underscores, never empty', () => {
    expect(pathFromName('  Über Team / QA ')).toBe('ber-team-qa');
    expect(pathFromName('***')).toBe('group');
  });
});
