import { describe, expect, it } from 'vitest';
import { RouteTemplates, UNMATCHED_ROUTE } from './route-template.js';

describe('RouteTemplates', () => {
  const routes = new RouteTemplates();
  routes.add('GET /projects/{project_id}/repository/branches/{branch_name}');
  routes.add('GET /projects/{project_id}/repository/files/{file_path}/raw');
  routes.add('GET /user');
  routes.add('GET /users/{user_id}');

  it('names the template a path filled, whatever the prefix or doubled slash', () => {
    for (const path of [
      '/projects/group%2Fproject/repository/branches/feature%2Fx',
      '//projects/7/repository/branches/main',
      '/gitlab/api/v4/projects/7/repository/branches/main?per_page=2',
    ])
      expect(routes.match('GET', path)).toBe('/projects/{project_id}/repository/branches/{branch_name}');
    expect(routes.match('GET', '/projects/7/repository/files/src%2Fa.ts/raw')).toBe(
      '/projects/{project_id}/repository/files/{file_path}/raw',
    );
  });

  it('prefers the literal route where a placeholder would match too', () => {
    routes.add('GET /{anything}');
    expect(routes.match('GET', '/user')).toBe('/user');
  });

  it('tries the running call templates first, learning them', () => {
    expect(routes.match('POST', '/projects/7/issues', ['POST /projects/{project_id}/issues'])).toBe(
      '/projects/{project_id}/issues',
    );
    expect(routes.match('POST', '/projects/8/issues')).toBe('/projects/{project_id}/issues');
  });

  it('records nothing of a path no template matches, nor of another method', () => {
    expect(routes.match('GET', '/projects/secret%2Fpath/unknown/thing')).toBe(UNMATCHED_ROUTE);
    expect(routes.match('DELETE', '/user')).toBe(UNMATCHED_ROUTE);
  });
});
