/**
 * What a rendered result looks like: a plain object shaped like MCP's CallToolResult, built without the SDK so
 * this package stays pure.
 */
import type { ContentAnnotations } from './annotations.js';

export interface TextContentBlock {
  type: 'text';
  text: string;
  annotations: ContentAnnotations;
}

export interface ImageContentBlock {
  type: 'image';
  data: string;
  mimeType: string;
  annotations: ContentAnnotations;
}

/** OF-80: the object a get returned, under its canonical `gitlab://` URI, as the structuredContent JSON. */
export interface ResourceContentBlock {
  type: 'resource';
  resource: { uri: string; mimeType: 'application/json'; text: string };
  annotations: ContentAnnotations;
}

export type ContentBlock = TextContentBlock | ImageContentBlock | ResourceContentBlock;

export interface RenderedResult {
  content: ContentBlock[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}
