import { defineKind } from './kind-spec.js';

/**
 * What creating a runner answers (POST /user/runners): its ID and its authentication token. GitLab shows the
 * token only in this answer (https://docs.gitlab.com/api/users/#create-a-runner-linked-to-a-user).
 */
export const userRunnerCreatedKind = defineKind({
  name: 'user_runner_created',
  plural: { key: 'created_runners', title: 'Created Runners' },
  empty: 'No created runners found.',
  heading: { template: 'Runner #{id}' },
  fields: [
    { label: 'Token (shown only now)', path: 'token', format: 'code' },
    { label: 'Token Expires', path: 'token_expires_at', format: 'date' },
  ],
  columns: [],
  longText: [],
  nested: [],
  notFound: {
    subject: 'runner',
    suggestions: [{ action: 'user.create_runner', text: 'create a runner' }],
  },
});
