import { findAction } from '@gitlab-mcp/catalog';
import { describe, expect, it } from 'vitest';
import { validateParams } from './validate-params.js';

const branchList = findAction('branch.list')!;

describe('validateParams', () => {
  it('accepts valid params and normalises numeric IDs to text', () => {
    expect(
      validateParams(branchList, { project_id: 42, per_page: '3' }, 'gitlab_execute_action', true),
    ).toEqual({
      ok: true,
      args: { project_id: '42', per_page: 3 },
    });
  });

  it('names the missing, unknown and wrong params and lists the valid ones', () => {
    const result = validateParams(
      branchList,
      { per_page: 500, colour: 'red' },
      'gitlab_execute_action',
      true,
    );
    expect(result.ok).toBe(false);
    const text = (result as { text: string }).text;
    expect(text).toMatch(/^gitlab_execute_action\/branch\.list: invalid params\. /);
    expect(text).toContain('Missing required params: project_id.');
    expect(text).toContain('Unknown params: colour.');
    expect(text).toMatch(/per_page: .*100/);
    expect(text).toContain(
      'Valid params: project_id, search, regex, order_by, sort, page, per_page, pagination, page_token.',
    );
  });

  it('OF-82 accepts the project_path alias only where the surface allows it', () => {
    expect(validateParams(branchList, { project_path: 'group/project' }, 'x', true)).toEqual({
      ok: true,
      args: { project_id: 'group/project' },
    });
    const refused = validateParams(
      branchList,
      { project_path: 'group/project' },
      'gitlab_branch_list',
      false,
    );
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { text: string }).text).toContain('Unknown params: project_path.');
  });
});
