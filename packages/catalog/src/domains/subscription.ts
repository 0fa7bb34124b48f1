import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { ActionContext, GitLabCall, RestTemplate } from '../action.js';
import { fillTemplate } from '../run-action.js';

/**
 * Subscribe to or unsubscribe from an object that answers itself (a label, an issue, a merge request). GitLab answers
 * 304 Not Modified with no body when the user already is (or is not) subscribed
 * (https://docs.gitlab.com/api/labels/#subscribe-to-a-label): the user has what they asked for, so the object is
 * read and answered instead of an error.
 */
export function subscriptionCall(
  read: RestTemplate,
  verb: 'subscribe' | 'unsubscribe',
): GitLabCall<Record<string, unknown>> {
  return {
    local: async (context: ActionContext, args: Record<string, unknown>) => {
      const { path, rest } = fillTemplate(read, args);
      try {
        return await context.rest('POST', `${path}/${verb}`, { body: rest });
      } catch (error) {
        if (!hasErrorCode(error, 'gitlab_api') || error.status !== 304) throw error;
        return context.rest('GET', path, { query: rest });
      }
    },
  };
}
