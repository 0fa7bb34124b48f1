import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';
const badge = {
  link_url: 'https://%{gitlab_server}/%{project_path}',
  image_url: 'https://img.shields.io/badge/%{default_branch}-ok-green',
};

/** Project and group badges: the project's list includes its group's; placeholders render for a project only. */
export const badgesCalls: CatalogCall[] = [
  { action: 'project.badge_list', params: project, expect: '## Badges (2)' },
  { action: 'project.badge_get', params: { ...project, badge_id: 1401 }, expect: 'Badge: pipeline' },
  {
    action: 'project.badge_add',
    params: { ...project, ...badge, name: 'catalog' },
    expect: 'https://gitlab.example.com/group/project',
  },
  {
    action: 'project.badge_edit',
    params: { ...project, badge_id: 1403, name: 'catalog-renamed' },
    expect: 'Badge: catalog-renamed',
  },
  {
    action: 'project.badge_preview',
    params: { ...project, ...badge },
    expect: 'https://img.shields.io/badge/main-ok-green',
  },
  { action: 'project.badge_delete', params: { ...project, badge_id: 1403 }, expect: done },
  { action: 'group.badge_list', params: group, expect: '## Badges (1)' },
  { action: 'group.badge_get', params: { ...group, badge_id: 1402 }, expect: 'Badge: docs' },
  {
    action: 'group.badge_add',
    params: { ...group, ...badge, name: 'group-catalog' },
    expect: 'Badge: group-catalog',
  },
  {
    action: 'group.badge_edit',
    params: { ...group, badge_id: 1404, link_url: 'https://docs.example.com/group' },
    expect: 'https://docs.example.com/group',
  },
  { action: 'group.badge_preview', params: { ...group, ...badge, name: 'preview' }, expect: 'Rendered Link' },
  { action: 'group.badge_delete', params: { ...group, badge_id: 1404 }, expect: done },
];
