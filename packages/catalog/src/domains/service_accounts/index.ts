/** @module Project and group service accounts and their tokens, from one factory called per owner. */
export { groupServiceAccountActions } from '../group/service-accounts.js';
export { projectServiceAccountActions } from '../project/service-accounts.js';
