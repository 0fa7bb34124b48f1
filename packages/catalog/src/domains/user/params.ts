import type { z } from 'zod';
import { flag, integer, oneOf, text } from '../../params.js';

/** Parameters several user actions share. */

export const userId = integer(
  'User ID, e.g. 2; a username (dave), me, or the user’s profile address is resolved to it',
);

/**
 * The profile fields an administrator may set when creating or changing a user
 * (https://docs.gitlab.com/api/users/#create-a-user, #modify-a-user); all optional here, a create requires its three.
 */
export const profileFields = {
  email: text('Primary email address').optional(),
  username: text('Username (the @handle)').optional(),
  name: text('Display name').optional(),
  password: text('Password').optional(),
  admin: flag('Make the user an administrator').optional(),
  auditor: flag('Make the user an auditor (Premium)').optional(),
  external: flag('Mark the user as external: sees only projects they are a member of').optional(),
  can_create_group: flag('Whether the user may create top-level groups').optional(),
  projects_limit: integer('How many personal projects the user may create').optional(),
  private_profile: flag('Hide the profile from other users').optional(),
  bio: text('Short biography').optional(),
  location: text('Location').optional(),
  organization: text('Organization').optional(),
  job_title: text('Job title').optional(),
  public_email: text('Public email, one of the user’s verified emails').optional(),
  commit_email: text('Email used for web commits, one of the user’s verified emails').optional(),
  website_url: text('Website URL').optional(),
  linkedin: text('LinkedIn profile').optional(),
  twitter: text('X (Twitter) account').optional(),
  skype: text('Skype ID').optional(),
  note: text('Administrator note about the user').optional(),
  theme_id: integer('Interface theme ID').optional(),
  view_diffs_file_by_file: flag('Show one file per page in merge request diffs').optional(),
  provider: text('External provider name (with extern_uid)').optional(),
  extern_uid: text('The user’s ID at the external provider').optional(),
};

const EVENT_ACTIONS = [
  'created',
  'updated',
  'closed',
  'reopened',
  'pushed',
  'commented',
  'merged',
  'joined',
  'left',
  'destroyed',
  'expired',
  'approved',
] as const;
const EVENT_TARGETS = [
  'issue',
  'milestone',
  'merge_request',
  'note',
  'project',
  'snippet',
  'user',
  'epic',
] as const;

/** Filters of GitLab's event lists (https://docs.gitlab.com/api/events/). */
export const eventFilters = {
  action: oneOf(EVENT_ACTIONS, 'Only events of this action').optional(),
  target_type: oneOf(EVENT_TARGETS, 'Only events on this kind of target').optional(),
  before: text('Only events before this date (YYYY-MM-DD)').optional(),
  after: text('Only events after this date (YYYY-MM-DD)').optional(),
};

const EVENT_SWITCHES = [
  'new_note',
  'new_issue',
  'reopen_issue',
  'close_issue',
  'reassign_issue',
  'issue_due',
  'new_merge_request',
  'push_to_merge_request',
  'reopen_merge_request',
  'close_merge_request',
  'reassign_merge_request',
  'merge_merge_request',
  'failed_pipeline',
  'fixed_pipeline',
  'success_pipeline',
  'moved_project',
  'merge_when_pipeline_succeeds',
  'new_epic',
] as const;

/** Notification settings (https://docs.gitlab.com/api/notification_settings/): the level, and with `custom` one switch per event. */
export const notificationFields = {
  level: oneOf(
    ['disabled', 'participating', 'watch', 'global', 'mention', 'custom'],
    'Notification level; the event switches apply with custom',
  ).optional(),
  notification_email: text(
    'Email address notifications are sent to (global settings only: a group or project refuses it)',
  ).optional(),
  ...Object.fromEntries(
    EVENT_SWITCHES.map((name) => [name, flag(`Notify on ${name.replaceAll('_', ' ')}`).optional()]),
  ),
} as Record<string, z.ZodType>;
