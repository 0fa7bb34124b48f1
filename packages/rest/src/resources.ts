import { Gitlab } from '@gitbeaker/rest';
import type { RestClient } from './rest-client.js';

const built = new WeakMap<RestClient, Gitlab<false>>();

/**
 * gitbeaker's resources (`resourcesOf(rest).Branches.all(...)`), all sending through the client's requester:
 * retries, deadline, typed errors and page facts included. A subpath of the package apart from its index: the ~200
 * resource classes are 100 kB that a server calling GitLab by path (docs/adr/0001) never parses, and they are
 * built once per client, on first use (measured: 35 ms and 7 MB).
 */
export function resourcesOf(client: RestClient): Gitlab<false> {
  let resources = built.get(client);
  if (!resources) {
    resources = new Gitlab(client.resourceOptions);
    built.set(client, resources);
  }
  return resources;
}
