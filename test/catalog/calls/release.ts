import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** Releases of group/project (v1.0.0–v1.2.0, one package link each) and their asset links. */
export const releaseCalls: CatalogCall[] = [
  { action: 'release.list', params: project, expect: '## Releases (3)' },
  { action: 'release.get', params: { ...project, tag_name: 'v1.2.0' }, expect: '## Release: Release 1.2.0' },
  {
    action: 'release.get',
    params: { ...project, tag_name: 'v0.1.0' },
    expect: 'Release Not Found',
    isError: true,
  },
  { action: 'release.get_latest', params: project, expect: '## Release: Release 1.2.0' },
  {
    action: 'release.create',
    params: {
      ...project,
      tag_name: 'v1.3.0',
      ref: 'main',
      name: 'Release 1.3.0',
      description: 'Remember-me.',
    },
    expect: '## Release: Release 1.3.0',
  },
  {
    action: 'release.update',
    params: { ...project, tag_name: 'v1.3.0', name: 'Release 1.3.0 (LTS)' },
    expect: '## Release: Release 1.3.0 (LTS)',
  },
  { action: 'release.link_list', params: { ...project, tag_name: 'v1.0.0' }, expect: '## Release Links (1)' },
  {
    action: 'release.link_get',
    params: { ...project, tag_name: 'v1.0.0', link_id: 91 },
    expect: '## Release Link: project-v1.0.0.tar.gz',
  },
  {
    action: 'release.link_create',
    params: {
      ...project,
      tag_name: 'v1.3.0',
      name: 'app-linux',
      url: 'https://downloads.example.com/project/v1.3.0/app-linux',
      direct_asset_path: '/bin/app-linux',
      link_type: 'package',
    },
    expect: 'https://gitlab.example.com/group/project/-/releases/v1.3.0/downloads/bin/app-linux',
  },
  {
    action: 'release.link_create_batch',
    params: {
      ...project,
      tag_name: 'v1.3.0',
      links: [
        { name: 'app-macos', url: 'https://downloads.example.com/project/v1.3.0/app-macos' },
        { name: 'runbook', url: 'https://docs.example.com/runbooks/1.3', link_type: 'runbook' },
      ],
    },
    expect: '**Links Added**: 2',
  },
  { action: 'release.link_list', params: { ...project, tag_name: 'v1.3.0' }, expect: '## Release Links (3)' },
  {
    action: 'release.link_update',
    params: { ...project, tag_name: 'v1.0.0', link_id: 91, name: 'project-1.0.0.tar.gz' },
    expect: '## Release Link: project-1.0.0.tar.gz',
  },
  {
    action: 'release.link_delete',
    params: { ...project, tag_name: 'v1.2.0', link_id: 93 },
    expect: '## Release Link: project-v1.2.0.tar.gz',
  },
  {
    action: 'release.delete',
    params: { ...project, tag_name: 'v1.3.0' },
    expect: '## Release: Release 1.3.0 (LTS)',
  },
];
