/**
 * @module The result model and its two renderings: Markdown for the model, structuredContent for clients. The
 * renderer and the kinds it renders with are the `@gitlab-mcp/result/render` subpath: every kind's fields are
 * a few hundred kilobytes that a server parses with its first call, not at start-up.
 */
export type {
  ContentType,
  CursorPagination,
  ErrorResult,
  GitLabObject,
  ImageBlock,
  ListResult,
  NotFoundResult,
  ObjectResult,
  OffsetPagination,
  PageInfo,
  RefusalResult,
  Result,
  VoidResult,
} from './result.js';
export type { NextStep } from './next-step.js';
export { abortWith, callCancelled, pauseUnlessCancelled } from './cancellation.js';
export { showDuration } from './duration.js';
export { gitlabApiError, gitlabTransportError } from './gitlab-errors.js';
export type { GitLabApiError, GitLabTransportError } from './gitlab-errors.js';
export type { TransportFailure } from './error-codes.js';

export type {
  ContentBlock,
  ImageContentBlock,
  RenderedResult,
  ResourceContentBlock,
  TextContentBlock,
} from './rendered.js';
export { annotationsFor, CONTENT_ANNOTATIONS, presetForContent } from './annotations.js';
export type { AnnotationPreset, ContentAnnotations } from './annotations.js';
export { LINKS_HINT, nextStepLine, nextStepLines } from './next-steps.js';
export type { DescribeAction } from './next-steps.js';
export { paginationBlock, structuredContentOf } from './structured.js';

export {
  DO_NOT_REPORT_MISSING,
  DYNAMIC_REFUSAL_PREFIX,
  GRAPHQL_EMPTY_LIST_NOTE,
  GRAPHQL_NOT_FOUND_NOTE,
  NOT_AVAILABLE_TEXT,
  NOT_GRANTED_TEXT,
  notAvailableRefusal,
  notGrantedRefusal,
  partialEmptyNote,
} from './fine-grained.js';
export type { RefusalWording } from './fine-grained.js';
export { expandUriTemplate, RESOURCE_URI_TEMPLATES, templateParameters } from './resource-uri.js';

export { defineKind } from './kinds/kind-spec.js';
export type {
  FieldFormat,
  FieldSpec,
  FlagSpec,
  HeadingSpec,
  KindRegistry,
  KindSpec,
  LongTextSpec,
  NestedSpec,
  NotFoundSpec,
} from './kinds/kind-spec.js';
export { KIND_NAMES } from './kinds/kind-names.js';
export type { KindName } from './kinds/kind-names.js';
export { genericKind, humanise } from './kinds/generic-kind.js';
export { PROJECT_COLUMN, REVIEWERS_COLUMN } from './kinds/common-fields.js';
export { isRecord } from './kinds/format-field.js';

export { ANSI, code, codeBlock, defuseNextSteps, excerpt, quote, text } from './markdown/escape.js';
export type { Md } from './markdown/escape.js';
export { safeLinkTarget } from './markdown/links.js';
export { formatDate } from './markdown/dates.js';
export { KEYSET_CURSOR_PARAM } from './markdown/pagination-line.js';
export { markedState, stateMarker } from './markdown/markers.js';
export type { StateFamily } from './markdown/markers.js';
export { document, heading, NEXT_STEPS_HEADING, readNextSteps, table } from './markdown/writer.js';
export { installTelemetry, NO_TELEMETRY, telemetry, UNTRACED } from './telemetry.js';
export type {
  CallTrace,
  GitLabRequestFacts,
  GitLabRequestRecorder,
  McpRequestFacts,
  Telemetry,
} from './telemetry.js';
