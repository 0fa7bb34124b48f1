import { describe, expect, it } from 'vitest';
import { cardText as card } from '../testing/card-text.js';
import { DEFAULT_KINDS } from './registry.js';

const MAINTAINERS = { id: 3001, access_level: 40, access_level_description: 'Maintainers', user_id: null };

describe('environment, feature flag and template kinds', () => {
  it('OF-10 CI lint: the verdict heads the card and each error and warning has a line of its own', () => {
    const text = card('ci_lint', {
      verdict: '❌ invalid',
      valid: false,
      errors: ['jobs:build config contains unknown keys: scrpt'],
      warnings: [],
      error_count: 2,
      warning_count: 0,
      error_lines:
        'jobs:build config contains unknown keys: scrpt\njobs:build config should implement the script:, run:, or trigger: keyword',
      warning_lines: '',
      merged_yaml: null,
    });
    expect(text).toContain('## CI Lint: ❌ invalid\n\n- **Valid**: ❌\n- **Errors**: 2\n- **Warnings**: 0');
    expect(text).toContain(
      '```\njobs:build config contains unknown keys: scrpt\njobs:build config should implement the script:, run:, or trigger: keyword\n```',
    );
    expect(text).not.toContain('Merged YAML');
  });

  it('OF-10 a protected environment shows who may deploy and who must approve as tables', () => {
    const text = card('group_protected_environment', {
      name: 'production',
      required_approval_count: 1,
      deploy_access_levels: [MAINTAINERS],
      approval_rules: [{ ...MAINTAINERS, id: 3002, required_approvals: 1 }],
    });
    expect(text).toContain('## Protected Environment: production\n\n- **Required Approval Count**: 1');
    expect(text).toContain('### Allowed to Deploy');
    expect(text).toContain('### Approval Rules');
    expect(text).toMatch(/\| Maintainers \| Maintainer \(40\) \| — \| — \| 1 \|/);
  });

  it('OF-31 a deployment heads its card with its status marker; an environment state is plain text', () => {
    expect(card('deployment', { id: 405, iid: 5, status: 'success' }).split('\n')[0]).toBe(
      '## ✅ Deployment #5',
    );
    expect(card('environment', { id: 301, name: 'production', state: 'available' })).toContain(
      '- **State**: available',
    );
  });

  it('OF-62 the group and project twins point their not-found cards at their own lists', () => {
    expect(DEFAULT_KINDS.get('group_protected_branch')!.notFound.suggestions[0]!.action).toBe(
      'group.protected_branch_list',
    );
    expect(DEFAULT_KINDS.get('protected_branch')!.notFound.suggestions[0]!.action).toBe(
      'branch.list_protected',
    );
    expect(DEFAULT_KINDS.get('group_protected_environment')!.notFound.suggestions[0]!.action).toBe(
      'group.protected_env_list',
    );
  });

  it('OF-10 a feature flag lists its strategies with their rollout', () => {
    const text = card('feature_flag', {
      name: 'new_login_flow',
      active: true,
      strategies: [
        { id: 1101, name: 'gradualRolloutUserId', parameters: { groupId: 'default', percentage: '25' } },
      ],
    });
    expect(text).toContain('- **Active**: ✅');
    expect(text).toContain('### Strategies');
    expect(text).toMatch(/\| 1101 \| `gradualRolloutUserId` \| 25% \|/);
  });
});
