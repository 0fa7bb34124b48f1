import { defineKind } from './kind-spec.js';

/** An asset link of a release (https://docs.gitlab.com/api/releases/links/): a package, image, runbook or other URL. */
export const releaseLinkKind = defineKind({
  name: 'release_link',
  plural: { key: 'links', title: 'Release Links' },
  empty: 'No release links found.',
  heading: { template: 'Release Link: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Type', path: 'link_type', format: 'text' },
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Direct Asset URL', path: 'direct_asset_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text', link: 'url' },
    { label: 'Type', path: 'link_type', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'release link',
    suggestions: [{ action: 'release.link_list', text: "list the release's asset links" }],
  },
});

/** The links one batch call added to a release, one GitLab request each. */
export const releaseLinkBatchKind = defineKind({
  name: 'release_link_batch',
  plural: { key: 'batches', title: 'Release Link Batches' },
  empty: 'No release links found.',
  heading: { template: 'Links added to {tag_name}' },
  fields: [{ label: 'Links Added', path: 'added', format: 'count' }],
  columns: [
    { label: 'Tag', path: 'tag_name', format: 'text' },
    { label: 'Links Added', path: 'added', format: 'count' },
  ],
  longText: [],
  nested: [{ label: 'Links', path: 'links', kind: 'release_link' }],
  notFound: {
    subject: 'release',
    suggestions: [{ action: 'release.list', text: "list the project's releases" }],
  },
});
