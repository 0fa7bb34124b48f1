/**
 * Issue 18: the lists of trigger tokens, Markdown uploads, project templates and snippets, which GitLab answers in
 * its own order (their pages declare no order_by or sort). The reference catalog gives the actions order_by and sort;
 * the server keeps taking them and refuses them by name before any request, and without them the list reaches
 * GitLab with only what its table declares. Integrations are set up with the slug's own settings.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

describe('an order GitLab does not take on these lists is refused by name, nothing sent', () => {
  it.each([
    ['pipeline.trigger_list', { ...project, order_by: 'id' }, ['order_by', 'trigger token list']],
    ['project.upload_list', { ...project, sort: 'asc' }, ['sort', 'GET /projects/{project_id}/uploads']],
    [
      'group.group_upload_list',
      { ...group, order_by: 'size' },
      ['order_by', 'GET /groups/{group_id}/uploads'],
    ],
    [
      'template.project_template_list',
      { ...project, template_type: 'gitignores', order_by: 'name', sort: 'desc' },
      ['order_by, sort', 'project template list'],
    ],
    ['snippet.project_list', { ...project, sort: 'desc' }, ['sort', 'GET /projects/{project_id}/snippets']],
    ['snippet.list', { order_by: 'created_at' }, ['order_by', 'GET /snippets']],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));
});

describe('without an order the lists reach GitLab with only declared names', () => {
  it.each([
    ['pipeline.trigger_list', project, '/projects/group%2Fproject/triggers'],
    ['project.upload_list', project, '/projects/group%2Fproject/uploads'],
    [
      'template.project_template_list',
      { ...project, template_type: 'gitignores' },
      '/projects/group%2Fproject/templates/gitignores',
    ],
    ['snippet.project_list', project, '/projects/group%2Fproject/snippets'],
  ])('%s %j reaches GET %s', async (id, params, path) => {
    const { result, text, requests } = await executeLogged(harness(), id, { ...params, per_page: 5 });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, request.status, request.undeclared]),
    ).toEqual([['GET', path, 200, undefined]]);
    expect(Object.keys(requests[0]!.query).sort()).toEqual(['page', 'per_page']);
  });
});

describe("an integration is set up with its own slug's settings", () => {
  it("sends Mattermost's settings as top-level names GitLab's Mattermost endpoint declares", async () => {
    const { result, text, requests } = await executeLogged(harness(), 'project.integration_set', {
      ...project,
      slug: 'mattermost',
      config: { webhook: 'https://chat.example.com/hooks/x', channel: 'town-square', push_events: true },
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, Object.keys(request.body as object).sort()]),
    ).toEqual([
      ['PUT', '/projects/group%2Fproject/integrations/mattermost', ['channel', 'push_events', 'webhook']],
    ]);
    expect(requests[0]?.undeclared).toBeUndefined();
    expect(text).not.toContain('chat.example.com/hooks');
  });

  it("answers GitLab's 400 naming a required setting the slug's table asks for", async () => {
    const { result, text, requests } = await executeLogged(harness(), 'project.integration_set', {
      ...project,
      slug: 'telegram',
      config: { token: '123:abc' },
    });
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['PUT', '/projects/group%2Fproject/integrations/telegram', 400],
    ]);
    expect(result.isError).toBe(true);
    expect(text).toContain('room is missing');
  });
});
