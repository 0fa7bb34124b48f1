import { describe, expect, it } from 'vitest';
import { createState, findIssue } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';

const frozen = () => createState({ now: '2025-03-21T09:00:00Z' });

describe('mutations write into the shared store', () => {
  it('createIssue: the next iid (42), authored by the token user, at the sandbox clock; the row is in the store', async () => {
    const state = frozen();
    const result = await askGraphql(
      state,
      `mutation($input: CreateIssueInput!) { createIssue(input: $input) {
        errors issue { id iid title author { username } createdAt labels { nodes { title } } assignees { nodes { username } } } } }`,
      {
        token: seedTokenSecrets.alice,
        variables: {
          input: {
            projectPath: 'group/project',
            title: 'Fix the login page',
            labelIds: ['gid://gitlab/ProjectLabel/21'],
            assigneeIds: ['gid://gitlab/User/3'],
          },
        },
      },
    );
    expect(result.body.errors).toBeUndefined();
    const issue = (result.body.data as { createIssue: { errors: string[]; issue: Record<string, unknown> } })
      .createIssue;
    expect(issue.errors).toEqual([]);
    expect(issue.issue).toMatchObject({
      iid: '42',
      title: 'Fix the login page',
      author: { username: 'alice' },
      createdAt: '2025-03-21T09:00:00.000Z',
      labels: { nodes: [{ title: 'bug' }] },
      assignees: { nodes: [{ username: 'bob' }] },
    });
    const stored = findIssue(state, 42, 42);
    expect(stored).toMatchObject({
      title: 'Fix the login page',
      author_id: 2,
      labels: ['bug'],
      assignee_ids: [3],
    });
    expect(issue.issue['id']).toBe(`gid://gitlab/Issue/${stored!.id}`);

    const reread = await askGraphql(
      state,
      '{ project(fullPath: "group/project") { issues(first: 1) { count nodes { iid } } } }',
      {
        token: seedTokenSecrets.api,
      },
    );
    expect(reread.body.data).toEqual({ project: { issues: { count: 42, nodes: [{ iid: '42' }] } } });
  });

  it('createIssue builds the row REST builds: no description is null; only owners and admins backdate', async () => {
    const state = frozen();
    const create = (token: string, projectPath: string) =>
      askGraphql(
        state,
        `mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors issue { iid createdAt description } } }`,
        {
          token,
          variables: { input: { projectPath, title: 'Backdated?', createdAt: '2025-01-01T00:00:00Z' } },
        },
      ).then(
        (result) =>
          (result.body.data as { createIssue: { issue: Record<string, unknown> } }).createIssue.issue,
      );
    // alice maintains group/project (through group) but owns only her personal project.
    expect(await create(seedTokenSecrets.alice, 'group/project')).toEqual({
      iid: '42',
      createdAt: '2025-03-21T09:00:00.000Z',
      description: null,
    });
    expect((await create(seedTokenSecrets.alice, 'alice/scratch')).createdAt).toBe(
      '2025-01-01T00:00:00.000Z',
    );
    expect((await create(seedTokenSecrets.api, 'group/project')).createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(findIssue(state, 42, 42)?.description).toBeNull();
  });

  it('createIssue with a blank title answers errors and no issue, as GitLab’s model validation does', async () => {
    const result = await askGraphql(
      frozen(),
      'mutation { createIssue(input: {projectPath: "group/project", title: " "}) { errors issue { iid } } }',
      {
        token: seedTokenSecrets.alice,
      },
    );
    expect(result.body).toEqual({ data: { createIssue: { errors: ["Title can't be blank"], issue: null } } });
  });

  it('updateIssue closes an issue and swaps labels; the store row changes', async () => {
    const state = frozen();
    const result = await askGraphql(
      state,
      `mutation { updateIssue(input: {projectPath: "group/project", iid: "41", stateEvent: CLOSE,
          addLabelIds: ["gid://gitlab/ProjectLabel/24"], title: "Login button misaligned on small screens"}) {
        errors issue { state title closedAt labels { nodes { title } } } } }`,
      { token: seedTokenSecrets.api },
    );
    expect(result.body.data).toEqual({
      updateIssue: {
        errors: [],
        issue: {
          state: 'closed',
          title: 'Login button misaligned on small screens',
          closedAt: '2025-03-21T09:00:00.000Z',
          labels: { nodes: [{ title: 'bug' }, { title: 'security' }] },
        },
      },
    });
    expect(findIssue(state, 42, 41)).toMatchObject({
      state: 'closed',
      closed_by_id: 1,
      labels: ['bug', 'security'],
    });
  });

  it('createNote on !243 adds a user note (userNotesCount 2 → 3) and a row REST reads', async () => {
    const state = frozen();
    const result = await askGraphql(
      state,
      `mutation { createNote(input: {noteableId: "gid://gitlab/MergeRequest/9243", body: "LGTM"}) { errors note { id body author { username } url } } }`,
      { token: seedTokenSecrets.alice },
    );
    const note = state.tables.notes.at(-1)!;
    expect(note).toMatchObject({
      body: 'LGTM',
      noteable_type: 'MergeRequest',
      noteable_iid: 243,
      author_id: 2,
      created_at: '2025-03-21T09:00:00.000Z',
    });
    expect(result.body.data).toEqual({
      createNote: {
        errors: [],
        note: {
          id: `gid://gitlab/Note/${note.id}`,
          body: 'LGTM',
          author: { username: 'alice' },
          url: `https://gitlab.example.com/group/project/-/merge_requests/243#note_${note.id}`,
        },
      },
    });
    const count = await askGraphql(
      state,
      '{ project(fullPath: "group/project") { mergeRequest(iid: "243") { userNotesCount } } }',
      { token: seedTokenSecrets.api },
    );
    expect(count.body.data).toEqual({ project: { mergeRequest: { userNotesCount: 3 } } });
  });

  it('createNote with a discussionId replies in that thread', async () => {
    const state = frozen();
    const thread = await askGraphql(
      state,
      '{ project(fullPath: "group/project") { mergeRequest(iid: "244") { discussions { nodes { id } } } } }',
      {
        token: seedTokenSecrets.api,
      },
    );
    const discussionId = (
      thread.body.data as { project: { mergeRequest: { discussions: { nodes: { id: string }[] } } } }
    ).project.mergeRequest.discussions.nodes[0]!.id;
    const reply = await askGraphql(
      state,
      'mutation($id: DiscussionID!) { createNote(input: {noteableId: "gid://gitlab/MergeRequest/9244", body: "Yes, opt-in.", discussionId: $id}) { note { discussion { id notes { nodes { body } } } } } }',
      { token: seedTokenSecrets.api, variables: { id: discussionId } },
    );
    expect(reply.body.data).toEqual({
      createNote: {
        note: {
          discussion: {
            id: discussionId,
            notes: { nodes: [{ body: 'Should remember-me be opt-in?' }, { body: 'Yes, opt-in.' }] },
          },
        },
      },
    });
  });

  it('mergeRequestSetDraft marks and unmarks a draft through the title, as GitLab does', async () => {
    const state = frozen();
    const set = (draft: boolean) =>
      askGraphql(
        state,
        `mutation { mergeRequestSetDraft(input: {projectPath: "group/project", iid: "243", draft: ${draft}}) { errors mergeRequest { title draft } } }`,
        {
          token: seedTokenSecrets.api,
        },
      );
    expect((await set(true)).body.data).toEqual({
      mergeRequestSetDraft: { errors: [], mergeRequest: { title: 'Draft: Fix login bug', draft: true } },
    });
    expect(state.tables.mergeRequests.find((mr) => mr.iid === 243)).toMatchObject({
      title: 'Draft: Fix login bug',
      draft: true,
    });
    expect((await set(false)).body.data).toEqual({
      mergeRequestSetDraft: { errors: [], mergeRequest: { title: 'Fix login bug', draft: false } },
    });
  });

  it('workItemCreate (supplement inputs) creates a task in the project namespace', async () => {
    const state = frozen();
    const result = await askGraphql(
      state,
      `mutation { workItemCreate(input: {namespacePath: "group/project", title: "Write tests", workItemTypeId: "gid://gitlab/WorkItems::Type/5",
          descriptionWidget: {description: "- [ ] unit"}, assigneesWidget: {assigneeIds: ["gid://gitlab/User/4"]}}) {
        errors workItem { iid title state workItemType { name } webUrl
          widgets(onlyTypes: [DESCRIPTION, ASSIGNEES]) { type ... on WorkItemWidgetDescription { description } ... on WorkItemWidgetAssignees { assignees { nodes { username } } } } } } }`,
      { token: seedTokenSecrets.alice },
    );
    expect(result.body.data).toEqual({
      workItemCreate: {
        errors: [],
        workItem: {
          iid: '42',
          title: 'Write tests',
          state: 'OPEN',
          workItemType: { name: 'Task' },
          webUrl: 'https://gitlab.example.com/group/project/-/work_items/42',
          widgets: [
            { type: 'ASSIGNEES', assignees: { nodes: [{ username: 'carol' }] } },
            { type: 'DESCRIPTION', description: '- [ ] unit' },
          ],
        },
      },
    });
    expect(findIssue(state, 42, 42)).toMatchObject({ issue_type: 'task', assignee_ids: [4] });
  });

  it('a read_api token cannot mutate: GitLab’s resource error, the field null, nothing written', async () => {
    const state = frozen();
    const before = state.tables.issues.length;
    const result = await askGraphql(
      state,
      'mutation { createIssue(input: {projectPath: "group/project", title: "x"}) { issue { iid } } }',
      {
        token: seedTokenSecrets.readApi,
      },
    );
    expect(result.body.data).toEqual({ createIssue: null });
    expect(result.body.errors?.map((error) => [error.message, error.path])).toEqual([
      [RESOURCE_ACCESS_ERROR, ['createIssue']],
    ]);
    expect(state.tables.issues).toHaveLength(before);
  });
});
