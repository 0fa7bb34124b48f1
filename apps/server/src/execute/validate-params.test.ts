import { findAction } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { validateParams } from './validate-params.js';

const branchList = findAction('branch.list')!;

describe('validateParams', () => {
  it('accepts valid params and normalises numeric IDs to text', () => {
    expect(
      validateParams(branchList, { project_id: 42, per_page: '3' }, 'gitlab_execute_action', true, []),
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
      [],
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
    expect(validateParams(branchList, { project_path: 'group/project' }, 'x', true, [])).toEqual({
      ok: true,
      args: { project_id: 'group/project' },
    });
    const refused = validateParams(
      branchList,
      { project_path: 'group/project' },
      'gitlab_branch_list',
      false,
      [],
    );
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { text: string }).text).toContain('Unknown params: project_path.');
  });
});

describe('validateParams: issue 11 hardening', () => {
  it('refuses values zod would coerce into numbers nobody sent: booleans, null, empty text, arrays', () => {
    for (const per_page of [true, null, '', [], [5], '0x10', ' 7']) {
      const result = validateParams(branchList, { project_id: 42, per_page }, 'x', true, []);
      expect(result, JSON.stringify(per_page)).toMatchObject({ ok: false });
      expect((result as { text: string }).text).toMatch(/per_page: expected number, received/);
    }
    expect(validateParams(branchList, { project_id: 42, per_page: '20' }, 'x', true, [])).toMatchObject({
      ok: true,
    });
  });

  it('refuses a path parameter of dots or nothing, which a URL parser would fold away', () => {
    for (const project_id of ['.', '..']) {
      const result = validateParams(branchList, { project_id }, 'x', true, []);
      expect((result as { text: string }).text).toContain(`project_id: "${project_id}" names nothing`);
    }
    const branchGet = findAction('branch.get')!;
    expect(validateParams(branchGet, { project_id: 42, branch_name: '' }, 'x', true, [])).toMatchObject({
      ok: false,
    });
    expect(validateParams(branchGet, { project_id: 42, branch_name: '..' }, 'x', true, [])).toMatchObject({
      ok: false,
    });
    // Dots inside a name are encoded with it as one segment: a name, not a step up.
    expect(validateParams(branchGet, { project_id: 42, branch_name: '../x' }, 'x', true, [])).toMatchObject({
      ok: true,
    });
    expect(validateParams(branchList, { project_id: 42, search: '..' }, 'x', true, [])).toMatchObject({
      ok: true,
    });
  });
});
