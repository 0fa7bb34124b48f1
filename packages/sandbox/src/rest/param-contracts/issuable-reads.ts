import type { ParamContract } from '../../http/param-contract.js';
import { boolean } from './spec.js';

/*
 * Reads of an issue's or a merge request's parts that take no parameter beyond pagination: doc/api/
 * resource_label_events.md, resource_milestone_events.md, resource_state_events.md, resource_iteration_events.md,
 * resource_weight_events.md, emoji_reactions.md, issue_links.md, issues.md (participants, closed by, related merge
 * requests, time stats) and merge_requests.md (commits, pipelines, participants, reviewers, closed issues, diffs).
 */

const issue = '/projects/:id/issues/:issue_iid';
const mr = '/projects/:id/merge_requests/:merge_request_iid';

const issueEvents = ['label', 'milestone', 'state', 'iteration', 'weight'].flatMap((kind) => [
  `GET ${issue}/resource_${kind}_events`,
  `GET ${issue}/resource_${kind}_events/:${kind}_event_id`,
]);

const mrEvents = ['label', 'milestone', 'state'].flatMap((kind) => [
  `GET ${mr}/resource_${kind}_events`,
  `GET ${mr}/resource_${kind}_events/:resource_${kind}_event_id`,
]);

const emojiReads = [issue, `${issue}/notes/:note_id`, mr, `${mr}/notes/:note_id`].flatMap((on) => [
  `GET ${on}/award_emoji`,
  `GET ${on}/award_emoji/:award_id`,
]);

const plainReads = [
  ...issueEvents,
  ...mrEvents,
  ...emojiReads,
  `GET ${issue}/links`,
  `GET ${issue}/links/:issue_link_id`,
  `GET ${issue}/participants`,
  `GET ${issue}/closed_by`,
  `GET ${issue}/related_merge_requests`,
  `GET ${issue}/time_stats`,
  `GET ${mr}/commits`,
  `GET ${mr}/pipelines`,
  `GET ${mr}/participants`,
  `GET ${mr}/reviewers`,
  `GET ${mr}/closes_issues`,
  `GET ${mr}/time_stats`,
  `GET ${mr}/versions`,
  `GET ${mr}/raw_diffs`,
];

export const issuableReadContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(plainReads.map((route) => [route, {}])),
  // "List merge request diffs", "Get a single merge request diff version": diffs in unified format on request.
  [`GET ${mr}/diffs`]: { unidiff: boolean },
  [`GET ${mr}/versions/:version_id`]: { unidiff: boolean },
  // "Retrieve merge request changes" (deprecated): raw diffs from Gitaly, or unified diffs.
  [`GET ${mr}/changes`]: { access_raw_diffs: boolean, unidiff: boolean },
};
