import { CONFIDENTIAL_MARKER } from '../markdown/markers.js';
import { defineKind } from './kind-spec.js';

/**
 * A work item as GitLab's GraphQL API returns it (https://docs.gitlab.com/api/graphql/reference/#workitem), with
 * its widgets' values lifted to the top (`description`, `assignees`, `labels`, `milestone`, `dueDate`) by the
 * catalog; field names stay GitLab's camelCase.
 */
export const workItemKind = defineKind({
  name: 'work_item',
  plural: { key: 'work_items', title: 'Work Items' },
  empty: 'No work items found.',
  // GraphQL states are OPEN and CLOSED, not the REST words the state markers know: shown as sent.
  heading: {
    flags: [{ path: 'confidential', marker: CONFIDENTIAL_MARKER }],
    template: '{type} #{iid}: {title}',
  },
  fields: [
    { label: 'Reference', path: 'reference', format: 'text' },
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Assignees', path: 'assignees', format: 'users' },
    { label: 'Labels', path: 'labels', format: 'list' },
    { label: 'Milestone', path: 'milestone', format: 'text' },
    { label: 'Parent', path: 'parent', format: 'text' },
    { label: 'Start', path: 'startDate', format: 'date' },
    { label: 'Due', path: 'dueDate', format: 'date' },
    { label: 'Weight', path: 'weight', format: 'count' },
    { label: 'Health', path: 'healthStatus', format: 'text' },
    { label: 'Created', path: 'createdAt', format: 'date' },
    { label: 'Closed', path: 'closedAt', format: 'date' },
    { label: 'URL', path: 'webUrl', format: 'link' },
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'text', prefix: '#', link: 'webUrl' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Author', path: 'author', format: 'user' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'work item',
    suggestions: [
      { action: 'issue.list', text: "list the project's issues (work items share their numbers)" },
      { text: 'Use the #number shown in the namespace, not the global ID' },
    ],
  },
});

/** A work item type (https://docs.gitlab.com/api/graphql/reference/#workitemtype): its id is what creation takes. */
export const workItemTypeKind = defineKind({
  name: 'work_item_type',
  plural: { key: 'work_item_types', title: 'Work Item Types' },
  empty: 'No work item types found.',
  heading: { template: 'Work Item Type: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Icon', path: 'iconName', format: 'text' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'ID', path: 'id', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'work item type',
    suggestions: [{ action: 'issue.work_item_type_list', text: 'list the types of the namespace' }],
  },
});

/**
 * A saved view of a work item list (https://docs.gitlab.com/api/graphql/reference/#workitemsavedviewtype), as the
 * catalog shows it: `id` is the view's number, `gid` GitLab's global ID, `filters` and `displaySettings` one line
 * of JSON each.
 */
export const workItemSavedViewKind = defineKind({
  name: 'work_item_saved_view',
  plural: { key: 'saved_views', title: 'Saved Views' },
  empty: 'No saved views found.',
  heading: { template: 'Saved View: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'text' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Private', path: 'isPrivate', format: 'bool' },
    { label: 'Subscribed', path: 'subscribed', format: 'bool' },
    { label: 'Sort', path: 'sort', format: 'code' },
    { label: 'Filters', path: 'filters', format: 'code' },
    { label: 'Display', path: 'displaySettings', format: 'code' },
    { label: 'URL', path: 'shareUrl', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'text', link: 'shareUrl' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Private', path: 'isPrivate', format: 'bool' },
    { label: 'Subscribed', path: 'subscribed', format: 'bool' },
    { label: 'Sort', path: 'sort', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'saved view',
    suggestions: [
      { action: 'issue.work_item_saved_view_list', text: 'list the saved views of the namespace' },
    ],
  },
});
