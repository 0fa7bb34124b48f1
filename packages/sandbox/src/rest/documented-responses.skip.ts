import type { DocumentedResponse } from '../testing/documented-shape.js';

/*
 * The documented responses the shape test (documented-responses.test.ts) does not compare, each group with its reason.
 * Keep it short: an endpoint the sandbox starts serving leaves this list (the test fails on stale 'not served' entries).
 */
interface Skip {
  method?: string;
  path: RegExp;
  /** A key of the documented body that tells this example from another under the same request. */
  body?: string;
  /** True when GitLab answers the request with 404, so the sandbox must not serve it either. */
  unserved?: true;
  reason: string;
}

const SKIPPED: readonly Skip[] = [
  {
    path: /^\/projects\/namespace\/name\//,
    unserved: true,
    reason:
      'the client test sends group/project unencoded in one segment; GitLab itself answers 404 to that path',
  },
  {
    path: /^\/projects\/1\/protected_environments\/test\/environment$/,
    unserved: true,
    reason:
      'the client test checks its own escaping with an unencoded slash; GitLab itself answers 404 to that path',
  },
  {
    path: /^\/projects\/\d+\/managed_licenses/,
    unserved: true,
    reason:
      'the Managed Licenses API was removed with License-Check in GitLab 16.0 (gitlab!120547 deleted doc/api/managed_licenses.md)',
  },
  {
    method: 'PUT',
    path: /^\/projects\/\d+\/approvers$/,
    unserved: true,
    reason:
      'the /approvers endpoints were removed in GitLab 13.12 (deprecated in 12.3 for approval rules, doc/api/merge_request_approvals.md)',
  },
  {
    path: /^\/projects\/\d+\/repository\/tags\/[^/]+\/release$/,
    unserved: true,
    reason:
      "a tag's release notes endpoints were removed in GitLab 14.0; releases are made with doc/api/releases/index.md",
  },
  {
    method: 'PUT',
    path: /^\/groups\/[^/]+\/boards\/\d+\/lists\/\d+$/,
    reason:
      'the client fixture answers a list update with an array of lists; GitLab answers the one list it moved (doc/api/group_boards.md, "Edit group issue board list")',
  },
  {
    method: 'GET',
    path: /^\/hooks\/1$/,
    body: 'event_name',
    reason:
      "the client's fixture files the answer of testing a system hook (POST /hooks/:id) under GET /hooks/:id",
  },
];

/**
 * Documented fields GitLab itself does not send for the documented request: the client's fixture carries them, or
 * GitLab sends them only on another request. The shape test does not count them missing; every entry must still
 * meet one (the test fails on a stale entry).
 */
interface NotSent {
  method?: string;
  path: RegExp;
  /** The documented fields as the shape test names them (`body.stats`, `body[0].title`). */
  fields: readonly string[];
  reason: string;
}

const labelCounts = ['open_issues_count', 'closed_issues_count', 'open_merge_requests_count'];

