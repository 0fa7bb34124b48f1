import type { NextStep } from '@gitlab-mcp/result';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { anyObject, integer, oneOf, text } from '../../params.js';

/**
 * Repository imports from GitHub and Bitbucket (https://docs.gitlab.com/api/import/): GitLab creates the project at
 * once and imports in the background, so the answer is the new project with its import status. The other site's
 * credentials go in the request only; GitLab never answers them, and neither do we.
 */
const timeoutStrategy = oneOf(
  ['optimistic', 'pessimistic'],
  'What a timed-out stage does: optimistic goes on with the next stage, pessimistic fails the import',
);
const newName = text('Name (and path) of the new project; the repository’s own name by default').optional();
const FOLLOW = { action: 'project.import_status', text: 'follow the import' } as const;

/** One import endpoint: what every import shares (a new project whose import GitLab schedules). */
function importAction<Input extends z.ZodObject>(spec: {
  id: string;
  description: string;
  aliases: readonly string[];
  input: Input;
  nextSteps: readonly NextStep[];
}) {
  return defineAction({
    ...spec,
    answer: { object: 'external_import' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
  });
}

export const importActions = [
  importAction({
    id: 'admin.import_github',
    description:
      'Import a GitHub repository into a new project of a group or your namespace (issues, MRs and wiki included).',
    input: z
      .object({
        personal_access_token: text('GitHub personal access token that can read the repository'),
        repo_id: integer('GitHub repository ID (numeric, from the GitHub API)'),
        target_namespace: text('Full path of the GitLab group or user namespace to import into'),
        new_name: newName,
        github_hostname: text('GitHub Enterprise host, for a repository outside github.com').optional(),
        optional_stages: anyObject(
          'Extra things to import, e.g. {"single_endpoint_notes_import": true, "attachments_import": true, "collaborators_import": true}',
        ).optional(),
        timeout_strategy: timeoutStrategy.optional(),
      })
      .strict(),
    nextSteps: [FOLLOW, { action: 'admin.import_cancel_github', text: 'cancel the import' }],
    aliases: ['migrate from github', 'github import'],
  }),
  defineAction({
    id: 'admin.import_cancel_github',
    description:
      'Cancel a GitHub import that is scheduled or running; what was already imported stays in the project.',
    input: z.object({ project_id: integer('ID of the project the GitHub import creates') }).strict(),
    gitlab: { rest: 'POST /import/github/cancel' },
    answer: { object: 'external_import' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'project.import_status', text: 'see the import status' }],
    aliases: ['stop github import'],
  }),
  defineAction({
    id: 'admin.import_gists',
    description: 'Import your GitHub gists as personal snippets; GitLab does it in the background.',
    input: z
      .object({ personal_access_token: text('GitHub personal access token with the gist scope') })
      .strict(),
    // GitLab answers 202 with no body and imports in the background, then emails the user the outcome.
    answer: { done: 'Gist import started: GitLab imports the gists as your snippets in the background.' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'snippet.list', text: 'see your snippets' }],
    aliases: [],
  }),
  importAction({
    id: 'admin.import_bitbucket',
    description: 'Import a Bitbucket Cloud repository into a new project of a group or your namespace.',
    input: z
      .object({
        bitbucket_username: text('Bitbucket Cloud username'),
        bitbucket_app_password: text('Bitbucket Cloud app password (or give an API token)').optional(),
        bitbucket_email: text('Atlassian account email, with an API token').optional(),
        bitbucket_api_token: text('Atlassian API token, instead of an app password').optional(),
        repo_path: text('The repository as workspace/repo_slug'),
        target_namespace: text('Full path of the GitLab group or user namespace to import into'),
        new_name: newName,
      })
      .strict(),
    nextSteps: [FOLLOW],
    aliases: ['migrate from bitbucket'],
  }),
  importAction({
    id: 'admin.import_bitbucket_server',
    description: 'Import a repository from a Bitbucket Server (Data Center) into a new GitLab project.',
    input: z
      .object({
        bitbucket_server_url: text('Address of the Bitbucket Server, e.g. https://bitbucket.example.com'),
        bitbucket_server_username: text('Bitbucket Server username'),
        personal_access_token: text('Bitbucket Server personal access token of that user'),
        bitbucket_server_project: text('Bitbucket project key, e.g. ACME'),
        bitbucket_server_repo: text('Repository slug in that project'),
        new_name: newName,
        new_namespace: text('Full path of the namespace to import into; your own by default').optional(),
        timeout_strategy: timeoutStrategy.optional(),
      })
      .strict(),
    nextSteps: [FOLLOW],
    aliases: ['migrate from bitbucket server', 'bitbucket data center import'],
  }),
];
