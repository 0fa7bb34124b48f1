import { describe, expect, it } from 'vitest';
import { createState } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';

const api = { token: seedTokenSecrets.api };
type Data = Record<string, Record<string, unknown>>;

const EPIC = `id iid title state webUrl reference(full: true) workItemType { name }
  widgets { type
    ... on WorkItemWidgetHierarchy { parent { iid } children { nodes { iid title } } }
    ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
    ... on WorkItemWidgetLabels { labels { nodes { title } } } }`;

function widget(item: unknown, type: string): Record<string, unknown> {
  return ((item as { widgets: Record<string, unknown>[] }).widgets.find((entry) => entry.type === type) ??
    {}) as Record<string, unknown>;
}

describe('epics as group work items', () => {
  it('namespace.workItem of a group is its epic, with dates, labels and children', async () => {
    const state = createState();
    const result = await askGraphql(
      state,
      `{ namespace(fullPath: "group") { workItem(iid: "1") { ${EPIC} } } }`,
      api,
    );
    const epic = (result.body.data as Data).namespace!.workItem as Record<string, unknown>;
    expect(epic).toMatchObject({
      id: 'gid://gitlab/WorkItem/90901',
      title: 'Login revamp',
      state: 'OPEN',
      webUrl: 'https://gitlab.example.com/groups/group/-/epics/1',
      reference: 'group&1',
      workItemType: { name: 'Epic' },
    });
    expect(widget(epic, 'START_AND_DUE_DATE')).toEqual({
      type: 'START_AND_DUE_DATE',
      startDate: '2025-03-01',
      dueDate: '2025-04-30',
    });
    expect(widget(epic, 'LABELS')).toMatchObject({ labels: { nodes: [{ title: 'priority::high' }] } });
    expect(widget(epic, 'HIERARCHY')).toMatchObject({ parent: null, children: { nodes: [{ iid: '2' }] } });
  });

  it('a free instance has no epics and no Epic type', async () => {
    const state = createState({ tier: 'free' });
    const result = await askGraphql(
      state,
      `{ namespace(fullPath: "group") { workItem(iid: "1") { id } workItemTypes(name: EPIC) { nodes { id } } } }`,
      api,
    );
    expect((result.body.data as Data).namespace).toEqual({ workItem: null, workItemTypes: { nodes: [] } });
  });

  it('create, update and delete an epic; an issue can take an epic as its parent', async () => {
    const state = createState();
    const created = await askGraphql(
      state,
      `mutation($input: WorkItemCreateInput!) { workItemCreate(input: $input) { errors workItem { ${EPIC} } } }`,
      {
        ...api,
        variables: {
          input: {
            namespacePath: 'group',
            title: 'New epic',
            workItemTypeId: 'gid://gitlab/WorkItems::Type/8',
            hierarchyWidget: { parentId: 'gid://gitlab/WorkItem/90901' },
          },
        },
      },
    );
    const epic = (created.body.data as Data).workItemCreate!.workItem as Record<string, unknown>;
    expect(epic).toMatchObject({ iid: '4', title: 'New epic' });
    expect(widget(epic, 'HIERARCHY')).toMatchObject({ parent: { iid: '1' } });
    const issue = state.tables.issues.find((row) => row.project_id === 42 && row.iid === 5)!;
    const adopted = await askGraphql(
      state,
      `mutation($input: WorkItemUpdateInput!) { workItemUpdate(input: $input) { errors workItem { ${EPIC} } } }`,
      {
        ...api,
        variables: {
          input: { id: `gid://gitlab/WorkItem/${issue.id}`, hierarchyWidget: { parentId: epic.id } },
        },
      },
    );
    expect(widget((adopted.body.data as Data).workItemUpdate!.workItem, 'HIERARCHY')).toMatchObject({
      parent: { iid: '4' },
    });
    const closed = await askGraphql(
      state,
      `mutation { workItemUpdate(input: {id: "${String(epic.id)}", stateEvent: CLOSE}) { workItem { state } } }`,
      api,
    );
    expect((closed.body.data as Data).workItemUpdate).toEqual({ workItem: { state: 'CLOSED' } });
    const refused = await askGraphql(
      state,
      `mutation { workItemDelete(input: {id: "${String(epic.id)}"}) { errors } }`,
      { token: seedTokenSecrets.readApi },
    );
    expect(refused.body.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
    const deleted = await askGraphql(
      state,
      `mutation { workItemDelete(input: {id: "${String(epic.id)}"}) { errors } }`,
      api,
    );
    expect((deleted.body.data as Data).workItemDelete).toEqual({ errors: [] });
    expect(state.plain.epics!.map((row) => row.iid)).toEqual([1, 2, 3]);
  });

  it('a group work item of another type is refused in the payload', async () => {
    const state = createState();
    const result = await askGraphql(
      state,
      `mutation { workItemCreate(input: {namespacePath: "group", title: "T", workItemTypeId: "gid://gitlab/WorkItems::Type/1"}) { errors workItem { id } } }`,
      api,
    );
    expect((result.body.data as Data).workItemCreate).toEqual({
      errors: ['Work item type is not available in a group'],
      workItem: null,
    });
  });
});