export const NOT_SENT: readonly NotSent[] = [
  {
    method: 'POST',
    path: /\/repository\/commits\/[^/]+\/(revert|cherry_pick)$/,
    fields: ['body.last_pipeline', 'body.stats', 'body.status', 'body.project_id'],
    reason:
      "GitLab answers a revert or cherry-pick with the basic Commit entity (doc/api/commits.md's example); the client's fixture is a commit's detail",
  },
  {
    method: 'POST',
    path: /^\/runners$/,
    fields: ['description', 'active', 'ip_address', 'name', 'online', 'status'].map((key) => `body.${key}`),
    reason:
      'a registration answers id, token and token_expires_at only (doc/api/runners.md, "Create a runner"); the fixture adds a runner\'s details',
  },
  {
    path: /\/labels\/[^/]+(\/subscribe)?$/,
    fields: labelCounts.map((key) => `body.${key}`),
    reason:
      'GitLab counts issues and merge requests of labels only for a list asked `with_counts` (doc/api/labels.md); a single label or a subscription has no counts',
  },
  {
    path: /repository_storage_moves/,
    fields: ['body.group.Name', 'body[0].group.Name'],
    reason:
      "`Name` with a capital N is the client fixture's own key; GitLab's group has `name`, which is compared",
  },
  {
    path: /^\/runners\/\d+$/,
    fields: ['body.token'],
    reason: "a runner's token is no longer in its details (removed in GitLab 13.0, doc/api/runners.md)",
  },
  {
    method: 'GET',
    path: /^\/users\/\d+$/,
    fields: ['body.plan', 'body.trial'],
    reason: 'a user\'s plan and trial are sent on GitLab.com only (doc/api/users.md, "for administrators")',
  },
  {
    method: 'POST',
    path: /\/hooks$/,
    fields: ['body.custom_headers[0].value'],
    reason:
      "GitLab answers a hook's custom headers by key only, never their values (doc/api/group_webhooks.md)",
  },
  {
    path: /\/releases(\/[^/]+)?$/,
    fields: ['body.description_html', 'body[0].description_html'],
    reason:
      'GitLab renders description_html only for a read asked `include_html_description` (doc/api/releases/index.md); a creation or update never carries it',
  },
  {
    method: 'GET',
    path: /^(\/users\/[^/]+)?\/events$/,
    fields: ['body[0].title'],
    reason:
      "GitLab's Event entity (lib/api/entities/event.rb) has `target_title` and no `title` any more; the fixture keeps an old `title: null`",
  },
  {
    method: 'GET',
    path: /^\/groups\/[^/]+\/wikis$/,
    fields: ['body[0].content'],
    reason:
      "a wiki list carries the pages' content only when asked `with_content` (doc/api/group_wikis.md); the documented request did not ask",
  },
  {
    method: 'POST',
    path: /\/variables$/,
    fields: ['body.masked_and_hidden'],
    reason:
      '`masked_and_hidden` is a request parameter; GitLab answers it as `hidden` (API::Entities::Ci::Variable, doc/api/project_level_variables.md)',
  },
  {
    path: /\/issues\/\d+\/links\/\d+$/,
    fields: ['body.source_issue.subscribed', 'body.target_issue.subscribed'],
    reason:
      "an issue link's ends are GitLab's basic issue entity, which has no `subscribed` (doc/api/issue_links.md)",
  },
  {
    path: /(\/discussions\/[^/]+\/notes|\/snippets)(\/\d+)?$/,
    fields: ['body.author.email'],
    reason:
      "a note's or a snippet's author is GitLab's basic user entity (id, username, name, state, avatar and web URLs), without an email",
  },
  {
    method: 'POST',
    path: /\/invitations$/,
    fields: ['body.message.example@member.org'],
    reason:
      "the keys of a refused invitation's `message` are the refused addresses themselves; the shape test invites one the seed already invited",
  },
  {
    method: 'GET',
    path: /^\/groups\/[^/]+\/milestones\/\d+\/(issues|merge_requests)$/,
    fields: ['body[0].milestone.project_id'],
    reason:
      "the items of a group milestone are in that milestone, and GitLab's Milestone entity has `project_id` only for a project's (lib/api/entities/milestone.rb, `if: project_id`)",
  },
  {
    method: 'GET',
    path: /^\/application\/settings$/,
    fields: ['body.container_registry_import_created_before'],
    reason:
      'a setting of the GitLab.com registry migration: hidden from the settings API off GitLab.com (gitlab!149168, gitlab#357799), then removed with its column in GitLab 17.1 (gitlab#409873)',
  },
];

/** Whether a gap the shape test found is a documented field GitLab does not send for this request. */
export function notSent(example: DocumentedResponse, gap: string): NotSent | undefined {
  return NOT_SENT.find(
    (entry) =>
      (entry.method ?? example.method) === example.method &&
      entry.path.test(example.path.split('?')[0]!) &&
      entry.fields.some((field) => gap === `${field}: missing`),
  );
}

/** Why a documented response is not compared, or undefined when it is. */
export function notCompared(example: DocumentedResponse): Skip | undefined {
  return SKIPPED.find(
    (entry) =>
      (entry.method ?? example.method) === example.method &&
      entry.path.test(example.path) &&
      (entry.body === undefined || JSON.stringify(example.body).includes(`"${entry.body}"`)),
  );
}
