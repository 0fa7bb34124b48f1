import { defineKind } from './kind-spec.js';
import { issueKind } from './issue.js';

/**
 * Issue links (https://docs.gitlab.com/api/issue_links/): listing them returns the linked issues, each with its
 * link's id and type; reading, creating or deleting one returns the link with its two issues.
 */
export const linkedIssueKind = defineKind({
  ...issueKind,
  name: 'linked_issue',
  plural: { key: 'linked_issues', title: 'Linked Issues' },
  empty: 'No linked issues found.',
  columns: [
    { label: 'Link ID', path: 'issue_link_id', format: 'count' },
    { label: 'Link Type', path: 'link_type', format: 'text' },
    ...issueKind.columns.slice(0, 3),
    { label: 'Reference', path: 'references.full', format: 'text' },
  ],
  notFound: {
    subject: 'linked issue',
    suggestions: [{ action: 'issue.link_list', text: 'list the links of the issue' }],
  },
});

export const issueLinkKind = defineKind({
  name: 'issue_link',
  plural: { key: 'issue_links', title: 'Issue Links' },
  empty: 'No issue links found.',
  heading: {
    template:
      'Issue Link: {source_issue.references.full|source_issue.iid} {link_type} {target_issue.references.full|target_issue.iid}',
  },
  fields: [{ label: 'Link Type', path: 'link_type', format: 'text' }],
  columns: [
    { label: 'Source', path: 'source_issue.references.full', format: 'text' },
    { label: 'Link Type', path: 'link_type', format: 'text' },
    { label: 'Target', path: 'target_issue.references.full', format: 'text' },
  ],
  longText: [],
  nested: [
    { label: 'Source Issue', path: 'source_issue', kind: 'issue' },
    { label: 'Target Issue', path: 'target_issue', kind: 'issue' },
  ],
  notFound: {
    subject: 'issue link',
    suggestions: [{ action: 'issue.link_list', text: 'list the links of the issue to find the link ID' }],
  },
});
