import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';

/** The reshape of a REST action, as the runner applies it to GitLab's answer. */
function reshapeOf(id: string): (data: unknown) => unknown {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call) || !call.reshape) throw new Error(`${id} has no reshape`);
  const reshape = call.reshape;
  return (data) => reshape(data, {});
}

const TOKEN = { id: 1, name: 'bot', scopes: ['api'], token: 'glpat-should-never-show' };

describe('secrets the access and ci_variable gets drop, should GitLab send them', () => {
  it.each([
    'access.token_personal_list',
    'access.token_project_list',
    'access.deploy_token_list_all',
    'access.deploy_token_list_group',
    'access.token_personal_get',
    'access.token_project_get',
    'access.token_group_get',
    'access.deploy_token_get_project',
    'access.deploy_token_get_group',
  ])('%s drops a token value', (id) => {
    expect(reshapeOf(id)(TOKEN)).toEqual({ id: 1, name: 'bot', scopes: ['api'] });
  });

  it.each([
    'access.token_project_rotate',
    'access.token_personal_rotate_self',
    'access.deploy_token_create_group',
  ])('%s keeps the value it makes: the one answer that shows it', (id) => {
    const call = findAction(id)?.gitlab;
    expect(call && 'rest' in call && call.reshape).toBeFalsy();
    expect(findAction(id)?.answer).toMatchObject({
      object: id.includes('deploy') ? 'new_deploy_token' : 'new_access_token',
    });
  });

  it.each(['ci_variable.list', 'ci_variable.group_list', 'ci_variable.instance_list'])(
    '%s drops every value: a list shows none, plain or masked',
    (id) => {
      expect(reshapeOf(id)({ key: 'C', value: 'plain', masked: false })).toEqual({ key: 'C', masked: false });
    },
  );

  it.each(['ci_variable.get', 'ci_variable.group_update', 'ci_variable.instance_create'])(
    '%s drops the value of a masked or hidden variable and keeps a plain one',
    (id) => {
      const reshape = reshapeOf(id);
      expect(reshape({ key: 'A', value: 'secret', masked: true, hidden: false })).toEqual({
        key: 'A',
        masked: true,
        hidden: false,
      });
      expect(reshape({ key: 'B', value: null, masked: true, hidden: true })).not.toHaveProperty('value');
      expect(reshape({ key: 'C', value: 'plain', masked: false })).toEqual({
        key: 'C',
        value: 'plain',
        masked: false,
      });
    },
  );

  it('a get by environment scope asks GitLab with filter[environment_scope]', () => {
    const call = findAction('ci_variable.delete')?.gitlab;
    if (!call || !('rest' in call) || !call.send) throw new Error('ci_variable.delete has no send');
    expect(call.send({ project_id: '42', key: 'K', environment_scope: 'production' })).toEqual({
      project_id: '42',
      key: 'K',
      filter: { environment_scope: 'production' },
    });
  });
});
