import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/**
 * Issue boards and epic boards, and their lists (columns): https://docs.gitlab.com/api/boards/,
 * https://docs.gitlab.com/api/group_boards/, https://docs.gitlab.com/api/group_epic_boards/.
 */

/** What a list (column) shows: what it gathers (a label, or a milestone, iteration or assignee) and where it sits. */
const LIST_COLUMNS: readonly FieldSpec[] = [
  { label: 'ID', path: 'id', format: 'count' },
  { label: 'Label', path: 'label.name', format: 'text' },
  { label: 'Position', path: 'position', format: 'count' },
  { label: 'Type', path: 'list_type', format: 'text' },
  { label: 'Max Issues', path: 'max_issue_count', format: 'count' },
];

export const boardListKind = defineKind({
  name: 'board_list',
  plural: { key: 'lists', title: 'Board Lists' },
  empty: 'No board lists found.',
  heading: { template: 'Board List: {label.name|milestone.title|iteration.title|assignee.username|id}' },
  fields: [
    ...LIST_COLUMNS,
    { label: 'Milestone', path: 'milestone.title', format: 'text' },
    { label: 'Iteration', path: 'iteration.title', format: 'text' },
    { label: 'Assignee', path: 'assignee', format: 'user' },
    { label: 'Max Weight', path: 'max_issue_weight', format: 'count' },
    { label: 'Limit Metric', path: 'limit_metric', format: 'text' },
  ],
  columns: LIST_COLUMNS,
  longText: [],
  nested: [],
  notFound: {
    subject: 'board list',
    suggestions: [
      { action: 'project.board_list_list', text: "list the project board's lists" },
      { action: 'group.group_board_list_lists', text: "list the group board's lists" },
    ],
  },
});

const BOARD_SCOPE: readonly FieldSpec[] = [
  { label: 'Milestone', path: 'milestone.title', format: 'text' },
  { label: 'Assignee', path: 'assignee', format: 'user' },
  { label: 'Labels', path: 'labels', format: 'list' },
  { label: 'Weight', path: 'weight', format: 'count' },
];

const BOARD_VISIBILITY: readonly FieldSpec[] = [
  { label: 'Hide Open List', path: 'hide_backlog_list', format: 'bool' },
  { label: 'Hide Closed List', path: 'hide_closed_list', format: 'bool' },
];

export const boardKind = defineKind({
  name: 'board',
  plural: { key: 'boards', title: 'Boards' },
  empty: 'No boards found.',
  heading: { template: 'Board: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project', path: 'project.path_with_namespace', format: 'text' },
    { label: 'Group', path: 'group.name', format: 'text' },
    ...BOARD_SCOPE,
    ...BOARD_VISIBILITY,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Milestone', path: 'milestone.title', format: 'text' },
    { label: 'Labels', path: 'labels', format: 'list' },
  ],
  longText: [],
  nested: [{ label: 'Lists', path: 'lists', kind: 'board_list' }],
  notFound: {
    subject: 'board',
    suggestions: [
      { action: 'project.board_list', text: "list the project's boards" },
      { action: 'group.group_board_list', text: "list the group's boards" },
    ],
  },
});

export const epicBoardKind = defineKind({
  name: 'epic_board',
  plural: { key: 'epic_boards', title: 'Epic Boards' },
  empty: 'No epic boards found.',
  heading: { template: 'Epic Board: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Group', path: 'group.name', format: 'text' },
    { label: 'Labels', path: 'labels', format: 'list' },
    ...BOARD_VISIBILITY,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Labels', path: 'labels', format: 'list' },
  ],
  longText: [],
  nested: [{ label: 'Lists', path: 'lists', kind: 'board_list' }],
  notFound: {
    subject: 'epic board',
    suggestions: [{ action: 'group.epic_board_list', text: "list the group's epic boards" }],
  },
});
