import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
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
    description: 'List the instance’s service accounts, the bot users automation signs in as (admin).',
    input: z
      .object({
        order_by: oneOf(['id', 'username'], 'Order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'service_account' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'user.update_service_account', text: 'rename a service account' },
      { action: 'user.create_personal_access_token', text: 'give one a token' },
    ],
    aliases: ['service accounts', 'bot users', 'robot accounts'],
    admin: true,
  }),
  defineAction({
    id: 'user.create_service_account',
    description: 'Create an instance service account, a bot user for automation (admin).',
    input: z.object(accountFields).strict(),
    answer: { object: 'service_account' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'user.create_personal_access_token', text: 'give it a token' }],
    aliases: ['new service account', 'bot user'],
    admin: true,
  }),
  defineAction({
    id: 'user.update_service_account',
    description: 'Change an instance service account’s name, username or email (admin).',
    input: z.object({ service_account_id: integer('Service account (user) ID'), ...accountFields }).strict(),
    answer: { object: 'service_account', notFound: (args) => `service account ${args.service_account_id}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.list_service_accounts', text: 'see the service accounts' }],
    aliases: [],
    admin: true,
  }),
];
