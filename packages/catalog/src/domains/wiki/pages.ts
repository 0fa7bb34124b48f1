import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, PaidTier } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, oneOf, text } from '../../params.js';
import type { OwnedWords, Owner } from '../owner.js';

/*
 * Wiki pages of a project or a group (https://docs.gitlab.com/api/wikis/, https://docs.gitlab.com/api/group_wikis/):
 * the same five endpoints under either owner. A page is named by its slug (`home`, `dir/page`), URL-encoded once.
 */

const slug = text('Page slug, e.g. home or docs/install (the last part of the page URL)');
const format = oneOf(['markdown', 'rdoc', 'asciidoc', 'org'], 'Markup format (default markdown)');

/** The five wiki actions of one owner, by verb (the group's update is catalog.json's `wiki_edit`). */
export type WikiWords = Record<'list' | 'get' | 'create' | 'update' | 'delete', OwnedWords>;

export function wikiActions(
  owner: Owner,
  words: WikiWords,
  options: { tier?: PaidTier; resource: `gitlab://${string}` | null },
): ActionSpec[] {
  const page = { ...owner.one, slug };
  const inWiki = (args: Record<string, unknown>) =>
    `"${String(args.slug)}" in the wiki of ${owner.named(args)}`;
  const { tier } = options;
  return [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          with_content: flag('Include each page’s content (default false)').optional(),
        })
        .strict(),
      answer: { list: 'wiki_page' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'read one page' },
        { action: words.create.id, text: 'add a page' },
      ],
      tier,
    }),
    defineAction({
      ...words.get,
      input: z
        .object({
          ...page,
          render_html: flag('Send the content rendered as HTML instead of its source').optional(),
          version: text('Page version (a commit SHA of the wiki repository)').optional(),
        })
        .strict(),
      answer: { object: 'wiki_page', notFound: inWiki },
      content: 'detail',
      resource: options.resource,
      nextSteps: [
        { action: words.update.id, text: 'edit the page' },
        { action: words.delete.id, text: 'delete the page' },
      ],
      tier,
    }),
    defineAction({
      ...words.create,
      input: z
        .object({
          ...owner.one,
          title: text('Page title; its slug is derived from it'),
          content: text('Page content'),
          format: format.optional(),
        })
        .strict(),
      answer: { object: 'wiki_page' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'read the page back' },
        { action: words.list.id, text: 'see every page' },
      ],
      tier,
    }),
    defineAction({
      ...words.update,
      input: z
        .object({
          ...page,
          title: text('New title (renames the page and its slug)').optional(),
          content: text('New content').optional(),
          format: format.optional(),
        })
        .strict(),
      answer: { object: 'wiki_page', notFound: inWiki },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'read the page back' }],
      tier,
    }),
    defineAction({
      ...words.delete,
      input: z.object(page).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the pages left' }],
      tier,
    }),
  ];
}
