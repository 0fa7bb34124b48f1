import { describe, expect, it } from 'vitest';
import { createState } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';
import type { AskOptions } from './test-support.js';

const api = { token: seedTokenSecrets.api };
const alice = { token: seedTokenSecrets.alice };
type Data = Record<string, Record<string, unknown>>;

async function data(state: ReturnType<typeof createState>, query: string, options: AskOptions = api) {
  const result = await askGraphql(state, query, options);
  return { data: result.body.data as Data, errors: result.body.errors };
}

const THREADS = `{ namespace(fullPath: "group") { workItem(iid: "1") { widgets(onlyTypes: [NOTES]) {
  ... on WorkItemWidgetNotes {
    notes { nodes { id body url author { username } discussion { id } } }
    discussions { nodes { id notes { nodes { body } } } } } } } } }`;

function notesWidget(result: Data) {
  const widgets = (result.namespace!.workItem as { widgets: Record<string, unknown>[] }).widgets;
  return widgets[0] as {
    notes: { nodes: { id: string; body: string; url: string; author: { username: string } }[] };
    discussions: { nodes: { id: string; notes: { nodes: { body: string }[] } }[] };
  };
}

const CHILDREN = `{ namespace(fullPath: "group") { workItem(iid: "1") { widgets(onlyTypes: [HIERARCHY]) {
  ... on WorkItemWidgetHierarchy { children { nodes { id } } } } } } }`;

async function childIds(state: ReturnType<typeof createState>): Promise<string[]> {
  const { data: result } = await data(state, CHILDREN);
  const widgets = (result.namespace!.workItem as { widgets: { children: { nodes: { id: string }[] } }[] })
    .widgets;
  return widgets[0]!.children.nodes.map((node) => node.id);
}

