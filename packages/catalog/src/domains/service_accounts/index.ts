/** @module Project and group service accounts and their tokens, from one factory called per owner. */
export { groupServiceAccountActions, projectServiceAccountActions } from './service-accounts.js';
