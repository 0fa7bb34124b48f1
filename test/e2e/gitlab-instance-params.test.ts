/**
 * Issue 18: instance endpoints whose GitLab declaration the catalog had wrong. A storage move list takes no order,
 * a topic is sent with the title GitLab requires, and a pipeline's dependency list exports only as an SBOM (GitLab answers 404 otherwise):
 * the server sends what GitLab takes, or refuses by the argument's name before any request.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

describe('what GitLab would refuse or ignore is refused by name before any request', () => {
  it.each([
    ['storage_move.retrieve_all_project', { sort: 'asc' }, ['sort', 'GET /project_repository_storage_moves']],
    [
      'storage_move.retrieve_all_group',
      { order_by: 'id' },
      ['order_by', 'GET /group_repository_storage_moves'],
    ],
    [
      'storage_move.retrieve_snippet',
      { snippet_id: 64, order_by: 'id', sort: 'desc' },
      ['order_by, sort', 'GET /snippets/{snippet_id}/repository_storage_moves'],
    ],
    ['dependency.export_create', { pipeline_id: 1207, export_type: 'csv' }, ['sbom', 'csv']],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));
});

describe('what GitLab needs is sent', () => {
  it('admin.topic_create sends the title GitLab requires: the slug, when none is given', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'admin.topic_create', {
      name: 'payments',
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, request.body, request.undeclared]),
    ).toEqual([['POST', '/topics', { name: 'payments', title: 'payments' }, undefined]]);
  });

  it('dependency.export_create asks for the SBOM when no type is given', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'dependency.export_create', {
      pipeline_id: 1207,
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, request.body, request.undeclared]),
    ).toEqual([['POST', '/pipelines/1207/dependency_list_exports', { export_type: 'sbom' }, undefined]]);
  });

  it('storage_move.retrieve_all_snippet reaches GitLab without order names', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'storage_move.retrieve_all_snippet', {
      per_page: 5,
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ['GET', '/snippet_repository_storage_moves', { page: '1', per_page: '5' }],
    ]);
  });
});
