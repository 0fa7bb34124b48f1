import { tracedRequest } from '../call-context.js';
import type { CallContext } from '../call-context.js';
import { executeAction } from '../execute/execute-action.js';
import { GUIDES } from '../guides/guides.js';
import type { Tenant } from '../tenant.js';
import { toolDetail, toolManifest } from '../tool-manifest.js';
import { RESOURCE_NOT_READ, ResourceError, unknownResource } from './resource-error.js';
import type { ResourceBody } from './resource-host.js';
import type { ResourceSpec } from './resource-table.js';

/** Tool details change only when the server does (reference-server.md §6); GitLab data is live. */
const TOOL_TTL_MS = 300_000;
const GUIDE_TTL_MS = 3_600_000;

/**
 * Reads one matched resource of a tenant. A GitLab resource runs its action through executeAction, the path
 * every tools/call takes, so read-only narrowing, tiers and fine-grained refusals hold for resources too; its
 * contents are the action's structuredContent.
 */
export function readResource(
  tenant: Tenant,
  spec: ResourceSpec,
  values: Readonly<Record<string, string>>,
  uri: string,
  /** The reading request's (a watcher's poll has its own, never cancelled). */
  context: CallContext,
): Promise<ResourceBody> {
  // Named by its template: the URI read holds the caller's values. A subscription's poll is a read too.
  const facts = {
    method: 'resources/read',
    target: spec.uri,
    surface: tenant.surface.name,
    user: tenant.facts.user,
  } as const;
  return tracedRequest(facts, context, (traced) => readMatched(tenant, spec, values, uri, traced));
}

async function readMatched(
  tenant: Tenant,
  spec: ResourceSpec,
  values: Readonly<Record<string, string>>,
  uri: string,
  context: CallContext,
): Promise<ResourceBody> {
  const { source } = spec;
  switch (source.kind) {
    case 'tool_manifest':
      return { text: JSON.stringify(await toolManifest(tenant)), ttlMs: TOOL_TTL_MS };
    case 'tool_detail': {
      const detail = await toolDetail(tenant, values.id ?? '');
      if (!detail) throw unknownResource(uri, ': this session serves no such action');
      return { text: JSON.stringify(detail), ttlMs: TOOL_TTL_MS };
    }
    case 'guide':
      return { text: GUIDES.find((guide) => guide.slug === source.guide)!.text, ttlMs: GUIDE_TTL_MS };
    case 'action': {
      const params: Record<string, unknown> = { ...source.fixed };
      for (const [name, value] of Object.entries(values)) params[source.rename[name] ?? name] = value;
      const call = {
        kind: 'action',
        actionId: source.action,
        params,
        confirm: false,
        caller: 'resources/read',
        aliases: false,
      } as const;
      const result = await executeAction(call, tenant.execute, context);
      if (result.isError || !result.structuredContent) {
        const [first] = result.content;
        const detail = first?.type === 'text' ? first.text : 'no detail';
        throw new ResourceError(RESOURCE_NOT_READ, `Resource ${uri} could not be read: ${detail}`, uri);
      }
      return { text: JSON.stringify(result.structuredContent), ttlMs: 0 };
    }
  }
}
