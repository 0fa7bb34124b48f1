import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, projectId } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/**
 * A project's error tracking (https://docs.gitlab.com/api/error_tracking/): its settings, and the client keys
 * whose DSN a Sentry SDK reports errors to GitLab with.
 */
const project = { project_id: projectId };
const settings = '/projects/{project_id}/error_tracking/settings' as const;

export const errorTrackingActions = [
  defineAction({
    id: 'admin.error_tracking_get_settings',
    description:
      "Show a project's error tracking settings: whether it is on, and GitLab's own or a Sentry backend.",
    input: z.object(project).strict(),
    answer: {
      object: 'error_tracking_settings',
      notFound: (args) => `error tracking of project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'admin.error_tracking_update_settings', text: 'turn it on or off' },
      { action: 'admin.error_tracking_list', text: 'see its client keys' },
    ],
    aliases: ['sentry settings'],
  }),
  defineAction({
    id: 'admin.error_tracking_update_settings',
    description: "Turn a project's error tracking on or off, or switch it to GitLab's integrated backend.",
    input: z
      .object({
        ...project,
        active: flag('Whether error tracking is on').optional(),
        integrated: flag("Use GitLab's integrated error tracking instead of Sentry").optional(),
      })
      .strict(),
    // doc/api/error_tracking.md, "Enable or disable the error tracking project settings": active is required.
    requires: { params: ['active'], endpoint: `GitLab's error tracking settings (PATCH ${settings})` },
    answer: { object: 'error_tracking_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.error_tracking_create', text: 'create a client key' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.error_tracking_list',
    description: "List a project's error tracking client keys with the DSN a Sentry SDK is configured with.",
    input: z.object({ ...project, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'error_tracking_client_key' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.error_tracking_create', text: 'create a client key' },
      { action: 'admin.error_tracking_delete', text: 'delete a key' },
    ],
    aliases: ['sentry dsn'],
  }),
  defineAction({
    id: 'admin.error_tracking_create',
    description:
      "Create an error tracking client key for a project's integrated error tracking; the answer has its DSN.",
    input: z.object(project).strict(),
    answer: { object: 'error_tracking_client_key' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.error_tracking_list', text: 'see the client keys' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.error_tracking_delete',
    description: 'Delete an error tracking client key; SDKs using its DSN can no longer report.',
    input: z.object({ ...project, key_id: integer('Client key ID, from the list') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.error_tracking_list', text: 'see the keys that remain' }],
    aliases: [],
  }),
];
