import type { z } from 'zod';
import { offsetPaging, sortDirection, text } from '../../params.js';

/** What one action of a shared family keeps as its own: canonical ID, description, aliases. */
export interface ActionWords {
  id: string;
  description: string;
  aliases: string[];
}

/**
 * Issues and merge requests carry the same sub-resources under `/projects/{project_id}/<path>/{<iid>}`; what differs
 * between the two domains is the path, the IID parameter and the not-found wording. Project snippets share some
 * of them (emoji reactions), addressed by the snippet's global ID instead of an IID.
 */
export interface Issuable {
  domain: 'issue' | 'merge_request' | 'snippet';
  iid: 'issue_iid' | 'merge_request_iid' | 'snippet_id';
  path: 'issues' | 'merge_requests' | 'snippets';
  /** `project_id` and the IID: the parameters naming one issuable. */
  one: Record<string, z.ZodType>;
  /** What a not-found card says was asked for (`#41 in project group/project`). */
  inProject(args: Record<string, unknown>): string;
}

/** The REST path of one issuable: `/projects/{project_id}/issues/{issue_iid}`. */
export function issuablePath(target: Issuable) {
  return `/projects/{project_id}/${target.path}/{${target.iid}}` as const;
}

/** Paging and order of the short lists under one issue or merge request (commits, emoji, events, merge requests). */
export const subListPaging = {
  order_by: text('Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};
