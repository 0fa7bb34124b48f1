import { GROUP_OWNER } from '../owner.js';
import { serviceAccountActions } from '../service_accounts/service-accounts.js';

export const groupServiceAccountActions = serviceAccountActions(GROUP_OWNER, {
  list: 'group.service_account_list',
  create: 'group.service_account_create',
  pat_list: 'group.service_account_pat_list',
  pat_create: 'group.service_account_pat_create',
  update: 'group.service_account_update',
  delete: 'group.service_account_delete',
  pat_rotate: 'group.service_account_pat_rotate',
  pat_revoke: 'group.service_account_pat_revoke',
});
