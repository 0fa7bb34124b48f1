import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, integerList, text, textList } from '../../params.js';
import type { UnsupportedParams } from '../../action.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { oneProject, projectListFilters, projectNamed, userIdOrName } from './params.js';

const SEE_PROJECT = { action: 'project.get', text: 'see the project in full' } as const;

/** A user's project lists (their own, starred, contributed to): one shape, one user. */
function userProjects(
  id: string,
  rest: `GET /users/{user_id}/${string}`,
  description: string,
  unsupported?: UnsupportedParams,
) {
  return defineAction({
    id,
    description,
    input: z.object({ user_id: userIdOrName, ...projectListFilters }).strict(),
    ...(unsupported ? { unsupported } : {}),
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: [],
  });
}

/** The project list filters GitLab's contributed_projects does not declare: it takes order_by, sort, simple only. */
const CONTRIBUTED_UNSUPPORTED = Object.fromEntries(
  Object.keys(projectListFilters)
    .filter(
      (name) =>
        !['order_by', 'sort', 'simple', 'page', 'per_page', 'pagination', 'page_token'].includes(name),
    )
    .map((name) => [name, 'GitLab filters contributed projects by nothing but simple']),
);

/** The groups around a project (its ancestors, the groups it is shared with): one shape, own filters. */
function groupList(
  id: string,
  rest: `GET /projects/{project_id}/${string}`,
  description: string,
  filters: Record<string, z.ZodType>,
  aliases: string[],
) {
  return defineAction({
    id,
    description,
    input: z.object({ ...oneProject, ...common('search'), ...filters, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER, endpoint: `GitLab's project groups (${rest})` },
    answer: { list: 'group' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.get', text: 'see one group in full' }],
    aliases,
  });
}

/** Starring: the project with its new star count. */
function starring(id: 'project.star' | 'project.unstar', description: string) {
  return defineAction({
    id,
    description,
    input: z.object(oneProject).strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'project.list_starrers', text: 'see who starred it' }],
    aliases: [],
  });
}

/** Forks, stars and the people, groups and lists around a project. */
export const projectSocialActions = [
  defineAction({
    id: 'project.fork',
    description: 'Fork a project into your namespace or another one, optionally under a new name or path.',
    input: z
      .object({
        ...oneProject,
        namespace_id: integer('ID of the namespace to fork into').optional(),
        namespace_path: text('Full path of the namespace to fork into').optional(),
        namespace: text('Namespace ID or path (deprecated: namespace_id or namespace_path)').optional(),
        name: text('Name of the fork').optional(),
        path: text('Path of the fork').optional(),
        ...common('description', 'visibility'),
        branches: text('Only fork these branches (comma-separated); default all').optional(),
        mr_default_target_self: flag('Merge requests of the fork target the fork by default').optional(),
      })
      .strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_PROJECT, { action: 'project.list_forks', text: 'see all forks of the original' }],
    aliases: ['fork repository', 'copy project'],
  }),
  defineAction({
    id: 'project.list_forks',
    description: 'List the forks of a project that you can see.',
    input: z.object({ ...oneProject, ...projectListFilters }).strict(),
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: ['forks'],
  }),
  defineAction({
    id: 'project.create_fork_relation',
    description: 'Mark an existing project as a fork of another (owners and administrators).',
    input: z.object({ ...oneProject, forked_from_id: integer('ID of the project it is a fork of') }).strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'project.delete_fork_relation', text: 'remove the relation again' }],
    aliases: ['link fork'],
  }),
  defineAction({
    id: 'project.delete_fork_relation',
    description: 'Remove the forked-from relation of a project; it stops being a fork.',
    input: z.object(oneProject).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: ['unlink fork'],
  }),
  starring('project.star', 'Star a project.'),
  starring('project.unstar', 'Remove your star from a project.'),
  defineAction({
    id: 'project.list_starrers',
    description: 'List the users who starred a project, and since when.',
    input: z.object({ ...oneProject, ...common('search'), ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's starrers (GET /projects/:id/starrers)" },
    answer: { list: 'project_starrer' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.star', text: 'star it yourself' }],
    aliases: ['stargazers', 'who starred'],
  }),
  userProjects(
    'project.list_user_projects',
    'GET /users/{user_id}/projects',
    "List the projects in a user's personal namespace.",
  ),
  userProjects(
    'project.list_user_starred',
    'GET /users/{user_id}/starred_projects',
    'List the projects a user starred. GitLab takes no with_custom_attributes here: it is refused, not sent.',
    {
      params: { with_custom_attributes: 'GitLab has no custom attributes in the starred list' },
      endpoint: "GitLab's starred projects (GET /users/:user_id/starred_projects)",
    },
  ),
  userProjects(
    'project.list_user_contributed',
    'GET /users/{user_id}/contributed_projects',
    'List the projects a user contributed to (pushed, commented, opened issues or merge requests). GitLab takes ' +
      'only order_by, sort and simple here: the project list filters are refused, not sent.',
    {
      params: CONTRIBUTED_UNSUPPORTED,
      endpoint: "GitLab's contributed projects (GET /users/:user_id/contributed_projects)",
    },
  ),
  groupList(
    'project.list_groups',
    'GET /projects/{project_id}/groups',
    "List a project's ancestor groups, and with with_shared the groups it is shared with.",
    {
      with_shared: flag('Include the groups the project is shared with').optional(),
      shared_min_access_level: integer('Only shared groups with at least this access level').optional(),
      shared_visible_only: flag('Only shared groups the user can see').optional(),
      skip_groups: integerList('Leave out these group IDs').optional(),
    },
    ['parent groups', 'project namespace groups'],
  ),
  groupList(
    'project.list_invited_groups',
    'GET /projects/{project_id}/invited_groups',
    'List the groups a project is shared with (whose members get access to it).',
    {
      ...common('min_access_level', 'with_custom_attributes'),
      relation: textList('Which shares: direct, inherited or both').optional(),
    },
    ['shared with groups', 'project shares'],
  ),
  defineAction({
    id: 'project.list_users',
    description: 'List the users who can be mentioned or assigned in a project (its members and ancestors’).',
    input: z.object({ ...oneProject, ...common('search'), ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's project users (GET /projects/:id/users)" },
    answer: { list: 'user' },
    content: 'list',
    resource: null,
    nextSteps: [],
    aliases: ['project users', 'assignable users'],
  }),
];
