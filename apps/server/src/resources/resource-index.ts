import { RESOURCE_TEMPLATES, STATIC_RESOURCES } from './resource-table.js';
import type { ResourceSpec } from './resource-table.js';
import { uriMatcher } from './uri-template.js';

/** A URI matched to its resource, with the template's variables read from it. */
export interface MatchedResource {
  spec: ResourceSpec;
  values: Record<string, string>;
}

const MATCHERS = RESOURCE_TEMPLATES.map((spec) => ({ spec, matcher: uriMatcher(spec.uri) }));

/** The published resources and templates; `minimal` keeps only the tool manifest ones. */
export function publishedResources(minimal: boolean): { statics: ResourceSpec[]; templates: ResourceSpec[] } {
  const keep = (spec: ResourceSpec) => !minimal || spec.manifest;
  return { statics: STATIC_RESOURCES.filter(keep), templates: RESOURCE_TEMPLATES.filter(keep) };
}

/** The resource a URI names, or null; a static URI wins over a template that would also match it. */
export function matchResource(uri: string, minimal: boolean): MatchedResource | null {
  const keep = (spec: ResourceSpec) => !minimal || spec.manifest;
  const fixed = STATIC_RESOURCES.find((spec) => spec.uri === uri);
  if (fixed) return keep(fixed) ? { spec: fixed, values: {} } : null;
  for (const { spec, matcher } of MATCHERS) {
    const values = matcher.match(uri);
    if (values && keep(spec)) return { spec, values };
  }
  return null;
}

/** Whether reading `uri` asks GitLab (a catalog action) rather than the server itself (guides, tool manifest). */
export function readsGitLab(uri: string, minimal: boolean): boolean {
  return matchResource(uri, minimal)?.spec.source.kind === 'action';
}
