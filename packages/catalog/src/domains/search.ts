import type { KindName } from '@gitlab-mcp/result';
import { z } from 'zod';
import { defineAction } from '../action.js';
import type { ActionSpec, RestTemplate } from '../action.js';
import { groupId, offsetPaging, oneOf, projectId, text } from '../params.js';
import { refuseUnsupported } from '../unsupported-params.js';

/*
 * GitLab's search API (https://docs.gitlab.com/api/search/): one endpoint per place (everywhere, a group, a
 * project) and a `scope` per kind of result. It pages without counting, so every list reports lower bounds (OF-52).
 * Code, commit, comment and wiki search outside one project needs advanced search (Premium).
 */

const { page, per_page } = offsetPaging;
const query = text('Words to search for');
const searchType = oneOf(
  ['basic', 'advanced', 'zoekt'],
  'Search engine (advanced and zoekt need them enabled)',
).optional();

interface Where {
  project_id?: string;
  group_id?: string;
}

/** The endpoint of the narrowest place named: a project, else a group, else the whole instance. */
/**
 * What only a project's search takes (doc/api/search.md, "Project search API": `ref`); the instance's and a group's
 * search would ignore it and search the default branches, so it is refused there.
 */
const PROJECT_SEARCH_ONLY = {
  params: { ref: 'only a search in one project takes a ref' },
  endpoint: "GitLab's instance and group search (GET /search, GET /groups/:id/search)",
};

function place(args: Where): RestTemplate {
  if (args.project_id) return 'GET /projects/{project_id}/search';
  if (args.group_id) return 'GET /groups/{group_id}/search';
  return 'GET /search';
}

interface SearchSpec {
  id: string;
  /** GitLab's scope: blobs, commits, issues, … */
  scope: string;
  description: string;
  kind: KindName;
  /** Which places the scope can be searched in. */
  places: { project: boolean; group: boolean };
  extra?: Record<string, z.ZodType>;
  nextSteps: ActionSpec['nextSteps'];
  aliases: readonly string[];
}

function searchAction(spec: SearchSpec): ActionSpec {
  return defineAction({
    id: spec.id,
    description: spec.description,
    input: z
      .object({
        query,
        ...(spec.places.project ? { project_id: projectId.optional() } : {}),
        ...(spec.places.group ? { group_id: groupId.optional() } : {}),
        ...spec.extra,
        search_type: searchType,
        page,
        per_page,
      })
      .strict(),
    gitlab: {
      route: (args) => place(args as Where),
      send: ({ query: words, ...rest }) => {
        if (rest.project_id === undefined) refuseUnsupported(rest, PROJECT_SEARCH_ONLY);
        return { ...rest, scope: spec.scope, search: words };
      },
      search: true,
    },
    answer: { list: spec.kind },
    content: 'list',
    resource: null,
    nextSteps: spec.nextSteps,
    aliases: spec.aliases,
  });
}

const everywhere = { project: true, group: true };

export const searchActions = [
  defineAction({
    id: 'search.projects',
    description: 'Search projects by name or path, across the instance or within one group.',
    input: z
      .object({ query, group_id: groupId.optional(), search_type: searchType, page, per_page })
      .strict(),
    gitlab: {
      route: (args) => (args.group_id ? 'GET /groups/{group_id}/search' : 'GET /search'),
      send: ({ query: words, ...rest }) => ({ ...rest, scope: 'projects', search: words }),
      search: true,
    },
    answer: { list: 'search_project' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.get', text: 'see one project in full' }],
    aliases: ['find project', 'find repository', 'look up project'],
  }),
  searchAction({
    id: 'search.code',
    scope: 'blobs',
    description:
      'Search file contents in a project (any tier) or across a group or the instance (advanced search, Premium).',
    kind: 'search_blob',
    places: everywhere,
    extra: {
      ref: text('Branch, tag or SHA to search (project search only; default branch otherwise)').optional(),
    },
    nextSteps: [{ action: 'repository.file_get', text: 'open a matching file' }],
    aliases: ['grep', 'find code', 'search files', 'where is this function'],
  }),
  searchAction({
    id: 'search.commits',
    scope: 'commits',
    description: 'Search commit messages in a project, or across a group or the instance (Premium).',
    kind: 'commit',
    places: everywhere,
    nextSteps: [{ action: 'repository.commit_get', text: 'see one commit in full' }],
    aliases: ['find commit', 'search commit messages'],
  }),
  searchAction({
    id: 'search.issues',
    scope: 'issues',
    description: 'Search issues by title and description, in a project, a group or everywhere you can see.',
    kind: 'issue',
    places: everywhere,
    nextSteps: [{ action: 'issue.get', text: 'see one issue in full' }],
    aliases: ['find issue', 'find bug report'],
  }),
  searchAction({
    id: 'search.merge_requests',
    scope: 'merge_requests',
    description: 'Search merge requests by title and description, in a project, a group or everywhere.',
    kind: 'merge_request',
    places: everywhere,
    nextSteps: [{ action: 'merge_request.get', text: 'see one merge request in full' }],
    aliases: ['find merge request', 'find mr', 'find pull request'],
  }),
  searchAction({
    id: 'search.milestones',
    scope: 'milestones',
    description: 'Search milestones by title and description, in a project, a group or everywhere.',
    kind: 'milestone',
    places: everywhere,
    nextSteps: [{ action: 'issue.list', text: 'list the issues of a milestone (milestone=title)' }],
    aliases: ['find milestone'],
  }),
  defineAction({
    id: 'search.notes',
    description: 'Search the comments on issues, merge requests, commits and snippets of one project.',
    input: z.object({ query, project_id: projectId, search_type: searchType, page, per_page }).strict(),
    gitlab: {
      // The reference server records `/projects/:id/-/search`; GitLab's API serves /projects/:id/search.
      route: () => 'GET /projects/{project_id}/search',
      send: ({ query: words, ...rest }) => ({ ...rest, scope: 'notes', search: words }),
      search: true,
    },
    // A found comment is read with the IID of its issue or merge request, which a note's own table does not show.
    answer: {
      list: 'note',
      columns: [
        { label: 'On', path: 'noteable_type', format: 'text' },
        { label: 'IID', path: 'noteable_iid', format: 'count' },
      ],
    },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'issue.note_get', text: 'see a comment on an issue in full' }],
    aliases: ['find comment', 'search comments'],
  }),
  searchAction({
    id: 'search.snippets',
    scope: 'snippet_titles',
    description: 'Search the snippets you can see by title and file name, across the instance.',
    kind: 'search_snippet',
    places: { project: false, group: false },
    nextSteps: [{ action: 'snippet.get', text: 'see one snippet in full' }],
    aliases: ['find snippet'],
  }),
  searchAction({
    id: 'search.users',
    scope: 'users',
    description: 'Search users by name or username, among a project’s or group’s members or everyone.',
    kind: 'user',
    places: everywhere,
    nextSteps: [{ action: 'user.get', text: 'see one user in full' }],
    aliases: ['find user', 'find person', 'who is'],
  }),
  searchAction({
    id: 'search.wiki',
    scope: 'wiki_blobs',
    description: 'Search wiki pages in a project, or across a group or the instance (Premium).',
    kind: 'search_blob',
    places: everywhere,
    nextSteps: [{ action: 'wiki.get', text: 'open a matching wiki page' }],
    aliases: ['find wiki page', 'search documentation'],
  }),
];
