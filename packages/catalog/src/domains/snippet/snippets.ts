import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { integer, objectList, projectId, text } from '../../params.js';
import { describeRawDownload } from '../repository/content.js';
import { downloadFrom } from '../uploads/file-output.js';

export const snippetId = integer('Snippet ID');

type SnippetVerb = 'list' | 'get' | 'create' | 'update' | 'delete' | 'content';

/** Whose snippets: the user's own (personal, `/snippets`) or a project's (`/projects/{project_id}/snippets`). */
interface SnippetOwner {
  base: '/snippets' | '/projects/{project_id}/snippets';
  one: Record<string, z.ZodType>;
  /** Each verb's action ID, written out so that a search for the ID finds this file. */
  ids: Readonly<Record<SnippetVerb, string>>;
  noun: string;
  resource: 'gitlab://snippet/{snippet_id}' | 'gitlab://project/{project_id}/snippet/{snippet_id}';
  named(args: Record<string, unknown>): string;
}

const PERSONAL: SnippetOwner = {
  base: '/snippets',
  one: {},
  ids: {
    list: 'snippet.list',
    get: 'snippet.get',
    create: 'snippet.create',
    update: 'snippet.update',
    delete: 'snippet.delete',
    content: 'snippet.content',
  },
  noun: 'personal snippet',
  resource: 'gitlab://snippet/{snippet_id}',
  named: (args) => `snippet ${String(args.snippet_id)}`,
};

const PROJECT: SnippetOwner = {
  base: '/projects/{project_id}/snippets',
  one: { project_id: projectId },
  ids: {
    list: 'snippet.project_list',
    get: 'snippet.project_get',
    create: 'snippet.project_create',
    update: 'snippet.project_update',
    delete: 'snippet.project_delete',
    content: 'snippet.project_content',
  },
  noun: 'project snippet',
  resource: 'gitlab://project/{project_id}/snippet/{snippet_id}',
  named: (args) => `snippet ${String(args.snippet_id)} in project ${String(args.project_id)}`,
};

/** What a snippet is written with (https://docs.gitlab.com/api/snippets/#create-new-snippet). */
const snippetFields = {
  ...common('description', 'visibility'),
  file_name: text('File name of a one-file snippet').optional(),
  content: text('Content of a one-file snippet').optional(),
  files: objectList(
    'Files of a multi-file snippet: {file_path, content} to create; to update also action (create, update, delete, move) and previous_path',
  ).optional(),
};

/**
 * A snippet's raw content, streamed and bounded like a repository file: binary content described, long text cut
 * (a snippet file can be far larger than any answer shows).
 */
const rawContent =
  (template: `GET /${string}`) => async (context: ActionContext, args: Record<string, unknown>) =>
    describeRawDownload(await downloadFrom(context, template, args), {
      snippet_id: args.snippet_id,
      file_name: args.file_name ?? null,
      ref: args.ref ?? null,
    });

/** The snippet actions of one owner: list, read, create, update, delete, and its raw content. */
function snippetActions(owner: SnippetOwner): ActionSpec[] {
  const words = (verb: SnippetVerb, description: string, aliases: string[]) => ({
    id: owner.ids[verb],
    description,
    aliases,
  });
  const one = { ...owner.one, snippet_id: snippetId };
  const item = `${owner.base}/{snippet_id}` as const;
  const answer = { object: 'snippet', notFound: owner.named } as const;
  const toGet = { action: owner.ids.get, text: 'see the snippet' };
  return [
    defineAction({
      ...words('list', `List ${owner.noun}s: title, file, visibility and author.`, [`${owner.noun}s`]),
      input: z.object({ ...owner.one, ...unorderedPaging }).strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's ${owner.noun}s (GET ${owner.base})` },
      answer: { list: 'snippet' },
      content: 'list',
      resource: null,
      nextSteps: [toGet, { action: owner.ids.create, text: 'create a snippet' }],
    }),
    defineAction({
      ...words('get', `Get one ${owner.noun}: its files, visibility and links (not its content).`, [
        `show ${owner.noun}`,
      ]),
      input: z.object(one).strict(),
      answer,
      content: 'detail',
      resource: owner.resource,
      nextSteps: [
        { action: owner.ids.content, text: 'read its content' },
        { action: owner.ids.update, text: 'change it' },
      ],
    }),
    defineAction({
      ...words('create', `Create a ${owner.noun} from one file (file_name, content) or several (files).`, [
        `new ${owner.noun}`,
        'share code',
      ]),
      input: z.object({ ...owner.one, title: text('Title of the snippet'), ...snippetFields }).strict(),
      gitlab: { rest: `POST ${owner.base}` },
      answer,
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [toGet],
    }),
    defineAction({
      ...words('update', `Change the title, description, visibility or files of a ${owner.noun}.`, [
        `edit ${owner.noun}`,
      ]),
      input: z.object({ ...one, title: text('New title').optional(), ...snippetFields }).strict(),
      answer,
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [toGet],
    }),
    defineAction({
      ...words('delete', `Delete a ${owner.noun} with all its files and comments.`, [`remove ${owner.noun}`]),
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: owner.ids.list, text: 'see the snippets that remain' }],
    }),
    defineAction({
      ...words(
        'content',
        `Read the content of a ${owner.noun}'s first file; long text is cut and binary content only described.`,
        [`${owner.noun} raw`],
      ),
      input: z.object(one).strict(),
      gitlab: { local: rawContent(`GET ${item}/raw`) },
      answer: { object: 'snippet_content', notFound: owner.named },
      content: 'detail',
      resource: null,
      nextSteps: [toGet],
      permission: 'read_snippet',
    }),
  ];
}

export const personalSnippetActions = snippetActions(PERSONAL);
export const projectSnippetActions = snippetActions(PROJECT);

/** Snippets beyond one owner: one file of a multi-file snippet, the public ones, and all the user can see. */
export const snippetDiscoveryActions = [
  defineAction({
    id: 'snippet.file_content',
    description:
      'Read one file of a snippet at a revision; long text is cut and binary content only described.',
    input: z
      .object({
        snippet_id: snippetId,
        ref: text('Branch, tag or commit of the snippet repository, e.g. main'),
        file_name: text('Path of the file in the snippet'),
      })
      .strict(),
    gitlab: { local: rawContent('GET /snippets/{snippet_id}/files/{ref}/{file_name}/raw') },
    answer: { object: 'snippet_content', notFound: PERSONAL.named },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'snippet.get', text: 'see the snippet and its files' }],
    aliases: ['snippet file raw'],
    permission: 'read_snippet',
  }),
  defineAction({
    id: 'snippet.explore',
    description: 'List the public snippets of the instance, newest first.',
    input: z.object(unorderedPaging).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's public snippets (GET /snippets/public)" },
    answer: { list: 'snippet' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'snippet.get', text: 'see one snippet' }],
    aliases: ['public snippets'],
  }),
  defineAction({
    id: 'snippet.list_all',
    description:
      'List every snippet the user can see, personal and project ones (all of them for an administrator).',
    input: z
      .object({
        ...common('created_after', 'created_before'),
        repository_storage: text('Only snippets on this repository storage (administrators)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's snippet list (GET /snippets/all)" },
    answer: { list: 'snippet' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'snippet.get', text: 'see one snippet' }],
    aliases: ['all snippets'],
  }),
];
