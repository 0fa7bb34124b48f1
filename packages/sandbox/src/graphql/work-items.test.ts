import { describe, expect, it } from 'vitest';
import { createState, findIssue } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';

const frozen = () => createState({ now: '2025-03-21T09:00:00Z' });
const api = { token: seedTokenSecrets.api };

const WIDGETS = `widgets { type
  ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
  ... on WorkItemWidgetWeight { weight }
  ... on WorkItemWidgetHealthStatus { healthStatus }
  ... on WorkItemWidgetHierarchy { hasParent parent { iid } }
  ... on WorkItemWidgetLabels { labels { nodes { title } } } }`;

type Data = Record<string, Record<string, unknown>>;

function widget(item: unknown, type: string): Record<string, unknown> {
  return ((item as { widgets: Record<string, unknown>[] }).widgets.find((entry) => entry.type === type) ??
    {}) as Record<string, unknown>;
}

describe('work item writes (workItemCreate, workItemUpdate, workItemDelete)', () => {
  it('create takes the widgets; start date, health status and parent read back', async () => {
    const state = frozen();
    const result = await askGraphql(
      state,
      `mutation($input: WorkItemCreateInput!) { workItemCreate(input: $input) { errors workItem { iid ${WIDGETS} } } }`,
      {
        ...api,
        variables: {
          input: {
            namespacePath: 'group/project',
            title: 'Child task',
            workItemTypeId: 'gid://gitlab/WorkItems::Type/5',
            startAndDueDateWidget: { startDate: '2025-04-01', dueDate: '2025-04-30' },
            weightWidget: { weight: 3 },
            healthStatusWidget: { healthStatus: 'atRisk' },
            hierarchyWidget: { parentId: 'gid://gitlab/WorkItem/' + findIssue(state, 42, 1)!.id },
          },
        },
      },
    );
    expect(result.body.errors).toBeUndefined();
    const item = (result.body.data as Data).workItemCreate!.workItem;
    expect(widget(item, 'START_AND_DUE_DATE')).toMatchObject({
      startDate: '2025-04-01',
      dueDate: '2025-04-30',
    });
    expect(widget(item, 'WEIGHT')).toMatchObject({ weight: 3 });
    expect(widget(item, 'HEALTH_STATUS')).toMatchObject({ healthStatus: 'atRisk' });
    expect(widget(item, 'HIERARCHY')).toMatchObject({ hasParent: true, parent: { iid: '1' } });
  });

  it('update changes title, labels and state; a blank title is a validation error in the payload', async () => {
    const state = frozen();
    const id = `gid://gitlab/WorkItem/${findIssue(state, 42, 2)!.id}`;
    const update = (input: Record<string, unknown>) =>
      askGraphql(
        state,
        `mutation($input: WorkItemUpdateInput!) { workItemUpdate(input: $input) { errors workItem { title state ${WIDGETS} } } }`,
        { ...api, variables: { input: { id, ...input } } },
      );
    const done = await update({
      title: 'Renamed',
      stateEvent: 'CLOSE',
      labelsWidget: { addLabelIds: ['gid://gitlab/ProjectLabel/21'] },
    });
    const item = (done.body.data as Data).workItemUpdate!.workItem as Record<string, unknown>;
    expect(item).toMatchObject({ title: 'Renamed', state: 'CLOSED' });
    expect(widget(item, 'LABELS')).toMatchObject({
      labels: { nodes: expect.arrayContaining([{ title: 'bug' }]) },
    });
    const blank = await update({ title: ' ' });
    expect((blank.body.data as Data).workItemUpdate).toMatchObject({
      workItem: null,
      errors: ["Title can't be blank"],
    });
  });

  it('delete removes the row for an administrator and refuses a developer', async () => {
    const state = frozen();
    const row = findIssue(state, 42, 3)!;
    const remove = (token: string) =>
      askGraphql(state, `mutation($id: WorkItemID!) { workItemDelete(input: {id: $id}) { errors } }`, {
        token,
        variables: { id: `gid://gitlab/WorkItem/${row.id}` },
      });
    const refused = await remove(seedTokenSecrets.alice);
    expect(refused.body.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
    const done = await remove(seedTokenSecrets.api);
    expect((done.body.data as Data).workItemDelete).toEqual({ errors: [] });
    expect(state.tables.issues).not.toContain(row);
  });

  it('namespace.workItems: milestone and weight wildcards, and NONE of what the store does not keep', async () => {
    const state = frozen();
    const list = async (args: string) => {
      const result = await askGraphql(
        state,
        `{ namespace(fullPath: "group/project") { workItems(${args}, first: 100) { nodes { iid } } } }`,
        api,
      );
      expect(result.body.errors).toBeUndefined();
      return ((result.body.data as Data).namespace!.workItems as { nodes: unknown[] }).nodes.length;
    };
    const all = await list('state: all');
    expect(all).toBeGreaterThan(0);
    expect((await list('milestoneWildcardId: ANY')) + (await list('milestoneWildcardId: NONE'))).toBe(all);
    expect(await list('iterationWildcardId: NONE')).toBe(all);
    expect(await list('iterationWildcardId: ANY')).toBe(0);
    expect(await list('healthStatusFilter: atRisk')).toBe(0);
  });
});

describe('work item saved views', () => {
  const create = `mutation($input: WorkItemSavedViewCreateInput!) { workItemSavedViewCreate(input: $input) {
    errors savedView { id name isPrivate subscribed sort filters shareUrl } } }`;
  const input = {
    namespacePath: 'group/project',
    name: 'Open bugs',
    filters: { state: 'opened', labelName: ['bug'] },
    displaySettings: {},
    sort: 'UPDATED_DESC',
  };

  it('create subscribes the author; the view is private by default and invisible to others', async () => {
    const state = frozen();
    const created = await askGraphql(state, create, { ...api, variables: { input } });
    const view = (created.body.data as Data).workItemSavedViewCreate!.savedView as Record<string, unknown>;
    expect(view).toMatchObject({
      id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1',
      isPrivate: true,
      subscribed: true,
      sort: 'UPDATED_DESC',
      filters: { state: 'opened', labelName: ['bug'] },
      shareUrl: 'https://gitlab.example.com/group/project/-/work_items/views/1',
    });
    const read = (token: string) =>
      askGraphql(state, `{ namespace(fullPath: "group/project") { savedViews { nodes { name } } } }`, {
        token,
      });
    expect(((await read(seedTokenSecrets.api)).body.data as Data).namespace!.savedViews).toEqual({
      nodes: [{ name: 'Open bugs' }],
    });
    expect(((await read(seedTokenSecrets.alice)).body.data as Data).namespace!.savedViews).toEqual({
      nodes: [],
    });
  });

  it('unsubscribe, update and delete by global ID; an unknown ID is GitLab’s resource error', async () => {
    const state = frozen();
    await askGraphql(state, create, { ...api, variables: { input } });
    const id = 'gid://gitlab/WorkItems::SavedViews::SavedView/1';
    const unsubscribed = await askGraphql(
      state,
      `mutation { workItemSavedViewUnsubscribe(input: {id: "${id}"}) { savedView { subscribed } } }`,
      api,
    );
    expect((unsubscribed.body.data as Data).workItemSavedViewUnsubscribe).toEqual({
      savedView: { subscribed: false },
    });
    const updated = await askGraphql(
      state,
      `mutation { workItemSavedViewUpdate(input: {id: "${id}", name: "Bugs", isPrivate: false}) { savedView { name isPrivate } } }`,
      api,
    );
    expect((updated.body.data as Data).workItemSavedViewUpdate).toEqual({
      savedView: { name: 'Bugs', isPrivate: false },
    });
    const deleted = await askGraphql(
      state,
      `mutation { workItemSavedViewDelete(input: {id: "${id}"}) { errors } }`,
      api,
    );
    expect((deleted.body.data as Data).workItemSavedViewDelete).toEqual({ errors: [] });
    const again = await askGraphql(
      state,
      `mutation { workItemSavedViewDelete(input: {id: "${id}"}) { errors } }`,
      api,
    );
    expect(again.body.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
  });
});
