import { describe, expect, it } from 'vitest';
import { GITLAB_REST_PERMISSIONS } from '@gitlab-mcp/gitlab-authz';
import { checkScopes } from '../auth.js';
import { askGraphql } from '../graphql/test-support.js';
import { ApiError } from '../http/errors.js';
import type { SandboxRequest } from '../http/request.js';
import { createState } from '../seed/seed-state.js';
import { scopeCovers } from './grant.js';
import { findGroup, findUser } from './lookup.js';
import type { GranularScopeRow, TokenRow } from './rows.js';
import type { SandboxState } from './state.js';

function scope(access: GranularScopeRow['access'], extra: Partial<GranularScopeRow> = {}): GranularScopeRow {
  return {
    id: 90,
    access,
    project_id: null,
    group_id: null,
    permissions: ['read_project', 'read_work_item'],
    created_at: '2025-01-02T09:00:00.000Z',
    ...extra,
  };
}

/** The project paths a scope reaches for a user. */
function reached(state: SandboxState, row: GranularScopeRow, username: string): string[] {
  const user = findUser(state, username)!;
  return state.tables.projects
    .filter((project) => scopeCovers(state, row, user, { project }))
    .map((project) => project.path_with_namespace);
}

/**
 * A fine-grained token of bob's (member of projects 42, 43 and 44, owner of his fork bob/project, not a member of
 * alice/scratch) with one scope.
 */
function bobToken(state: SandboxState, row: GranularScopeRow): TokenRow {
  const token: TokenRow = {
    ...state.tables.tokens.find((candidate) => candidate.id === 4)!,
    id: 99,
    token: 'glpat-sandbox-bob-all-memberships',
    user_id: 3,
    granular_scopes: [row],
  };
  state.tables.tokens.push(token);
  return token;
}

function restRead(state: SandboxState, token: TokenRow, path: string): number {
  const req: SandboxRequest = {
    method: 'GET',
    surface: 'rest',
    path,
    sitePath: `/api/v4${path}`,
    rawPath: `/api/v4${path}`,
    rawQuery: '',
    query: {},
    params: {},
    headers: {},
    body: undefined,
    origin: 'http://sandbox.invalid',
    auth: null,
  };
  try {
    checkScopes(state, req, { token, user: findUser(state, token.user_id)! });
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('fine-grained boundaries (one definition for REST and GraphQL)', () => {
  it('all_memberships follows the token user’s own memberships, inherited ones included', () => {
    const state = createState();
    expect(reached(state, scope('all_memberships'), 'bob')).toEqual([
      'group/project',
      'group/big',
      'group/subgroup/library',
      'bob/project',
    ]);
    // alice is a maintainer of group (so of everything in it) and owns her personal namespace.
    expect(reached(state, scope('all_memberships'), 'alice')).toHaveLength(4);
    expect(
      scopeCovers(state, scope('all_memberships'), findUser(state, 'bob')!, { group: findGroup(state, 10)! }),
    ).toBe(false);
  });

  it('selected_memberships reaches the chosen project, or the chosen group and what is below it', () => {
    const state = createState();
    expect(reached(state, scope('selected_memberships', { project_id: 43 }), 'bob')).toEqual(['group/big']);
    expect(reached(state, scope('selected_memberships', { group_id: 11 }), 'bob')).toEqual([
      'group/subgroup/library',
    ]);
    const user = findUser(state, 'bob')!;
    const subgroupScope = scope('selected_memberships', { group_id: 11 });
    expect(scopeCovers(state, subgroupScope, user, { group: findGroup(state, 11)! })).toBe(true);
    expect(scopeCovers(state, subgroupScope, user, { group: findGroup(state, 10)! })).toBe(false);
  });

  it('personal_projects reaches the user’s own namespace only; user and instance boundaries as named', () => {
    const state = createState();
    expect(reached(state, scope('personal_projects'), 'alice')).toEqual(['alice/scratch']);
    expect(reached(state, scope('personal_projects'), 'bob')).toEqual(['bob/project']);
    expect(reached(state, scope('user'), 'bob')).toEqual([]);
    expect(reached(state, scope('instance'), 'bob')).toHaveLength(5);
    const bob = findUser(state, 'bob')!;
    expect(scopeCovers(state, scope('user'), bob, 'user')).toBe(true);
    expect(scopeCovers(state, scope('all_memberships'), bob, 'user')).toBe(false);
  });

  it('REST refuses and GraphQL leaves out the same projects for an all_memberships token', async () => {
    const state = createState();
    const token = bobToken(state, scope('all_memberships'));
    expect(restRead(state, token, '/projects/44/issues')).toBe(200);
    expect(restRead(state, token, '/projects/45/issues')).toBe(403);
    const listed = await askGraphql(state, '{ projects { nodes { fullPath } } }', { token: token.token });
    const paths = (listed.body.data as { projects: { nodes: { fullPath: string }[] } }).projects.nodes.map(
      (node) => node.fullPath,
    );
    expect(paths.sort()).toEqual(['bob/project', 'group/big', 'group/project', 'group/subgroup/library']);
  });

  it('no grant opens an endpoint GitLab lists for no fine-grained permission', () => {
    const state = createState();
    const everything = scope('instance', { permissions: Object.keys(GITLAB_REST_PERMISSIONS) });
    const token = bobToken(state, everything);
    expect(restRead(state, token, '/projects/44/issues')).toBe(200);
    expect(restRead(state, token, '/version')).toBe(200);
    expect(restRead(state, token, '/usage_data/metric_definitions')).toBe(403);
  });
});
