import { defineKind } from './kind-spec.js';

/** One entry of `GET …/reviewers`: `{ user, state, created_at }`, state being the review's progress. */
export const mergeRequestReviewerKind = defineKind({
  name: 'merge_request_reviewer',
  plural: { key: 'reviewers', title: 'Reviewers' },
  empty: 'No reviewers found.',
  heading: { template: 'Reviewer @{user.username}' },
  fields: [
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Review State', path: 'state', format: 'text' },
    { label: 'Requested', path: 'created_at', format: 'date' },
  ],
  columns: [
    { label: 'Reviewer', path: 'user', format: 'user', link: 'user.web_url' },
    { label: 'Review State', path: 'state', format: 'text' },
    { label: 'Requested', path: 'created_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'merge request',
    suggestions: [{ action: 'merge_request.list', text: "list the project's merge requests" }],
  },
});
