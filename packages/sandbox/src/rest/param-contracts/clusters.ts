import type { ParamContract } from '../../http/param-contract.js';
import { boolean, hashOf, integer, oneOf, required, string } from './spec.js';

/*
 * Certificate-based clusters: doc/api/project_clusters.md, group_clusters.md and instance_clusters.md, with GitLab's
 * lib/api/project_clusters.rb, group_clusters.rb and admin/instance_clusters.rb, which declare the same parameters
 * for the three owners. Adding a cluster needs its name and the Kubernetes API's URL and token.
 */

const settings: ParamContract = {
  enabled: boolean,
  domain: string,
  environment_scope: string,
  namespace_per_environment: boolean,
  management_project_id: integer,
  managed: boolean,
};

// "Add existing cluster to project" (and group, instance): the authorization type is one of GitLab's
// Clusters::Platforms::Kubernetes.authorization_types.
const add: ParamContract = {
  ...settings,
  name: required(string),
  platform_kubernetes_attributes: required(
    hashOf({
      api_url: required(string),
      token: required(string),
      ca_cert: string,
      namespace: string,
      authorization_type: oneOf('unknown_authorization', 'rbac', 'abac'),
    }),
  ),
};

// "Edit project cluster" (and group, instance): everything optional; the authorization type cannot change.
const edit: ParamContract = {
  ...settings,
  name: string,
  platform_kubernetes_attributes: hashOf({
    api_url: string,
    token: string,
    ca_cert: string,
    namespace: string,
  }),
};

export const clusterContracts: Record<string, ParamContract> = Object.fromEntries(
  [
    ['/projects/:id/clusters', '/projects/:id/clusters/user'],
    ['/groups/:id/clusters', '/groups/:id/clusters/user'],
    ['/admin/clusters', '/admin/clusters/add'],
  ].flatMap(([base, addPath]) => [
    [`GET ${base}`, {}],
    [`GET ${base}/:cluster_id`, {}],
    [`POST ${addPath}`, add],
    [`PUT ${base}/:cluster_id`, edit],
    [`DELETE ${base}/:cluster_id`, {}],
  ]),
);
