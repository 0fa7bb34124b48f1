import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, READS, UPDATES } from '../../classifications.js';
import { integer, offsetPaging, oneOf, sortDirection, text } from '../../params.js';

const accountFields = {
  name: text('Display name').optional(),
  username: text('Username; GitLab generates one when absent').optional(),
  email: text('Email; GitLab generates a no-reply one when absent').optional(),
};

/** Instance service accounts: bot users for automation (https://docs.gitlab.com/api/service_accounts/). */
export const userServiceAccountActions = [
  defineAction({
    id: 'user.list_service_accounts',
    tool: 'gitlab_list_service_accounts',
    description: 'List the instance’s service accounts, the bot users automation signs in as (admin).',
    input: z
      .object({
        order_by: oneOf(['id', 'username'], 'Order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /service_accounts' },
    answer: { list: 'service_account' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'user.update_service_account', text: 'rename a service account' },
      { action: 'user.create_personal_access_token', text: 'give one a token' },
    ],
    tier: 'free',
    aliases: ['service accounts', 'bot users', 'robot accounts'],
    admin: true,
  }),
  defineAction({
    id: 'user.create_service_account',
    tool: 'gitlab_create_service_account',
    description: 'Create an instance service account, a bot user for automation (admin).',
    input: z.object(accountFields).strict(),
    gitlab: { rest: 'POST /service_accounts' },
    answer: { object: 'service_account' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'user.create_personal_access_token', text: 'give it a token' }],
    tier: 'free',
    aliases: ['new service account', 'bot user'],
    admin: true,
  }),
  defineAction({
    id: 'user.update_service_account',
    tool: 'gitlab_update_instance_service_account',
    description: 'Change an instance service account’s name, username or email (admin).',
    input: z.object({ service_account_id: integer('Service account (user) ID'), ...accountFields }).strict(),
    gitlab: { rest: 'PATCH /service_accounts/{service_account_id}' },
    answer: { object: 'service_account', notFound: (args) => `service account ${args.service_account_id}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.list_service_accounts', text: 'see the service accounts' }],
    tier: 'free',
    aliases: [],
    admin: true,
  }),
];
