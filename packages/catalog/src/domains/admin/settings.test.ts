import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';

/** Runs a REST action's template the way the runner does: `send` on the args, `reshape` on GitLab's answer. */
function restCall(id: string) {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call)) throw new Error(`${id} is not a REST action`);
  return call;
}

describe('admin settings: credentials among the settings never reach an answer', () => {
  it.each(['admin.settings_get', 'admin.settings_update'])('%s drops integration secrets', (id) => {
    const reshape = restCall(id).reshape!;
    const answer = {
      signup_enabled: false,
      akismet_api_key: 'ak-secret',
      elasticsearch_password: 'es-secret',
    };
    expect(reshape(answer, {})).toEqual({ signup_enabled: false });
  });

  it('admin.settings_update sends each setting as a top-level field, as GitLab reads them', () => {
    const send = restCall('admin.settings_update').send!;
    expect(send({ settings: { signup_enabled: true, default_branch_name: 'trunk' } })).toEqual({
      signup_enabled: true,
      default_branch_name: 'trunk',
    });
  });
});
