import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/** Project and group issue boards and their lists, then the group's epic boards. */
export const boardsCalls: CatalogCall[] = [
  { action: 'project.board_list', params: project, expect: 'Development' },
  { action: 'project.board_get', params: { ...project, board_id: 81 }, expect: 'Board: Development' },
  {
    action: 'project.board_create',
    params: { ...project, name: 'Catalog board' },
    expect: 'Board: Catalog board',
  },
  {
    action: 'project.board_update',
    params: { ...project, board_id: 83, hide_closed_list: true },
    expect: 'Hide Closed List**: ✅',
  },
  { action: 'project.board_list_list', params: { ...project, board_id: 81 }, expect: '## Board Lists (3)' },
  {
    action: 'project.board_list_get',
    params: { ...project, board_id: 81, list_id: 812 },
    expect: 'Board List: feature',
  },
  {
    action: 'project.board_list_create',
    params: { ...project, board_id: 83, label_id: 23 },
    expect: 'Board List: documentation',
  },
  {
    action: 'project.board_list_update',
    params: { ...project, board_id: 81, list_id: 813, position: 0 },
    expect: '**Position**: 0',
  },
  { action: 'project.board_list_delete', params: { ...project, board_id: 83, list_id: 822 }, expect: done },
  { action: 'project.board_delete', params: { ...project, board_id: 83 }, expect: done },
  { action: 'group.group_board_list', params: group, expect: 'Group roadmap' },
  { action: 'group.group_board_get', params: { ...group, board_id: 82 }, expect: 'Board: Group roadmap' },
  {
    action: 'group.group_board_create',
    params: { ...group, name: 'Group catalog board' },
    expect: 'Board: Group catalog board',
  },
  {
    action: 'group.group_board_update',
    params: { ...group, board_id: 84, name: 'Renamed group board' },
    expect: 'Board: Renamed group board',
  },
  { action: 'group.group_board_list_lists', params: { ...group, board_id: 82 }, expect: 'priority::high' },
  {
    action: 'group.group_board_get_list',
    params: { ...group, board_id: 82, list_id: 821 },
    expect: 'Board List: priority::high',
  },
  {
    action: 'group.group_board_create_list',
    params: { ...group, board_id: 84, label_id: 27 },
    expect: 'Board List: priority::low',
  },
  {
    action: 'group.group_board_update_list',
    params: { ...group, board_id: 84, list_id: 823, position: 0 },
    expect: '**Position**: 0',
  },
  { action: 'group.group_board_delete_list', params: { ...group, board_id: 84, list_id: 823 }, expect: done },
  { action: 'group.group_board_delete', params: { ...group, board_id: 84 }, expect: done },
  { action: 'group.epic_board_list', params: group, expect: 'Roadmap epics' },
  { action: 'group.epic_board_get', params: { ...group, board_id: 91 }, expect: 'Epic Board: Roadmap epics' },
];
