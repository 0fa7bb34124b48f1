import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';

/**
 * Project aliases (https://docs.gitlab.com/api/project_aliases/): short names that clone a project over
 * `git clone git@host:<alias>.git`, managed by administrators.
 */
const aliasName = { name: text('Name of the alias, e.g. gitlab') };

export const projectAliasActions = [
  defineAction({
    id: 'project_alias.list',
    description: "List the instance's project aliases: the short clone names and the projects they point at.",
    input: z.object({}).strict(),
    answer: { list: 'project_alias' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'project_alias.get', text: 'see an alias' },
      { action: 'project_alias.create', text: 'create an alias' },
    ],
    tier: 'premium',
    aliases: ['clone aliases'],
    admin: true,
  }),
  defineAction({
    id: 'project_alias.get',
    description: 'Show which project a project alias (a short clone name) points at.',
    input: z.object(aliasName).strict(),
    answer: { object: 'project_alias' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project_alias.delete', text: 'delete the alias' }],
    tier: 'premium',
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'project_alias.create',
    description: 'Create a project alias, a short name the project can be cloned by.',
    input: z.object({ project_id: integer('ID of the project the alias points at'), ...aliasName }).strict(),
    gitlab: { rest: 'POST /project_aliases' },
    answer: { object: 'project_alias' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'project_alias.list', text: 'see every alias' }],
    tier: 'premium',
    aliases: ['add project alias'],
    admin: true,
  }),
  defineAction({
    id: 'project_alias.delete',
    description: 'Delete a project alias; the project itself stays.',
    input: z.object(aliasName).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'project_alias.list', text: 'see the aliases that remain' }],
    tier: 'premium',
    aliases: [],
    admin: true,
  }),
];
