import { PROJECT_OWNER } from '../owner.js';
import { serviceAccountActions } from '../service_accounts/service-accounts.js';

export const projectServiceAccountActions = serviceAccountActions(PROJECT_OWNER, {
  list: 'project.service_account_list',
  create: 'project.service_account_create',
  pat_list: 'project.service_account_pat_list',
  pat_create: 'project.service_account_pat_create',
  update: 'project.service_account_update',
  delete: 'project.service_account_delete',
  pat_rotate: 'project.service_account_pat_rotate',
  pat_revoke: 'project.service_account_pat_revoke',
});
