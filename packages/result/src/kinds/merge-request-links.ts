import { defineKind } from './kind-spec.js';

const MR_NOT_FOUND = {
  subject: 'merge request',
  suggestions: [
    { action: 'merge_request.list', text: "list the project's merge requests" },
    { text: 'Use the IID shown after ! (project-scoped), not the global ID' },
  ],
};

/** One merge request dependency ("block"): the blocking merge request must be merged before the blocked one. */
export const mergeRequestDependencyKind = defineKind({
  name: 'merge_request_dependency',
  plural: { key: 'blocks', title: 'Merge Request Dependencies' },
  empty: 'No merge request dependencies found.',
  heading: {
    template: 'Dependency #{id}: !{blocked_merge_request.iid} waits for !{blocking_merge_request.iid}',
  },
  fields: [
    { label: 'Block ID', path: 'id', format: 'count' },
    {
      label: 'Blocking',
      path: 'blocking_merge_request.references.full',
      format: 'text',
      link: 'blocking_merge_request.web_url',
      status: { path: 'blocking_merge_request.state', format: 'state' },
    },
    { label: 'Blocking Title', path: 'blocking_merge_request.title', format: 'text' },
    {
      label: 'Blocked',
      path: 'blocked_merge_request.references.full',
      format: 'text',
      link: 'blocked_merge_request.web_url',
    },
  ],
  columns: [
    { label: 'Block ID', path: 'id', format: 'count' },
    {
      label: 'Blocking',
      path: 'blocking_merge_request.references.full',
      format: 'text',
      link: 'blocking_merge_request.web_url',
    },
    { label: 'Title', path: 'blocking_merge_request.title', format: 'text' },
    { label: 'State', path: 'blocking_merge_request.state', format: 'state' },
  ],
  longText: [],
  nested: [],
  notFound: MR_NOT_FOUND,
});

/** What adding context commits answers: the merge request and the commits added. */
export const mergeRequestContextCommitsKind = defineKind({
  name: 'merge_request_context_commits',
  plural: { key: 'context_commits', title: 'Context Commits' },
  empty: 'No context commits found.',
  heading: { template: 'Context commits of MR !{merge_request_iid}' },
  fields: [],
  columns: [{ label: 'MR', path: 'merge_request_iid', format: 'count', prefix: '!' }],
  longText: [],
  nested: [{ label: 'Commits', path: 'commits', kind: 'commit' }],
  notFound: MR_NOT_FOUND,
});
