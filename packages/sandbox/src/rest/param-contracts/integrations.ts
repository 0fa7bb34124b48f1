import type { ParamContractsByPathParam } from '../../http/param-contract.js';
import { INTEGRATION_SETTINGS } from './integration-settings.js';

/*
 * Setting up an integration: the slug in the path picks GitLab's declaration (doc/api/project_integrations.md,
 * group_integrations.md, whose sections repeat the project page's tables), and a slug GitLab defines no endpoint
 * for is a 404, as its router answers. The project path is also served under GitLab's older `/services` name.
 */
const BY_INTEGRATION: ParamContractsByPathParam = { byPathParam: 'slug', contracts: INTEGRATION_SETTINGS };

export const integrationContracts: Record<string, ParamContractsByPathParam> = {
  'PUT /projects/:id/integrations/:slug': BY_INTEGRATION,
  'PUT /projects/:id/services/:slug': BY_INTEGRATION,
  'PUT /groups/:id/integrations/:slug': BY_INTEGRATION,
};
