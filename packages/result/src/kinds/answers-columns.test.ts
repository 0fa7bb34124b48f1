/**
 * What lists and cards show so the next call can be made (issue 23): role names with their numbers, the pipeline
 * of a merge request whose head pipeline is null, who may push and merge, and the columns a call adds.
 */
import { describe, expect, it } from 'vitest';
import { renderResult } from '../render-result.js';
import type { GitLabObject, ListResult } from '../result.js';
import { cardText } from '../testing/card-text.js';
import { DYNAMIC, MERGE_REQUEST } from '../testing/fixtures.js';
import { accessLevelName } from './access-level.js';
import { REVIEWERS_COLUMN } from './common-fields.js';

const markdown = (result: ListResult) => {
  const block = renderResult(result, DYNAMIC).content[0];
  return block?.type === 'text' ? block.text : '';
};
const list = (objectKind: string, items: GitLabObject[], extra: Partial<ListResult> = {}): ListResult => ({
  kind: 'list',
  objectKind,
  key: `${objectKind}s`,
  items,
  pagination: null,
  contentType: 'list',
  nextSteps: [],
  notes: [],
  ...extra,
});

describe('access levels', () => {
  it('names every role GitLab defines with its number, and leaves other numbers as they are', () => {
    expect([0, 5, 10, 15, 20, 30, 40, 50, 60].map(accessLevelName)).toEqual([
      'No access (0)',
      'Minimal access (5)',
      'Guest (10)',
      'Planner (15)',
      'Reporter (20)',
      'Developer (30)',
      'Maintainer (40)',
      'Owner (50)',
      'Admin (60)',
    ]);
    expect(accessLevelName(35)).toBe('35');
  });

  it('a member list shows the user ID and the role by name', () => {
    const text = markdown(
      list('member', [{ id: 5, username: 'dave', name: 'Dave', access_level: 30, state: 'active' }]),
    );
    expect(text).toContain('| User ID | Username | Name | Access Level | Expires | State |');
    expect(text).toContain('| 5 | @dave | Dave | Developer (30) | — | active |');
  });

  it('a protected branch list shows who may push and who may merge', () => {
    const text = markdown(
      list('protected_branch', [
        {
          id: 1,
          name: 'main',
          push_access_levels: [{ access_level: 40, access_level_description: 'Maintainers' }],
          merge_access_levels: [
            { access_level: 30, access_level_description: 'Developers + Maintainers' },
            { access_level: null, user_id: 5, access_level_description: 'Dave' },
          ],
          allow_force_push: false,
        },
      ]),
    );
    expect(text).toContain('| Name | Allowed to Push | Allowed to Merge | Allow Force Push |');
    expect(text).toContain('| main | Maintainer (40) | Developer (30), user ID 5 | ❌ |');
  });
});

describe('identifiers in lists', () => {
  it('a user list shows the user ID a write needs', () => {
    const text = markdown(list('user', [{ id: 5, username: 'dave', name: 'Dave Davis', state: 'active' }]));
    expect(text).toContain(
      '| ID | Username | Name | State |\n| --- | --- | --- | --- |\n| 5 | @dave | Dave Davis | active |',
    );
  });

  it('a milestone list shows the IID its get takes and the ID an issue is filed under', () => {
    const text = markdown(list('milestone', [{ id: 12, iid: 3, title: 'v1.2', state: 'active' }]));
    expect(text).toContain('| 3 | 12 | v1.2 | active |');
  });
});

describe('columns a call adds', () => {
  it("an action's columns follow its kind's", () => {
    const text = markdown(list('merge_request', [MERGE_REQUEST], { columns: [REVIEWERS_COLUMN] }));
    expect(text).toContain('| Source -> Target | Reviewers |');
    expect(text).toContain('| feature/fix-login -> main | @bob |');
  });

  it('a list sorted by a date shows that date; one the table already has is not repeated', () => {
    const issue = { iid: 1, title: 'A', state: 'opened', updated_at: '2025-03-20T10:00:00Z' };
    expect(markdown(list('issue', [issue], { sortedBy: 'updated_at' }))).toContain('| Updated |\n');
    expect(markdown(list('issue', [issue], { sortedBy: 'updated_at' }))).toContain(
      '| 20 Mar 2025 10:00 UTC |',
    );
    expect(markdown(list('issue', [issue], { sortedBy: 'title' }))).not.toContain('Updated');
    const pipelines = markdown(
      list('pipeline', [{ id: 1, created_at: '2025-03-20T10:00:00Z' }], { sortedBy: 'created_at' }),
    );
    expect(pipelines.match(/Created/g)).toHaveLength(1);
  });
});

describe("a merge request's pipeline", () => {
  const pipeline = {
    id: 77,
    status: 'failed',
    web_url: 'https://gitlab.example.com/group/project/-/pipelines/77',
  };

  it('falls back to `pipeline` when `head_pipeline` is null', () => {
    const text = cardText('merge_request', { ...MERGE_REQUEST, head_pipeline: null, pipeline });
    expect(text).toContain(
      '- **Pipeline**: [#77](https://gitlab.example.com/group/project/-/pipelines/77) ❌ failed\n',
    );
  });

  it('shows only the head pipeline when GitLab sends both', () => {
    const text = cardText('merge_request', { ...MERGE_REQUEST, pipeline });
    expect(text.match(/\*\*Pipeline\*\*/g)).toHaveLength(1);
    expect(text).toContain('[#1207]');
  });
});
