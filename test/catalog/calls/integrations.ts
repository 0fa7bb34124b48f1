import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/** Integrations of group/project (seeded: Slack) and of group (seeded: pipeline status emails). */
export const integrationCalls: CatalogCall[] = [
  { action: 'project.integration_list', params: project, expect: '`slack`' },
  {
    action: 'project.integration_get',
    params: { ...project, slug: 'slack' },
    expect: '## Integration: Slack notifications',
  },
  {
    action: 'project.integration_set',
    params: { ...project, slug: 'pipelines-email', config: { recipients: 'dev@example.com' } },
    expect: 'dev@example.com',
  },
  {
    action: 'project.integration_set_jira',
    params: { ...project, url: 'https://jira.example.com', username: 'gitlab', password: 'jira-secret' },
    expect: '## Integration: Jira',
  },
  { action: 'project.integration_delete', params: { ...project, slug: 'jira' }, expect: done },
  {
    action: 'project.integration_get',
    params: { ...project, slug: 'jira' },
    expect: 'Integration Not Found',
    isError: true,
  },
  { action: 'project.integration_list_group', params: group, expect: '`pipelines-email`' },
  {
    action: 'project.integration_get_group',
    params: { ...group, slug: 'pipelines-email' },
    expect: 'team@example.com',
  },
  {
    action: 'project.integration_set_group',
    params: { ...group, slug: 'slack', config: { webhook: 'https://hooks.slack.com/x', channel: '#ops' } },
    expect: '## Integration: Slack notifications',
  },
  { action: 'project.integration_delete_group', params: { ...group, slug: 'slack' }, expect: done },
  {
    action: 'project.integration_set_group_datadog',
    params: { ...group, api_key: 'dd-secret', datadog_site: 'datadoghq.eu' },
    expect: '## Integration: Datadog',
  },
  { action: 'project.integration_get_group_datadog', params: group, expect: 'datadoghq.eu' },
  { action: 'project.integration_delete_group_datadog', params: group, expect: done },
];
