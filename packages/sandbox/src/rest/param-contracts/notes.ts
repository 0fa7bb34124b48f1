import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, oneOf, required, sort, string } from './spec.js';

// doc/api/notes.md, "List project issue notes", "List all merge request notes": how a thread is ordered.
const noteOrder: ParamContract = { order_by: oneOf('created_at', 'updated_at'), sort };

// doc/api/notes.md, "Create new issue note", "Create new merge request note".
const newNote: ParamContract = { body: required(string), created_at: datetime, internal: boolean };

export const noteContracts: Record<string, ParamContract> = {
  'GET /projects/:id/issues/:issue_iid/notes': {
    ...noteOrder,
    activity_filter: oneOf('all_notes', 'only_comments', 'only_activity'),
  },
  'GET /projects/:id/merge_requests/:merge_request_iid/notes': noteOrder,
  'POST /projects/:id/issues/:issue_iid/notes': { ...newNote, confidential: boolean },
  'POST /projects/:id/merge_requests/:merge_request_iid/notes': {
    ...newNote,
    merge_request_diff_head_sha: string,
  },
};
