/**
 * Issue 27, required parameters: GitLab requires some parameters the reference catalog leaves optional (a deploy
 * token's scopes, a Jira integration's password, a Datadog integration's API key). A call without one is refused by
 * name before any request, in GitLab's own words (`<name> is missing`), and the sandbox, as GitLab, refuses the
 * request that lacks it.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

describe('a parameter GitLab requires is refused by name when missing, before any request', () => {
  it.each([
    [
      'access.deploy_token_create_project',
      { ...project, name: 'ci' },
      ['requires scopes', 'scopes is missing', 'deploy_tokens'],
    ],
    [
      'access.deploy_token_create_group',
      { ...group, name: 'ci' },
      ['requires scopes', 'scopes is missing', 'deploy_tokens'],
    ],
    [
      'project.integration_set_jira',
      { ...project, url: 'https://jira.example.com', username: 'gitlab' },
      ['requires password', 'password is missing', 'jira'],
    ],
    [
      'project.integration_set_group_datadog',
      { ...group, datadog_site: 'datadoghq.eu' },
      ['requires api_key', 'api_key is missing', 'datadog'],
    ],
    ['pipeline.trigger_run', { ...project, ref: 'main' }, ['requires token', 'token is missing']],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));
});

describe('the sandbox, as GitLab, refuses the request that lacks it', () => {
  it.each([
    ['POST', '/projects/group%2Fproject/deploy_tokens', { name: 'ci' }, 'scopes is missing'],
    ['POST', '/groups/group/deploy_tokens', { name: 'ci' }, 'scopes is missing'],
    [
      'PUT',
      '/projects/group%2Fproject/integrations/jira',
      { url: 'https://jira.example.com', username: 'gitlab' },
      'password is missing',
    ],
    ['PUT', '/groups/group/integrations/datadog', { datadog_site: 'datadoghq.eu' }, 'api_key is missing'],
  ])('%s %s', async (method, path, body, words) => {
    const { sandbox } = harness();
    const response = await fetch(`${sandbox.url}/api/v4${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': sandbox.tokens.api, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect([response.status, await response.json()]).toEqual([400, { error: words }]);
  });
});
