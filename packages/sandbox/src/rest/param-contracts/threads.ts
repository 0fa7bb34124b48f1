import type { ParamContract } from '../../http/param-contract.js';
import { collaborationContracts } from './collaboration.js';
import { noteContracts } from './notes.js';
import { boolean, datetime, hash, required, string } from './spec.js';

/*
 * Notes, threads and emoji reactions beyond notes.ts and collaboration.ts: doc/api/notes.md (snippet notes, editing a
 * note), doc/api/discussions.md (replying in and editing a thread, commit and snippet threads),
 * doc/api/emoji_reactions.md, doc/api/draft_notes.md; declared in GitLab's lib/api/notes.rb, discussions.rb,
 * award_emoji.rb and draft_notes.rb.
 */

// "Modify existing ... note": only the text (`confidential` is deprecated and ignored).
const noteEdit: ParamContract = { body: string, confidential: boolean };

// "Add note to existing ... thread".
const threadReply: ParamContract = { body: required(string), created_at: datetime };

// "Modify an existing ... thread note": its text, or (merge requests) whether it is resolved.
const threadNoteEdit: ParamContract = { body: string };

// "Add a new emoji reaction".
const emojiReaction: ParamContract = { name: required(string) };

const newThread = collaborationContracts['POST /projects/:id/issues/:issue_iid/discussions']!;

const draftNote: ParamContract = {
  note: string,
  commit_id: string,
  in_reply_to_discussion_id: string,
  resolve_discussion: boolean,
  position: hash,
};

export const threadContracts: Record<string, ParamContract> = {
  'GET /projects/:id/snippets/:snippet_id/notes':
    noteContracts['GET /projects/:id/merge_requests/:merge_request_iid/notes']!,
  'POST /projects/:id/snippets/:snippet_id/notes': { body: required(string), created_at: datetime },
  'PUT /projects/:id/issues/:issue_iid/notes/:note_id': noteEdit,
  'PUT /projects/:id/merge_requests/:merge_request_iid/notes/:note_id': noteEdit,
  'PUT /projects/:id/snippets/:snippet_id/notes/:note_id': noteEdit,
  'POST /projects/:id/issues/:issue_iid/discussions/:discussion_id/notes': threadReply,
  'POST /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id/notes': threadReply,
  'POST /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes': threadReply,
  'POST /projects/:id/repository/commits/:commit_sha/discussions/:discussion_id/notes': threadReply,
  'PUT /projects/:id/issues/:issue_iid/discussions/:discussion_id/notes/:note_id': threadNoteEdit,
  'PUT /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id/notes/:note_id': {
    ...threadNoteEdit,
    resolved: boolean,
  },
  'PUT /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes/:note_id': threadNoteEdit,
  'PUT /projects/:id/repository/commits/:commit_sha/discussions/:discussion_id/notes/:note_id':
    threadNoteEdit,
  'POST /projects/:id/snippets/:snippet_id/discussions': newThread,
  // "Create new commit thread": a thread on a commit may sit on a line of its diff.
  'POST /projects/:id/repository/commits/:commit_sha/discussions': { ...newThread, position: hash },
  'POST /projects/:id/issues/:issue_iid/award_emoji': emojiReaction,
  'POST /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji': emojiReaction,
  'POST /projects/:id/merge_requests/:merge_request_iid/award_emoji': emojiReaction,
  'POST /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji': emojiReaction,
  'POST /projects/:id/snippets/:snippet_id/award_emoji': emojiReaction,
  'POST /projects/:id/snippets/:snippet_id/notes/:note_id/award_emoji': emojiReaction,
  'POST /projects/:id/merge_requests/:merge_request_iid/draft_notes': {
    ...draftNote,
    note: required(string),
  },
  'PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id': {
    note: string,
    position: hash,
  },
};
