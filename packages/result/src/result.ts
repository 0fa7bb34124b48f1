/**
 * The one result type every action answers with, whatever backend fetched it.
 * REST and GraphQL clients produce the data and page facts; the catalog wraps them in a Result;
 * the Markdown writer and the structured renderer turn a Result into what the MCP client sees.
 */
import type { FieldSpec } from './kinds/kind-spec.js';
import type { NextStep } from './next-step.js';

/** The content type an action declares; it picks the annotation preset of its text (OF-57). */
export type ContentType = 'list' | 'detail' | 'mutate' | 'assistant' | 'image';

/** A GitLab object as GitLab sent it: field names and machine forms kept (OF-30). */
export type GitLabObject = Record<string, unknown>;

/** OF-51: a REST list's pagination block; all seven fields, always. */
export interface OffsetPagination {
  page: number;
  per_page: number;
  /** 0 when GitLab sent no total (OF-51), or this page's count for search (OF-52). */
  total_items: number;
  total_pages: number;
  /** 0 on the last page. */
  next_page: number;
  /** 0 on the first page. */
  prev_page: number;
  has_more: boolean;
}

/** OF-54: a GraphQL list's cursor block; the backward fields only where the list pages backwards. */
export interface CursorPagination {
  has_next_page: boolean;
  end_cursor: string | null;
  has_previous_page?: boolean;
  start_cursor?: string | null;
}

/**
 * What GitLab told us about a list's pages.
 * `totals` says how far the offset block's totals can be trusted: `exact` (GitLab sent X-Total),
 * `absent` (it did not: over 10,000 items, or an endpoint without counts), `lower_bound` (search, OF-52).
 * A keyset list (OF-53) is offset-shaped, and carries the cursor of the next page so it can be followed.
 */
export type PageInfo =
  | { style: 'offset'; block: OffsetPagination; totals: 'exact' | 'absent' | 'lower_bound' }
  | { style: 'keyset'; block: OffsetPagination; nextCursor: string | null }
  | { style: 'cursor'; block: CursorPagination; pagesBackward: boolean };

/** An image for the user (OF-2): base64 data and its MIME type. */
export interface ImageBlock {
  data: string;
  mimeType: string;
}

interface ResultBase {
  /** Picks the annotation preset of the text block (OF-57). */
  contentType: ContentType;
  nextSteps: readonly NextStep[];
  /** Notes beside a served answer (OF-71); they join the next steps. */
  notes: readonly string[];
  /**
   * Whether the action's output type declares `next_steps` (OF-22): when false the next steps are written in the
   * Markdown only. Absent means declared, as every catalog output type does.
   */
  declaresNextSteps?: boolean;
}

/** One GitLab object, rendered as a card (OF-10). `objectKind` names its declarative card spec. */
export interface ObjectResult extends ResultBase {
  kind: 'object';
  objectKind: string;
  data: GitLabObject;
  /** The canonical `gitlab://` URI, already expanded, when the action declares a template (OF-80). */
  resourceUri: string | null;
  image: ImageBlock | null;
}

/** Several GitLab objects, rendered as a table (OF-11). `key` is the plural key in structuredContent. */
export interface ListResult extends ResultBase {
  kind: 'list';
  objectKind: string;
  key: string;
  items: readonly GitLabObject[];
  pagination: PageInfo | null;
  /**
   * Columns the action adds to its kind's table for the question it answers (reviewers on a merge request list),
   * after the kind's own; and the field the call sorted by, shown as a column when the kind has none for it.
   */
  columns?: readonly FieldSpec[];
  sortedBy?: string;
}

/** A success that leaves nothing to show (`branch.delete`): one line (OF-61). */
export interface VoidResult extends ResultBase {
  kind: 'void';
  message: string;
}

/** A get whose object does not exist or cannot be seen (OF-62). */
export interface NotFoundResult extends ResultBase {
  kind: 'not_found';
  /** The object kind in words, title case in the heading: `branch` → `## ❓ Branch Not Found`. */
  subject: string;
  /** What was asked for, bolded in the sentence: `"nonexistent" in project 42`. */
  what: string;
}

/** A call the server refuses itself before anything reaches GitLab (held, invalid, unconfirmed, fine-grained). */
export interface RefusalResult extends ResultBase {
  kind: 'refusal';
  text: string;
}

/** A call that failed at GitLab or on the way there. */
export interface ErrorResult extends ResultBase {
  kind: 'error';
  /** The operation in words, for the heading `## ❌ Error: <operation>`. */
  operation: string;
  status: number | null;
  detail: string;
  requestId: string | null;
  suggestion: string | null;
}

export type Result = ObjectResult | ListResult | VoidResult | NotFoundResult | RefusalResult | ErrorResult;
