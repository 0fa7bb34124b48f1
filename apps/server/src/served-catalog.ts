import { domainOf } from '@gitlab-mcp/catalog';
import type { ActionSpec, ActionSummary, CatalogSource, Tier } from '@gitlab-mcp/catalog';
import { loadModuleSchemas } from './surfaces/schema-table.js';

/** Why an action of the catalog is not served to this tenant; each reason has its own refusal. */
export type Withheld =
  'read_only' | 'api_scope' | 'tier' | 'admin_scope' | 'excluded' | 'not_granted' | 'not_fine_grained';

/** What decides the tenant's catalog: the instance's tier, the token's reach and the operator's settings. */
export interface Narrowing {
  tier: Tier;
  /** GITLAB_MCP_READ_ONLY: the operator's choice. */
  readOnly: boolean;
  /** The token can only read: it has `read_api` and not `api`, so a write's refusal names the scope. */
  readScopeOnly?: boolean;
  /** The token has the `admin_mode` scope (or scopes are ignored). */
  admin: boolean;
  /** GITLAB_MCP_EXCLUDE_TOOLS: canonical IDs, individual tool names or whole `gitlab_<domain>` tools. */
  excluded: readonly string[];
  /** A fine-grained token's permissions (OF-70); null for classic, OAuth and job tokens. */
  grant: ReadonlySet<string> | null;
}

const TIER_RANK: Record<Tier, number> = { free: 0, premium: 1, ultimate: 2 };

/**
 * The actions one tenant serves, by ID and by domain, and why the others are withheld. It is built from the
 * catalog's summaries, which are all a tenant needs to narrow, list, search and route; an action's schema, call
 * and answer are its `ActionSpec`, which `spec` loads from its module when first asked: a tenant that never
 * searches in depth or calls never evaluates the catalog's zod schemas.
 */
export class ServedCatalog {
  /** The served actions, in catalog order. */
  readonly actions: readonly ActionSummary[];
  private readonly byId = new Map<string, ActionSummary>();
  private readonly withheld = new Map<string, { reason: Withheld; summary: ActionSummary }>();
  private readonly loaded = new Map<string, ActionSpec>();
  private readonly loading = new Map<string, Promise<void>>();
  private byDomain: ReadonlyMap<string, readonly ActionSummary[]> | undefined;

  constructor(
    private readonly source: CatalogSource,
    narrowing: Narrowing,
  ) {
    const excluded = new Set(narrowing.excluded);
    const served: ActionSummary[] = [];
    for (const summary of source.summaries) {
      const reason = withheldReason(summary, narrowing, excluded);
      if (reason) this.withheld.set(summary.id, { reason, summary });
      else {
        served.push(summary);
        this.byId.set(summary.id, summary);
      }
    }
    this.actions = served;
  }

  /** A served action's summary; undefined for a withheld or unknown one. */
  get(id: string): ActionSummary | undefined {
    return this.byId.get(id);
  }

  /**
   * A served action in full, its module loaded first; undefined for a withheld or unknown one. Rejects when the
   * module fails to load (it is loaded again on the next ask).
   */
  async spec(id: string): Promise<ActionSpec | undefined> {
    const [spec] = await this.specs([id]);
    return spec;
  }

  /** These served actions in full, in the order asked (every served action when none are named). */
  async specs(ids?: readonly string[]): Promise<ActionSpec[]> {
    const summaries = (ids ? ids.map((id) => this.byId.get(id)) : this.actions).filter(
      (summary): summary is ActionSummary => summary !== undefined,
    );
    await Promise.all(
      [...new Set(summaries.map(({ module }) => module))].map((module) => this.loadModule(module)),
    );
    return summaries.map(({ id, module }) => {
      const spec = this.loaded.get(id);
      // The build writes the summaries from the same modules: only a stale bundle gets here.
      if (!spec) throw new Error(`catalog module "${module}" has no action ${id}`);
      return spec;
    });
  }

  /** Why a known action is not served, or undefined for a served or unknown one. */
  whyWithheld(id: string): Withheld | undefined {
    return this.withheld.get(id)?.reason;
  }

  /** The permission a withheld action needs of a fine-grained token, for its refusal (OF-70). */
  grantOf(id: string): string | null | undefined {
    const grant = this.withheld.get(id)?.summary.grant;
    return grant === 'none' ? undefined : grant;
  }

  /** Every name that fills a URL path anywhere in the catalog (`project_id`, `sha`). */
  pathParams(): readonly string[] {
    return this.source.pathParams;
  }

  /** Served actions grouped by domain, in catalog order. */
  domains(): ReadonlyMap<string, readonly ActionSummary[]> {
    // The catalog does not change after construction; meta tools read this on every call.
    if (!this.byDomain) {
      const groups = new Map<string, ActionSummary[]>();
      for (const action of this.actions) {
        const domain = domainOf(action.id);
        const group = groups.get(domain);
        if (group) group.push(action);
        else groups.set(domain, [action]);
      }
      this.byDomain = groups;
    }
    return this.byDomain;
  }

  private loadModule(module: string): Promise<void> {
    let loading = this.loading.get(module);
    if (!loading) {
      // The module's JSON Schemas come with it: whatever asks for an action next checks or describes it.
      loading = Promise.all([this.source.load(module), loadModuleSchemas(module)]).then(([specs]) => {
        for (const spec of specs) this.loaded.set(spec.id, spec);
      });
      // A module that failed to load may be asked for again.
      loading.catch(() => this.loading.delete(module));
      this.loading.set(module, loading);
    }
    return loading;
  }
}

function withheldReason(
  action: ActionSummary,
  narrowing: Narrowing,
  excluded: ReadonlySet<string>,
): Withheld | undefined {
  if (
    excluded.has(action.id) ||
    (action.tool && excluded.has(action.tool)) ||
    excluded.has(`gitlab_${domainOf(action.id)}`)
  ) {
    return 'excluded';
  }
  if (TIER_RANK[action.tier] > TIER_RANK[narrowing.tier]) return 'tier';
  if (action.admin && !narrowing.admin) return 'admin_scope';
  if (narrowing.readOnly && !action.classification.readOnly) return 'read_only';
  if (narrowing.readScopeOnly && !action.classification.readOnly) return 'api_scope';
  if (narrowing.grant) {
    if (action.grant === null) return 'not_fine_grained';
    if (action.grant !== 'none' && !narrowing.grant.has(action.grant)) return 'not_granted';
  }
  return undefined;
}