describe('epic threads', () => {
  it("an epic's NOTES widget serves its notes and threads, oldest first, with the epic's note URLs", async () => {
    const { data: result } = await data(createState(), THREADS);
    const widget = notesWidget(result);
    expect(widget.notes.nodes.map((note) => note.body)).toEqual([
      'Kick-off: the scope is in the description.',
      'Should SSO be part of this epic?',
      'No, SSO has its own epic, &3.',
    ]);
    expect(widget.notes.nodes[0]).toMatchObject({
      id: 'gid://gitlab/Note/3711',
      url: 'https://gitlab.example.com/groups/group/-/epics/1#note_3711',
      author: { username: 'alice' },
    });
    expect(widget.discussions.nodes.map((thread) => thread.notes.nodes.length)).toEqual([1, 2]);
  });

  it('createNote on the epic adds a thread or a reply; updateNote and destroyNote take its author or an admin', async () => {
    const state = createState();
    const created = await data(
      state,
      `mutation { createNote(input: { noteableId: "gid://gitlab/WorkItem/90901", body: "Root's note" }) {
        note { id discussion { id } } errors } }`,
    );
    const note = created.data.createNote!.note as { id: string; discussion: { id: string } };
    expect(state.tables.notes.at(-1)).toMatchObject({
      noteable_type: 'Epic',
      noteable_id: 901,
      project_id: null,
    });
    const reply = await data(
      state,
      `mutation { createNote(input: { noteableId: "gid://gitlab/WorkItem/90901", body: "A reply",
        discussionId: "${note.discussion.id}" }) { note { discussion { notes { nodes { body } } } } errors } }`,
    );
    expect(reply.data.createNote).toMatchObject({
      note: { discussion: { notes: { nodes: [{ body: "Root's note" }, { body: 'A reply' }] } } },
    });

    const byAlice = await data(
      state,
      `mutation { updateNote(input: { id: "${note.id}", body: "Alice's edit" }) { note { body } errors } }`,
      alice,
    );
    expect(byAlice.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
    const blank = await data(
      state,
      `mutation { updateNote(input: { id: "${note.id}", body: " " }) { errors } }`,
    );
    expect(blank.data.updateNote).toEqual({ errors: ["Note can't be blank"] });
    const edited = await data(
      state,
      `mutation { updateNote(input: { id: "${note.id}", body: "Edited" }) { note { body } errors } }`,
    );
    expect(edited.data.updateNote).toEqual({ note: { body: 'Edited' }, errors: [] });
    await data(state, `mutation { destroyNote(input: { id: "${note.id}" }) { errors } }`);
    expect(state.tables.notes.some((row) => `gid://gitlab/Note/${row.id}` === note.id)).toBe(false);
  });

  it('workItemsHierarchyReorder moves a child before or after a sibling, and refuses what GitLab refuses', async () => {
    const state = createState();
    for (const id of [503, 504])
      await data(
        state,
        `mutation { workItemUpdate(input: { id: "gid://gitlab/WorkItem/${id}",
          hierarchyWidget: { parentId: "gid://gitlab/WorkItem/90901" } }) { errors } }`,
      );
    expect(await childIds(state)).toEqual([
      'gid://gitlab/WorkItem/90902',
      'gid://gitlab/WorkItem/503',
      'gid://gitlab/WorkItem/504',
    ]);
    const reorder = (fields: string) =>
      data(
        state,
        `mutation { workItemsHierarchyReorder(input: { id: "gid://gitlab/WorkItem/504", ${fields} }) {
          workItem { id } errors } }`,
      );
    const moved = await reorder(
      'adjacentWorkItemId: "gid://gitlab/WorkItem/90902", relativePosition: BEFORE',
    );
    expect(moved.data.workItemsHierarchyReorder).toEqual({
      workItem: { id: 'gid://gitlab/WorkItem/504' },
      errors: [],
    });
    expect(await childIds(state)).toEqual([
      'gid://gitlab/WorkItem/504',
      'gid://gitlab/WorkItem/90902',
      'gid://gitlab/WorkItem/503',
    ]);
    await reorder('adjacentWorkItemId: "gid://gitlab/WorkItem/503", relativePosition: AFTER');
    expect((await childIds(state)).at(-1)).toBe('gid://gitlab/WorkItem/504');
    expect((await reorder('relativePosition: AFTER')).data.workItemsHierarchyReorder).toMatchObject({
      errors: ['Relative position is not valid.'],
    });
    const stranger = await reorder(
      'adjacentWorkItemId: "gid://gitlab/WorkItem/505", relativePosition: AFTER',
    );
    expect(stranger.data.workItemsHierarchyReorder).toMatchObject({
      errors: ["The adjacent work item's parent must match the current parent work item."],
    });
  });
});

describe('custom emoji', () => {
  const LIST = `{ group(fullPath: "group") { customEmoji { nodes { id name external createdAt } } } }`;
  const create = (name: string, url: string) =>
    `mutation { createCustomEmoji(input: { groupPath: "group", name: "${name}", url: "${url}" }) {
      customEmoji { id name } errors } }`;

  it("lists a group's emoji and creates one with GitLab's validations", async () => {
    const state = createState();
    const listed = await data(state, LIST);
    expect((listed.data.group!.customEmoji as { nodes: unknown[] }).nodes).toEqual([
      {
        id: 'gid://gitlab/CustomEmoji/4101',
        name: 'party_parrot',
        external: true,
        createdAt: '2025-01-20T09:00:00.000Z',
      },
      {
        id: 'gid://gitlab/CustomEmoji/4102',
        name: 'shipit',
        external: true,
        createdAt: '2025-02-05T09:00:00.000Z',
      },
    ]);
    expect((await data(state, create('lgtm', 'https://e.example.com/l.png'))).data.createCustomEmoji).toEqual(
      {
        customEmoji: { id: 'gid://gitlab/CustomEmoji/4103', name: 'lgtm' },
        errors: [],
      },
    );
    expect(
      (await data(state, create('lgtm', 'https://e.example.com/l.png'))).data.createCustomEmoji,
    ).toMatchObject({
      errors: ['Name has already been taken'],
    });
    expect(
      (await data(state, create('no spaces', 'https://e.example.com/l.png'))).data.createCustomEmoji,
    ).toMatchObject({ errors: ['Name is invalid'] });
    expect(
      (await data(state, create('ftp', 'ftp://e.example.com/l.png'))).data.createCustomEmoji,
    ).toMatchObject({
      customEmoji: null,
    });
    const readOnly = await data(state, create('nope', 'https://e.example.com/n.png'), {
      token: seedTokenSecrets.readApi,
    });
    expect(readOnly.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
  });

  it('destroys an emoji for its creator or an administrator only', async () => {
    const state = createState();
    const destroy = (id: number, options: AskOptions) =>
      data(
        state,
        `mutation { destroyCustomEmoji(input: { id: "gid://gitlab/CustomEmoji/${id}" }) { customEmoji { name } errors } }`,
        options,
      );
    expect((await destroy(4102, alice)).errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
    expect((await destroy(4101, alice)).data.destroyCustomEmoji).toEqual({
      customEmoji: { name: 'party_parrot' },
      errors: [],
    });
    expect((await destroy(4102, api)).data.destroyCustomEmoji).toMatchObject({ errors: [] });
    expect((await data(state, LIST)).data.group!.customEmoji).toEqual({ nodes: [] });
  });
});

describe('CI/CD Catalog', () => {
  const LIST = (args: string) => `{ ciCatalogResources${args} { count nodes { name fullPath starCount } } }`;

  it('lists published resources newest first, searches and sorts; drafts never show', async () => {
    const state = createState();
    const all = (await data(state, LIST(''))).data.ciCatalogResources as {
      count: number;
      nodes: { name: string }[];
    };
    expect(all.nodes.map((node) => node.name)).toEqual(['Scratch', 'Library']);
    const searched = (await data(state, LIST('(search: "HELPERS")'))).data.ciCatalogResources;
    expect(searched).toEqual({
      count: 1,
      nodes: [{ name: 'Library', fullPath: 'group/subgroup/library', starCount: 1 }],
    });
    const byUsage = (await data(state, LIST('(sort: USAGE_COUNT_DESC)'))).data.ciCatalogResources as {
      nodes: { name: string }[];
    };
    expect(byUsage.nodes.map((node) => node.name)).toEqual(['Library', 'Scratch']);
  });

  it('finds one resource by global ID or project path', async () => {
    const state = createState();
    const one = await data(
      state,
      `{ byId: ciCatalogResource(id: "gid://gitlab/Ci::Catalog::Resource/4201") { name verificationLevel }
         byPath: ciCatalogResource(fullPath: "alice/scratch") { id webPath }
         draft: ciCatalogResource(fullPath: "group/big") { id } }`,
    );
    expect(one.data).toEqual({
      byId: { name: 'Library', verificationLevel: 'VERIFIED_CREATOR_MAINTAINED' },
      byPath: { id: 'gid://gitlab/Ci::Catalog::Resource/4202', webPath: '/alice/scratch' },
      draft: null,
    });
  });
});
