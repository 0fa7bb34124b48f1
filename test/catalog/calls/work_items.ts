import type { CatalogCall } from '../catalog-call.js';

const namespace = { full_path: 'group/project' };
const item = { ...namespace, work_item_iid: 42 };
const view = { saved_view_id: 1 };
const DONE = '✅ Action completed successfully.';

/**
 * Work items and their saved views over GraphQL: a task is created (#42, the project's next number), listed,
 * updated, deleted; a saved view is created (the first, 1) and followed through its lifecycle.
 */
export const workItemCalls: CatalogCall[] = [
  {
    action: 'issue.work_item_list',
    params: { ...namespace, state: 'opened', first: 3 },
    expect: '## Work Items (3 shown, more available)',
  },
  {
    action: 'issue.work_item_create',
    params: {
      ...namespace,
      title: 'Catalog task',
      work_item_type_id: 'gid://gitlab/WorkItems::Type/5',
      description: 'Made by the catalog.',
      weight: 2,
      start_date: '2025-04-01',
      due_date: '2025-04-30',
    },
    expect: 'Task #42: Catalog task',
  },
  {
    action: 'issue.work_item_create',
    params: { ...namespace, title: ' ', work_item_type_id: '5' },
    expect: "Title can't be blank",
    isError: true,
  },
  {
    action: 'issue.work_item_update',
    params: { ...item, title: 'Catalog task, renamed', state_event: 'CLOSE', add_label_ids: [21] },
    expect: '**State**: CLOSED',
  },
  {
    action: 'issue.work_item_update',
    params: { ...namespace, work_item_iid: 999, title: 'Nobody' },
    expect: 'Work Item Not Found',
    isError: true,
  },
  {
    action: 'issue.work_item_list',
    params: { ...namespace, state: 'closed', types: ['TASK'], label_name: ['bug'] },
    expect: 'Catalog task, renamed',
  },
  {
    action: 'issue.work_item_list',
    params: { ...namespace, types: ['TASK'], returned_fields: ['title'] },
    expect: '| [#42](https://gitlab.example.com/group/project/-/work_items/42) | Catalog task, renamed |',
  },
  {
    action: 'issue.work_item_list',
    params: { ...namespace, types: ['TASK'], assignee_wildcard_id: 'ME' },
    expect: 'No work items found.',
  },
  { action: 'issue.work_item_delete', params: item, expect: DONE },
  {
    action: 'issue.work_item_saved_view_create',
    params: {
      namespace_path: 'group/project',
      name: 'Open bugs',
      sort: 'UPDATED_DESC',
      filters: { state: 'opened', label_name: ['bug'] },
    },
    expect: 'Saved View: Open bugs',
  },
  {
    action: 'issue.work_item_saved_view_list',
    params: { namespace_path: 'group/project' },
    expect: 'Open bugs',
  },
  {
    action: 'issue.work_item_saved_view_get',
    params: { namespace_path: 'group/project', ...view },
    expect: '"labelName":["bug"]',
  },
  {
    action: 'issue.work_item_saved_view_update',
    params: { ...view, name: 'Bugs', is_private: false },
    expect: 'Saved View: Bugs',
  },
  { action: 'issue.work_item_saved_view_unsubscribe', params: view, expect: '**Subscribed**: ❌' },
  { action: 'issue.work_item_saved_view_subscribe', params: view, expect: '**Subscribed**: ✅' },
  { action: 'issue.work_item_saved_view_delete', params: view, expect: DONE },
  {
    action: 'issue.work_item_saved_view_get',
    params: { namespace_path: 'group/project', ...view },
    expect: 'Saved View Not Found',
    isError: true,
  },
];
