import type { CatalogCall } from '../catalog-call.js';

const group = { full_path: 'group' };

const DONE = '✅ Action completed successfully.';

/**
 * Group epics: the seeded &1 (work item 90901; child &2, three label events) and the closed &3, then an epic created
 * as a work item under &1 (&4), updated, seen among &1's children over REST, and deleted.
 */
export const epicCalls: CatalogCall[] = [
  { action: 'group.epic_list', params: group, expect: '## Epics (3)' },
  {
    action: 'group.epic_list',
    params: { ...group, state: 'opened', label_name: ['priority::high'], order_by: 'title', sort: 'asc' },
    expect: 'Login revamp',
  },
  { action: 'group.epic_get_links', params: { ...group, epic_iid: 1 }, expect: 'Mobile login' },
  {
    action: 'group.event_epic_label_list',
    params: { group_id: 'group', epic_iid: 1 },
    expect: '## Label Events (3)',
  },
  {
    action: 'group.event_epic_label_get',
    params: { group_id: 'group', epic_iid: 1, label_event_id: 9103 },
    expect: 'Label Event #9103',
  },
  {
    action: 'group.event_epic_label_get',
    params: { group_id: 'group', epic_iid: 1, label_event_id: 9999 },
    expect: 'Label Event Not Found',
    isError: true,
  },
  { action: 'group.epic_get', params: { ...group, epic_iid: 1 }, expect: 'Epic #1: Login revamp' },
  {
    action: 'group.epic_get',
    params: { ...group, epic_iid: 99 },
    expect: 'Work Item Not Found',
    isError: true,
  },
  {
    action: 'group.epic_create',
    params: {
      ...group,
      title: 'Catalog epic',
      parent_id: 90901,
      label_ids: [26],
      start_date: '2025-04-01',
      due_date: '2025-06-30',
    },
    expect: '**Parent**: #1 Login revamp',
  },
  {
    action: 'group.epic_update',
    params: { ...group, epic_iid: 4, title: 'Catalog epic, closed', state_event: 'CLOSE' },
    expect: '**State**: CLOSED',
  },
  { action: 'group.epic_get_links', params: { ...group, epic_iid: 1 }, expect: 'Catalog epic, closed' },
  { action: 'group.epic_delete', params: { ...group, epic_iid: 4 }, expect: DONE },
];
