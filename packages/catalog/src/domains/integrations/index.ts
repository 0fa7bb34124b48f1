/** @module Project and group integrations, from one factory called per owner. */
export { groupIntegrationActions, projectIntegrationActions } from '../project/integrations.js';
