import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { flag, integer, text } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * Instance-wide OAuth applications (https://docs.gitlab.com/api/applications/), for administrators. GitLab shows
 * an application's secret once, when it is created or renewed; the list drops it should an instance send it.
 */
const applicationId = integer('Application ID (the `id` of the list, not its application_id)');

export const applicationActions = [
  defineAction({
    id: 'admin.application_list',
    description:
      'List the instance-wide OAuth applications, with their client IDs and callback URLs (never their secrets).',
    input: z.object(orderedPaging).strict(),
    gitlab: { reshape: withoutFields(['secret']) },
    unsupported: { params: NO_ORDER },
    answer: { list: 'application' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.application_create', text: 'register an application' },
      { action: 'admin.application_renew_secret', text: 'renew a secret' },
    ],
    aliases: ['oauth apps', 'oauth clients'],
    admin: true,
  }),
  defineAction({
    id: 'admin.application_create',
    description:
      'Register an instance-wide OAuth application; the answer shows its secret, the only time it can be read.',
    input: z
      .object({
        name: text('Name of the application'),
        redirect_uri: text('Callback URL, or several separated by newlines'),
        scopes: text('Scopes it may ask for, separated by spaces, e.g. "read_user openid"'),
        confidential: flag('Whether it can keep its secret (server-side apps; default true)').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /applications' },
    answer: { object: 'new_application' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.application_list', text: 'see the applications' }],
    aliases: ['new oauth app'],
    admin: true,
  }),
  defineAction({
    id: 'admin.application_renew_secret',
    description:
      "Replace an OAuth application's secret; the answer shows the new one, the only time it can be read.",
    input: z.object({ id: applicationId }).strict(),
    answer: { object: 'new_application' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.application_list', text: 'see the applications' }],
    aliases: ['rotate oauth secret'],
    admin: true,
  }),
  defineAction({
    id: 'admin.application_delete',
    description: 'Delete an instance-wide OAuth application; tokens it issued stop working.',
    input: z.object({ id: applicationId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.application_list', text: 'see the applications that remain' }],
    aliases: [],
    admin: true,
  }),
];
