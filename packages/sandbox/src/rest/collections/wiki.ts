import type { WikiPageRow } from '../../store/rows.js';
import type { Collection, CollectionContext } from '../collection.js';
import { wikis } from './content.js';

/*
 * Project and group wikis (https://docs.gitlab.com/api/wikis/, https://docs.gitlab.com/api/group_wikis/): one table,
 * two owners. Group wikis are a Premium feature, so a free instance answers their routes with 404. A page read
 * with `render_html` sends its content as HTML; the sandbox keeps no page history, so `version` reads the current
 * page.
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small Markdown-to-HTML rendering (headings and paragraphs), enough to tell rendered content from source. */
export function renderWikiHtml(markdown: string): string {
  return markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(block);
      if (heading) return `<h${heading[1]!.length}>${escapeHtml(heading[2]!)}</h${heading[1]!.length}>`;
      return `<p>${escapeHtml(block)}</p>`;
    })
    .join('\n');
}

function pageJson(row: WikiPageRow, ctx: CollectionContext): unknown {
  const page = wikis.serialize(row, ctx) as Record<string, unknown>;
  const render = ctx.req.query.render_html;
  return render === 'true' || render === '1' ? { ...page, content: renderWikiHtml(row.content) } : page;
}

export const projectWikis: Collection<WikiPageRow> = { ...wikis, scopes: ['project'], serialize: pageJson };
export const groupWikis: Collection<WikiPageRow> = {
  ...wikis,
  scopes: ['group'],
  serialize: pageJson,
  tier: 'premium',
};
