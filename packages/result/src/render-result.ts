/**
 * The one entry from a Result to what the MCP client receives (OF-1..4, OF-55): the Markdown text block for the
 * model, structuredContent for clients, an image for the user, and the embedded resource of a get.
 */
import { annotationsFor, presetForContent } from './annotations.js';
import type { AnnotationPreset } from './annotations.js';
import type { KindRegistry } from './kinds/kind-spec.js';
import { DEFAULT_KINDS, kindFor } from './kinds/registry.js';
import type { Md } from './markdown/escape.js';
import { document, nextStepsSection } from './markdown/writer.js';
import { nextStepLines } from './next-steps.js';
import type { DescribeAction } from './next-steps.js';
import { renderCard } from './render-card.js';
import { renderList } from './render-list.js';
import { errorBlocks, notFoundBlocks, refusalBlocks, voidBlocks } from './render-status.js';
import type { ContentBlock, RenderedResult } from './rendered.js';
import type { Result } from './result.js';
import { neutralData } from './neutral-data.js';
import { structuredContentOf } from './structured.js';

export interface RenderOptions {
  /** The surface's words for a canonical action ID: `action 'branch.get'` on the dynamic surface (OF-21). */
  describeAction: DescribeAction;
  /** OF-56: the session's client is Codex, so priorities are rounded to 0 or 1. */
  codexCompat: boolean;
  /** OF-83: embed the resource block of a get (on by default in the server's configuration). */
  embedResources: boolean;
  /** The object kinds to render with; the built-in registry when absent. */
  kinds?: KindRegistry;
}

function markdownBlocks(result: Result, kinds: KindRegistry): { blocks: Array<Md | null>; linked: boolean } {
  switch (result.kind) {
    case 'object':
      return {
        blocks: renderCard(kindFor(kinds, result.objectKind, result.data), result.data, kinds),
        linked: false,
      };
    case 'list':
      return renderList(result, kinds);
    case 'void':
      return { blocks: voidBlocks(result), linked: false };
    case 'not_found':
      return { blocks: notFoundBlocks(result), linked: false };
    case 'refusal':
      return { blocks: refusalBlocks(result), linked: false };
    case 'error':
      return { blocks: errorBlocks(result), linked: false };
  }
}

/** OF-57: not-found answers are ContentDetail and the server's refusals ContentMutate; the rest follow the action. */
function textPreset(result: Result): AnnotationPreset {
  if (result.kind === 'not_found') return 'ContentDetail';
  if (result.kind === 'refusal') return 'ContentMutate';
  return presetForContent(result.contentType);
}

/** Renders a result for the MCP client. */
export function renderResult(result: Result, options: RenderOptions): RenderedResult {
  const { blocks, linked } = markdownBlocks(result, options.kinds ?? DEFAULT_KINDS);
  const lines = nextStepLines(result, options.describeAction, linked);
  const text = document([...blocks, nextStepsSection(lines)]);
  const content: ContentBlock[] = [
    { type: 'text', text, annotations: annotationsFor(textPreset(result), options.codexCompat) },
  ];
  const raw = structuredContentOf(result, lines);
  if (raw === undefined) return { content, isError: true };
  const structuredContent = neutralData(raw);
  if (result.kind === 'object' && result.image) {
    const { data, mimeType } = result.image;
    content.push({
      type: 'image',
      data,
      mimeType,
      annotations: annotationsFor('ContentUser', options.codexCompat),
    });
  }
  if (result.kind === 'object' && result.resourceUri !== null && options.embedResources) {
    content.push({
      type: 'resource',
      resource: {
        uri: result.resourceUri,
        mimeType: 'application/json',
        text: JSON.stringify(structuredContent),
      },
      annotations: annotationsFor('ResourceMachineDetail', options.codexCompat),
    });
  }
  return { content, structuredContent };
}
