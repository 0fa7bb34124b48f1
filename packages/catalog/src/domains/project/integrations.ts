import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import { DATADOG_SETTINGS, JIRA_SETTINGS } from '../integrations/integration-fields.js';
import { integrationActions } from '../integrations/integrations.js';

export const projectIntegrationActions = integrationActions(
  {
    owner: PROJECT_OWNER,
    ids: {
      list: 'project.integration_list',
      get: 'project.integration_get',
      set: 'project.integration_set',
      delete: 'project.integration_delete',
    },
    listPath: 'services',
  },
  // doc/api/project_integrations.md, "Jira": the password (or API token) is required.
  [
    {
      slug: 'jira',
      ids: { set: 'project.integration_set_jira' },
      settings: JIRA_SETTINGS,
      requires: ['password'],
    },
  ],
);
export const groupIntegrationActions = integrationActions(
  {
    owner: GROUP_OWNER,
    ids: {
      list: 'project.integration_list_group',
      get: 'project.integration_get_group',
      set: 'project.integration_set_group',
      delete: 'project.integration_delete_group',
    },
    listPath: 'integrations',
  },
  // doc/api/group_integrations.md, "Datadog": the API key is required.
  [
    {
      slug: 'datadog',
      ids: {
        get: 'project.integration_get_group_datadog',
        set: 'project.integration_set_group_datadog',
        delete: 'project.integration_delete_group_datadog',
      },
      settings: DATADOG_SETTINGS,
      requires: ['api_key'],
    },
  ],
);
