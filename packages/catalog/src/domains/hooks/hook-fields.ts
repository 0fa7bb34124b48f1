import type { z } from 'zod';
import { flag, objectList, oneOf, text } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';

/** The events both project and group webhooks can fire on (https://docs.gitlab.com/api/project_webhooks/). */
const SHARED_EVENTS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
  'vulnerability_events',
] as const;

/** The events a test delivery can simulate, in GitLab's order; the owner adds its own at the end. */
export const TESTABLE_EVENTS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
] as const;

/** `push_events` → `Fire on push events`. */
function eventFlag(event: string) {
  return flag(`Fire on ${event.replace(/_events$/, '').replace(/_/g, ' ')} events`).optional();
}

/** One optional flag per event a webhook can fire on. */
export function eventFlags(events: readonly string[]): Record<string, z.ZodType> {
  return Object.fromEntries(events.map((event) => [event, eventFlag(event)] as const));
}

export const hookUrl = text('Address GitLab posts the events to; {name} parts are filled from URL variables');

/**
 * GitLab never sends a webhook's token, signing token, URL variable values or custom header values back; the
 * reshape makes sure no answer can carry them even if an instance did.
 */
export const HOOK_SECRETS = withoutFields(['token', 'signing_token', 'value']);

/**
 * The settings every webhook (project, group and system) is created and edited with: its name, its secrets and
 * the push branch filter.
 */
export const hookBasics: Record<string, z.ZodType> = {
  name: text('Name of the webhook').optional(),
  description: text('What the webhook is for').optional(),
  token: text('Secret sent in X-Gitlab-Token with every delivery (never shown back)').optional(),
  signing_token: text('Secret GitLab signs each delivery with (never shown back)').optional(),
  enable_ssl_verification: flag('Verify the receiver’s TLS certificate').optional(),
  push_events_branch_filter: text('Fire push events only for branches matching this').optional(),
  branch_filter_strategy: oneOf(
    ['wildcard', 'regex', 'all_branches'],
    'How push_events_branch_filter matches',
  ).optional(),
};

/**
 * The optional settings a project or group webhook is created and edited with: the basics, custom headers and
 * payload template, and one flag per event (the shared ones plus the owner's own, e.g. a group's `subgroup_events`).
 */
export function hookSettings(ownEvents: readonly string[]): Record<string, z.ZodType> {
  return {
    ...hookBasics,
    custom_headers: objectList('Extra HTTP headers: [{key, value}] (values never shown back)').optional(),
    custom_webhook_template: text('Custom JSON payload template instead of GitLab’s').optional(),
    ...eventFlags([...SHARED_EVENTS, ...ownEvents]),
  };
}
