import { renderResult } from '../render-result.js';
import type { GitLabObject, ObjectResult } from '../result.js';
import { DYNAMIC } from './fixtures.js';

/** The Markdown of one object's card on the dynamic surface, for tests of a kind's spec. */
export function cardText(objectKind: string, data: GitLabObject): string {
  const rendered = renderResult(
    {
      kind: 'object',
      objectKind,
      data,
      contentType: 'detail',
      resourceUri: null,
      image: null,
      nextSteps: [],
      notes: [],
    } satisfies ObjectResult,
    DYNAMIC,
  );
  return rendered.content[0]?.type === 'text' ? rendered.content[0].text : '';
}
