import type { PlainRow } from '../store/rows.js';

/**
 * Merge request state kept in `state.plain` (see rest/actions/merge-request-scope.ts), keyed by the merge request's
 * global id (9000 + iid in group/project). !243's thumbs-up matches its `upvotes: 1` (!245's tada counts for no vote); its label event is the `bug`
 * label alice set when she opened it. !242 (merged, milestone 33) carries a milestone and a state event.
 */
export function seedMergeRequestExtras(): Record<string, PlainRow[]> {
  return {
    merge_request_award_emoji: [
      {
        id: 5001,
        merge_request_id: 9243,
        note_id: null,
        name: 'thumbsup',
        user_id: 3,
        created_at: '2025-03-15T11:05:00.000Z',
      },
      {
        id: 5002,
        merge_request_id: 9243,
        note_id: 3002,
        name: 'eyes',
        user_id: 2,
        created_at: '2025-03-15T11:10:00.000Z',
      },
      {
        id: 5003,
        merge_request_id: 9245,
        note_id: null,
        name: 'tada',
        user_id: 2,
        created_at: '2025-03-20T12:45:00.000Z',
      },
      {
        id: 5004,
        merge_request_id: 9245,
        note_id: 3011,
        name: 'eyes',
        user_id: 3,
        created_at: '2025-03-20T13:10:00.000Z',
      },
    ],
    merge_request_resource_events: [
      {
        id: 4001,
        merge_request_id: 9243,
        type: 'label',
        label_id: 21,
        action: 'add',
        user_id: 2,
        created_at: '2025-03-15T10:30:00.000Z',
      },
      {
        id: 4002,
        merge_request_id: 9242,
        type: 'milestone',
        milestone_id: 33,
        action: 'add',
        user_id: 3,
        created_at: '2025-03-10T09:00:00.000Z',
      },
      {
        id: 4003,
        merge_request_id: 9242,
        type: 'state',
        state: 'merged',
        user_id: 1,
        created_at: '2025-03-11T15:00:00.000Z',
      },
      // !245 was closed by mistake and reopened a few minutes later: it is open, with its state history.
      {
        id: 4004,
        merge_request_id: 9245,
        type: 'state',
        state: 'closed',
        user_id: 3,
        created_at: '2025-03-20T12:40:00.000Z',
      },
      {
        id: 4005,
        merge_request_id: 9245,
        type: 'state',
        state: 'reopened',
        user_id: 3,
        created_at: '2025-03-20T12:45:00.000Z',
      },
    ],
    // !245 asks carol, or anyone of group/subgroup, to sign off the release cycle (Premium).
    merge_request_approval_rules: [
      {
        id: 700,
        merge_request_id: 9245,
        name: 'Release sign-off',
        approvals_required: 1,
        user_ids: [4],
        group_ids: [11],
      },
    ],
  };
}
