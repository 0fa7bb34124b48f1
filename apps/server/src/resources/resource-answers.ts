import type { CallContext } from '../call-context.js';
import { ICONS } from '../icons.js';
import { LIST_CACHE } from '../server-capabilities.js';
import { ResourceError, UNKNOWN_RESOURCE, unknownResource } from './resource-error.js';
import type { ResourceHost } from './resource-host.js';
import { matchResource, publishedResources } from './resource-index.js';
import type { ResourceSpec } from './resource-table.js';
import { WORKSPACE_ROOTS_URI } from './workspace-roots.js';
import type { WorkspaceRoots } from './workspace-roots.js';

const SUBSCRIBABLE_META = { 'io.github.jmrplens/subscribable': true } as const;

/**
 * Refuses a URI whose updates cannot be followed: not a resource of this server, or one that is not watched (a
 * collection). resources/subscribe (2025) and subscriptions/listen (2026-07-28) refuse alike.
 */
export function checkWatchable(uri: string, minimal: boolean): void {
  const matched = matchResource(uri, minimal);
  if (!matched) throw unknownResource(uri);
  if (!matched.spec.subscribable)
    throw new ResourceError(
      UNKNOWN_RESOURCE,
      `Resource ${uri} cannot be subscribed to: it is not watched`,
      uri,
    );
}

/** The client's workspace roots, where the client shares them (a stdio client of the 2025 revisions). */
type Workspace = Pick<WorkspaceRoots, 'available' | 'list'>;

/**
 * What resources/list, resources/templates/list and resources/read answer, whichever protocol revision asked: the
 * servers of both SDK lines register these.
 */
export function resourceAnswers(host: () => Promise<ResourceHost>, workspace: Workspace | null) {
  const hasRoots = () => workspace?.available === true;
  /** `context`: a resources/read request's, or a watcher's poll's own (never cancelled). */
  const contents = async (uri: string, context: CallContext) => {
    if (uri === WORKSPACE_ROOTS_URI && workspace && hasRoots()) {
      const roots = await workspace.list((await host()).readsDisk);
      return { mimeType: 'application/json', text: JSON.stringify({ roots }), ttlMs: 0 };
    }
    const resources = await host();
    const matched = matchResource(uri, resources.minimal);
    if (!matched) throw unknownResource(uri);
    const body = await resources.read(matched.spec, matched.values, uri, context);
    return { mimeType: matched.spec.mimeType, ...body };
  };
  return {
    list: async () => {
      const { statics } = publishedResources((await host()).minimal);
      const roots = hasRoots() ? [WORKSPACE_ROOTS] : [];
      return { resources: [...statics.map(describeResource), ...roots], ...LIST_CACHE };
    },
    templates: async () => {
      const { templates } = publishedResources((await host()).minimal);
      return { resourceTemplates: templates.map(describeTemplate), ...LIST_CACHE };
    },
    /** The resource's text, its media type and how long it may be cached. */
    contents,
    read: async (uri: string, context: CallContext) => {
      const { mimeType, text, ttlMs } = await contents(uri, context);
      return { contents: [{ uri, mimeType, text }], ttlMs, cacheScope: 'private' as const };
    },
  };
}

const WORKSPACE_ROOTS = {
  uri: WORKSPACE_ROOTS_URI,
  name: 'workspace_roots',
  title: 'Workspace Roots',
  description: "The client's open workspace folders and their git remotes, for discover_project.resolve.",
  mimeType: 'application/json',
  annotations: { audience: ['user', 'assistant'] as Array<'user' | 'assistant'>, priority: 0.6 },
  icons: ICONS,
};

function common(spec: ResourceSpec) {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.subscribable
      ? `${spec.description} Subscribable: resources/subscribe on stateful sessions.`
      : spec.description,
    mimeType: spec.mimeType,
    annotations: {
      audience: ['user', 'assistant'] as Array<'user' | 'assistant'>,
      priority: spec.collection ? 0.4 : 0.6,
    },
    icons: ICONS,
    ...(spec.subscribable ? { _meta: SUBSCRIBABLE_META } : {}),
  };
}

function describeResource(spec: ResourceSpec) {
  return { uri: spec.uri, ...common(spec) };
}

function describeTemplate(spec: ResourceSpec) {
  return { uriTemplate: spec.uri, ...common(spec) };
}
