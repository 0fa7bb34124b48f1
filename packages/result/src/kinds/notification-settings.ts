import { defineKind } from './kind-spec.js';

/**
 * Notification settings of the user, globally or for one group or project; with the custom level GitLab adds
 * `events`, one switch per event, shown with the generic kind (https://docs.gitlab.com/api/notification_settings/).
 */
export const notificationSettingsKind = defineKind({
  name: 'notification_settings',
  plural: { key: 'notification_settings', title: 'Notification Settings' },
  empty: 'No notification settings found.',
  heading: { template: 'Notification Settings: {level}' },
  fields: [
    { label: 'Level', path: 'level', format: 'text' },
    { label: 'Notification Email', path: 'notification_email', format: 'text' },
  ],
  columns: [],
  longText: [],
  nested: [{ label: 'Custom Events', path: 'events', kind: 'notification_events' }],
  notFound: {
    subject: 'notification settings',
    suggestions: [{ action: 'user.notification_global_get', text: 'see your global settings' }],
  },
});
