import { findAction } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { inputSchemaOf } from '../surfaces/compact-schema.js';
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

  it('issue 20 finding 10: bounds string params by kind of field, before anything is sent', () => {
    const search = 'x'.repeat(3 * 1024 * 1024);
    const refused = validateParams(branchList, { project_id: 'g/p', search }, 'x', true, []);
    expect(refused.ok).toBe(false);
    expect((refused as { text: string }).text).toContain('search: expected at most 4096 characters.');
    const path = validateParams(branchList, { project_id: 'g/'.repeat(3000) }, 'x', true, []);
    expect((path as { text: string }).text).toContain('project_id: expected at most 4096 characters.');

    const issueCreate = findAction('issue.create')!;
    const description = 'y'.repeat(200_000);
    expect(
      validateParams(issueCreate, { project_id: 'g/p', title: 't', description }, 'x', true, []).ok,
    ).toBe(true);
    const tooLong = 'y'.repeat(1_048_577);
    const text = validateParams(
      issueCreate,
      { project_id: 'g/p', title: 't', description: tooLong },
      'x',
      true,
      [],
    );
    expect((text as { text: string }).text).toContain('description: expected at most 1048576 characters.');
    const labels = validateParams(
      issueCreate,
      { project_id: 'g/p', title: 't', labels: ['z'.repeat(5000)] },
      'x',
      true,
      [],
    );
    expect(labels.ok).toBe(false);
  });

  it('publishes the bounds it checks as maxLength', () => {
    const properties = inputSchemaOf(branchList).properties as Record<string, { maxLength?: number }>;
    expect(properties.search?.maxLength).toBe(4096);
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
