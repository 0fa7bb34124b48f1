import { describe, expect, it } from 'vitest';
import gitlab from '../../../../reference/gitlab-contract/authz/fine-grained-permissions.json' with { type: 'json' };
import { GRAPHQL_PERMISSIONS } from './access.js';
import { createState } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';

/*
 * The seeded fine-grained PAT (alice's) grants project 42, in GitLab's permission names: read the project, its
 * repository, commits, branches, MRs, work items (issues), pipelines, jobs; create and update work items (which
 * covers notes on issues and MRs). It also has read_user at the user boundary and read_group (nothing else) on
 * group/subgroup. GitLab answers objects outside a grant with null and no error over GraphQL, and leaves them out of
 * lists.
 */
const fineGrained = seedTokenSecrets.fineGrained;

describe('fine-grained PAT (GitLab 19.x): outside the grant is null or absent, never an error', () => {
  it('checks only permissions GitLab defines', () => {
    const defined = new Set(gitlab.permissions);
    expect(GRAPHQL_PERMISSIONS.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('a project outside the grant resolves to null without an error; the granted one resolves', async () => {
    const result = await askGraphql(
      createState(),
      '{ granted: project(fullPath: "group/project") { fullPath } other: project(fullPath: "group/big") { fullPath } group(fullPath: "group") { fullPath } }',
      { token: fineGrained },
    );
    expect(result.body).toEqual({
      data: { granted: { fullPath: 'group/project' }, other: null, group: null },
    });
  });

  it('lists leave out what the grant does not cover', async () => {
    const document = '{ projects { nodes { fullPath } } groups { nodes { fullPath } } }';
    const granted = await askGraphql(createState(), document, { token: fineGrained });
    expect(granted.body).toEqual({
      data: {
        projects: { nodes: [{ fullPath: 'group/project' }] },
        groups: { nodes: [{ fullPath: 'group/subgroup' }] },
      },
    });
    // alice's classic token sees the same instance whole: the filter is the grant, not her membership.
    const classic = await askGraphql(createState(), document, { token: seedTokenSecrets.alice });
    expect((classic.body.data as { projects: { nodes: unknown[] } }).projects.nodes).toHaveLength(5);
  });

  it('OF-71 a list the grant empties: group/subgroup’s projects are [] for the token, [library] for a classic one', async () => {
    const document =
      '{ group(fullPath: "group/subgroup") { fullPath projects { nodes { fullPath } } } project(fullPath: "group/subgroup/library") { fullPath } }';
    const fine = await askGraphql(createState(), document, { token: fineGrained });
    // The group is granted (read_group), its project is not (no read_project there): no error, just nothing.
    expect(fine.body).toEqual({
      data: { group: { fullPath: 'group/subgroup', projects: { nodes: [] } }, project: null },
    });
    const classic = await askGraphql(createState(), document, { token: seedTokenSecrets.alice });
    expect(classic.body).toEqual({
      data: {
        group: { fullPath: 'group/subgroup', projects: { nodes: [{ fullPath: 'group/subgroup/library' }] } },
        project: { fullPath: 'group/subgroup/library' },
      },
    });
  });

  it('objects named by global id outside the grant are null too', async () => {
    const result = await askGraphql(
      createState(),
      '{ inside: issue(id: "gid://gitlab/Issue/541") { iid } outside: issue(id: "gid://gitlab/Issue/100001") { iid } workItem(id: "gid://gitlab/WorkItem/100001") { iid } }',
      { token: fineGrained },
    );
    expect(result.body).toEqual({ data: { inside: { iid: '41' }, outside: null, workItem: null } });
  });

  it('the user boundary with read_user answers currentUser', async () => {
    const result = await askGraphql(createState(), '{ currentUser { username } }', { token: fineGrained });
    expect(result.body).toEqual({ data: { currentUser: { username: 'alice' } } });
  });

  it('granted writes succeed; a write the grant lacks is refused with GitLab’s resource error', async () => {
    const state = createState();
    const note = await askGraphql(
      state,
      'mutation { createNote(input: {noteableId: "gid://gitlab/MergeRequest/9243", body: "ok"}) { errors } }',
      {
        token: fineGrained,
      },
    );
    expect(note.body).toEqual({ data: { createNote: { errors: [] } } });
    const draft = await askGraphql(
      state,
      'mutation { mergeRequestSetDraft(input: {projectPath: "group/project", iid: "243", draft: true}) { errors } }',
      {
        token: fineGrained,
      },
    );
    expect(draft.body.data).toEqual({ mergeRequestSetDraft: null });
    expect(draft.body.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
    expect(state.tables.mergeRequests.find((mr) => mr.iid === 243)?.draft).toBe(false);
  });
});
