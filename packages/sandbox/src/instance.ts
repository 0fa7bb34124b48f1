import type { SandboxConfig } from './store/state.js';

/**
 * The GitLab instance the sandbox stands in for: one version for REST (`/version`, `/metadata`) and GraphQL
 * (`Query.metadata`), so both halves always report the same instance.
 */

/** The GitLab release the sandbox answers as (an Enterprise Edition, which the licence endpoint and tiers assume). */
export const GITLAB_VERSION = '19.4.1-ee';

const REVISION = 'a1b2c3d4e5f';
const KAS_VERSION = '19.4.1';

/** The instance metadata, as GET /metadata answers it (https://docs.gitlab.com/api/metadata/). */
export interface InstanceMetadata {
  version: string;
  revision: string;
  kas: { enabled: boolean; externalUrl: string; externalK8sProxyUrl: string; version: string };
  enterprise: boolean;
}

/** The metadata of the instance at the configured external URL. */
export function instanceMetadata(config: SandboxConfig): InstanceMetadata {
  return {
    version: GITLAB_VERSION,
    revision: REVISION,
    kas: {
      enabled: true,
      externalUrl: `${config.externalUrl.replace(/^http/, 'ws')}/-/kubernetes-agent/`,
      externalK8sProxyUrl: `${config.externalUrl}/-/kubernetes-agent/k8s-proxy/`,
      version: KAS_VERSION,
    },
    enterprise: true,
  };
}
