import { describe, expect, it } from 'vitest';
import { renderResult } from '../render-result.js';
import type { GitLabObject, ObjectResult } from '../result.js';
import { DYNAMIC } from '../testing/fixtures.js';

function card(objectKind: string, data: GitLabObject): string {
  const rendered = renderResult(
    {
      kind: 'object',
      objectKind,
      data,
      contentType: 'detail',
      resourceUri: null,
      image: null,
      nextSteps: [],
      notes: [],
    } satisfies ObjectResult,
    DYNAMIC,
  );
  return rendered.content[0]?.type === 'text' ? rendered.content[0].text : '';
}

const ROOT = { id: 1, username: 'root', name: 'Administrator', web_url: 'https://gitlab.example.com/root' };

describe('merge request approval kinds', () => {
  it('the approvals card lists who approved under it', () => {
    const text = card('merge_request_approvals', {
      iid: 243,
      title: 'Fix login bug',
      state: 'opened',
      approved: true,
      approvals_required: 1,
      approvals_left: 0,
      approved_by: [{ user: ROOT, approved_at: '2025-03-21T09:00:00.000Z' }],
    });
    expect(text).toContain('Approvals of MR !243: Fix login bug');
    expect(text).toContain('**Approved**: ✅');
    expect(text).toContain('**Approvals Left**: 0');
    expect(text).toContain('### Approved By');
    expect(text).toContain('@root');
  });

  it('the approval state shows each rule with its approvers', () => {
    const text = card('merge_request_approval_state', {
      approval_rules_overwritten: true,
      approved: false,
      rules: [
        {
          id: 701,
          name: 'Security',
          rule_type: 'regular',
          approvals_required: 2,
          approved: false,
          approved_by: [ROOT],
        },
      ],
    });
    expect(text).toContain('**Rules Overridden**: ✅');
    expect(text).toContain('### Rules');
    expect(text).toContain('Security');
    expect(text).toContain('@root');
  });

  it('approval settings show the value of each setting', () => {
    const text = card('merge_request_approval_settings', {
      allow_author_approval: { value: true, locked: false, inherited_from: null },
      retain_approvals_on_push: { value: false, locked: false, inherited_from: null },
    });
    expect(text).toContain('**Author Can Approve**: ✅');
    expect(text).toContain('**Keep Approvals on Push**: ❌');
  });
});

describe('merge request link kinds', () => {
  it('a dependency names the blocked and the blocking merge request', () => {
    const mr = (iid: number, state: string) => ({
      iid,
      state,
      title: `MR ${iid}`,
      references: { full: `group/project!${iid}` },
      web_url: `https://gitlab.example.com/group/project/-/merge_requests/${iid}`,
    });
    const text = card('merge_request_dependency', {
      id: 601,
      blocking_merge_request: mr(245, 'opened'),
      blocked_merge_request: mr(246, 'opened'),
    });
    expect(text).toContain('Dependency #601: !246 waits for !245');
    expect(text).toContain(
      '[group/project!245](https://gitlab.example.com/group/project/-/merge_requests/245)',
    );
  });
});
