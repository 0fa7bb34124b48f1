import type { GitLabObject, ImageBlock } from '@gitlab-mcp/result';

/**
 * What a `local` call answers when its result includes an image for the user (OF-2): the object the card and
 * structuredContent show, and the image beside it as its own content block. The image's bytes never reach the
 * Markdown or the structured JSON; the object describes the image instead (name, type, size).
 */
export class ImageAnswer {
  constructor(
    readonly object: GitLabObject,
    readonly image: ImageBlock | null,
  ) {}
}
