/**
 * OF-57: content annotation presets. The action's declared content type picks the preset of its text, never its
 * formatter; OF-56: a Codex session gets every priority rounded to 0 or 1.
 */
import type { ContentType } from './result.js';

/** MCP content annotations: who a block is for and how much it matters beside the other blocks. */
export interface ContentAnnotations {
  audience: Array<'assistant' | 'user'>;
  priority: number;
}

export const CONTENT_ANNOTATIONS = {
  ContentList: { audience: ['assistant'], priority: 0.4 },
  ContentDetail: { audience: ['assistant'], priority: 0.6 },
  ContentMutate: { audience: ['assistant'], priority: 0.8 },
  ContentAssistant: { audience: ['assistant'], priority: 0.7 },
  ContentUser: { audience: ['user'], priority: 0.8 },
  ResourceMachineDetail: { audience: ['assistant'], priority: 0.6 },
} as const satisfies Record<string, { audience: readonly ['assistant' | 'user']; priority: number }>;

export type AnnotationPreset = keyof typeof CONTENT_ANNOTATIONS;

/** The preset of a successful result's text: `assistant`, `image` (and anything undeclared) get ContentAssistant. */
export function presetForContent(type: ContentType): AnnotationPreset {
  if (type === 'list') return 'ContentList';
  if (type === 'detail') return 'ContentDetail';
  if (type === 'mutate') return 'ContentMutate';
  return 'ContentAssistant';
}

/** A fresh annotations object for one block; Codex rejects fractional priorities, so it gets 0 or 1 (OF-56). */
export function annotationsFor(preset: AnnotationPreset, codexCompat: boolean): ContentAnnotations {
  const { audience, priority } = CONTENT_ANNOTATIONS[preset];
  return { audience: [...audience], priority: codexCompat ? Math.round(priority) : priority };
}
