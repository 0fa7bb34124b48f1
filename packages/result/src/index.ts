/** @module The result model and its two renderings: Markdown for the model, structuredContent for clients. */
export type {
  ContentType,
  CursorPagination,
  ErrorResult,
  GitLabObject,
  ImageBlock,
  ListResult,
  NextStep,
  NotFoundResult,
  ObjectResult,
  OffsetPagination,
  PageInfo,
  RefusalResult,
  Result,
  VoidResult,
} from './result.js';
export { GitLabApiError, GitLabTransportError } from './gitlab-errors.js';
export type { TransportFailure } from './gitlab-errors.js';
