import type { PlainRow } from '../store/rows.js';

/**
 * Epic boards of group `group` (10), as GitLab's REST API answers them
 * (https://docs.gitlab.com/api/group_epic_boards/): labels in the group-label form the page shows (`title`…), with
 * the `name` GitLab's entity sends (EpicBoard exposes its labels as LabelBasic); lists with their type.
 */
export function seedEpicBoards(): Record<string, PlainRow[]> {
  const high = {
    id: 26,
    name: 'priority::high',
    title: 'priority::high',
    color: '#ff0000',
    description: 'Do this first',
    group_id: 10,
    project_id: null,
    template: false,
    text_color: '#FFFFFF',
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
  };
  return {
    epic_boards: [
      {
        id: 91,
        group_id: 10,
        name: 'Roadmap epics',
        hide_backlog_list: false,
        hide_closed_list: false,
        group: { id: 10, name: 'group', web_url: 'https://gitlab.example.com/groups/group' },
        labels: [high],
        lists: [
          {
            id: 911,
            label: { id: 26, name: 'priority::high', color: '#ff0000', description: 'Do this first' },
            position: 0,
            list_type: 'label',
          },
        ],
      },
    ],
  };
}
