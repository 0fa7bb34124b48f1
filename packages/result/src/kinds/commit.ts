import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const commitKind = defineKind({
  name: 'commit',
  plural: { key: 'commits', title: 'Commits' },
  empty: 'No commits found.',
  heading: { template: 'Commit {short_id}: {title}' },
  fields: [
    { label: 'SHA', path: 'id', format: 'code' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Author', path: 'author_name', format: 'text' },
    { label: 'Authored', path: 'authored_date', format: 'date' },
    { label: 'Committer', path: 'committer_name', format: 'text' },
    { label: 'Committed', path: 'committed_date', format: 'date' },
    {
      label: 'Pipeline',
      path: 'last_pipeline.id',
      format: 'count',
      prefix: '#',
      link: 'last_pipeline.web_url',
      status: { path: 'last_pipeline.status', format: 'pipeline_status' },
    },
    URL_FIELD,
  ],
  columns: [
    { label: 'Commit', path: 'short_id', format: 'code', link: 'web_url' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Author', path: 'author_name', format: 'text' },
    { label: 'Committed', path: 'committed_date', format: 'date' },
  ],
  longText: [{ label: 'Message', path: 'message', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'commit',
    suggestions: [
      { action: 'repository.commit_list', text: 'list the commits of a branch' },
      { text: 'Check the SHA: a short SHA must be unique in the project' },
    ],
  },
});
