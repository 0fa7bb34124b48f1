import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import type { Findable } from './action-index.js';

/** An emoji reaction's actions: a changing one whose alias is GitLab's noun for the thing, and a reading one. */
const emoji: Findable[] = [
  {
    id: 'issue.emoji_issue_create',
    description: 'Award an emoji to an issue.',
    aliases: ['award emoji'],
    params: ['project_id', 'issue_iid'],
    readOnly: false,
  },
  {
    id: 'issue.emoji_issue_list',
    description: 'List the emoji reactions of an issue.',
    aliases: [],
    params: ['project_id', 'issue_iid'],
    readOnly: true,
  },
];

describe('Finder reading a changing action’s alias (issue 21, ninth round)', () => {
  it('reads it as naming what a request asks to see, and as the act only when the request acts', () => {
    const phraseOfCreate = (query: string) =>
      new Finder(emoji, (action) => action)
        .rank(query)
        .find((hit) => hit.action.id === 'issue.emoji_issue_create')?.features?.phrase;
    expect(phraseOfCreate('list the award emojis of issue 8')).toBe(0);
    expect(phraseOfCreate('award emoji to issue 8')).toBeGreaterThan(0);
  });
});
