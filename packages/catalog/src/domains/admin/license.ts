import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';

/**
 * The instance's subscription licence (https://docs.gitlab.com/api/license/), for administrators of GitLab
 * Self-Managed: the one in force, adding a licence key, removing one.
 */
export const licenseActions = [
  defineAction({
    id: 'admin.license_get',
    description:
      "Show the instance's current licence: plan, licensee, start and expiry dates (whether it is valid), user limit and active users.",
    input: z.object({}).strict(),
    gitlab: { rest: 'GET /license' },
    answer: { object: 'license', notFound: () => 'the instance’s licence (none is installed)' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.license_add', text: 'install a new licence key' }],
    aliases: ['subscription', 'licence', 'seats'],
    admin: true,
  }),
  defineAction({
    id: 'admin.license_add',
    description: 'Install a licence key on the instance; it becomes the licence in force.',
    input: z.object({ license: text('The licence key: the content of the .gitlab-license file') }).strict(),
    gitlab: { rest: 'POST /license' },
    answer: { object: 'license' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.license_get', text: 'see the licence in force' }],
    aliases: ['upload license', 'activate subscription'],
    admin: true,
  }),
  defineAction({
    id: 'admin.license_delete',
    description: 'Remove a licence from the instance by its ID; an earlier licence, if any, takes over.',
    input: z.object({ id: integer('Licence ID, from license_get') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.license_get', text: 'see the licence now in force' }],
    aliases: ['remove license'],
    admin: true,
  }),
];
