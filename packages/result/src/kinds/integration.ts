import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/**
 * A project or group integration (https://docs.gitlab.com/api/project_integrations/). Its `properties` are the
 * settings GitLab shows back; passwords, API keys and tokens are not among them.
 */
export const integrationKind = defineKind({
  name: 'integration',
  plural: { key: 'integrations', title: 'Integrations' },
  empty: 'No active integrations found.',
  heading: { template: 'Integration: {title|slug}' },
  fields: [
    { label: 'Slug', path: 'slug', format: 'code' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Inherited', path: 'inherited', format: 'bool' },
    { label: 'Push Events', path: 'push_events', format: 'bool' },
    { label: 'Merge Request Events', path: 'merge_requests_events', format: 'bool' },
    { label: 'Issue Events', path: 'issues_events', format: 'bool' },
    { label: 'Pipeline Events', path: 'pipeline_events', format: 'bool' },
    { label: 'Commit Events', path: 'commit_events', format: 'bool' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'Slug', path: 'slug', format: 'code' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  longText: [],
  nested: [{ label: 'Settings', path: 'properties', kind: 'integration_settings' }],
  notFound: {
    subject: 'integration',
    suggestions: [
      { action: 'project.integration_list', text: "list the project's active integrations" },
      { text: 'An integration that was never configured has no settings to read' },
    ],
  },
});
