import { domainOf, fineGrainedPermission } from '@gitlab-mcp/catalog';
import type { ActionSpec, Tier } from '@gitlab-mcp/catalog';

/** Why an action of the catalog is not served in this session; each reason has its own refusal. */
export type Withheld = 'read_only' | 'tier' | 'admin_scope' | 'excluded' | 'not_granted' | 'not_fine_grained';

/** What decides the session's catalog: the instance's tier, the token's reach and the operator's settings. */
export interface Narrowing {
  tier: Tier;
  /** GITLAB_MCP_READ_ONLY, or a token that can only read (`read_api`). */
  readOnly: boolean;
  /** The token has the `admin_mode` scope (or scopes are ignored). */
  admin: boolean;
  /** GITLAB_MCP_EXCLUDE_TOOLS: canonical IDs, individual tool names or whole `gitlab_<domain>` tools. */
  excluded: readonly string[];
  /** A fine-grained token's permissions (OF-70); null for classic, OAuth and job tokens. */
  grant: ReadonlySet<string> | null;
}

const TIER_RANK: Record<Tier, number> = { free: 0, premium: 1, ultimate: 2 };

/** The actions one session serves, by ID and by domain, and why the others are withheld. */
export class ServedCatalog {
  readonly actions: readonly ActionSpec[];
  private readonly byId = new Map<string, ActionSpec>();
  private readonly withheld = new Map<string, Withheld>();
  private byDomain: ReadonlyMap<string, readonly ActionSpec[]> | undefined;

  constructor(all: readonly ActionSpec[], narrowing: Narrowing) {
    const excluded = new Set(narrowing.excluded);
    const served: ActionSpec[] = [];
    for (const action of all) {
      const reason = withheldReason(action, narrowing, excluded);
      if (reason) this.withheld.set(action.id, reason);
      else {
        served.push(action);
        this.byId.set(action.id, action);
      }
    }
    this.actions = served;
  }

  get(id: string): ActionSpec | undefined {
    return this.byId.get(id);
  }

  /** Why a known action is not served, or undefined for a served or unknown one. */
  whyWithheld(id: string): Withheld | undefined {
    return this.withheld.get(id);
  }

  /** Served actions grouped by domain, in catalog order. */
  domains(): ReadonlyMap<string, readonly ActionSpec[]> {
    // The catalog does not change after construction; meta tools read this on every call.
    if (!this.byDomain) {
      const groups = new Map<string, ActionSpec[]>();
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
}

function withheldReason(
  action: ActionSpec,
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
  if (narrowing.grant) {
    const permission = fineGrainedPermission(action);
    if (permission === null) return 'not_fine_grained';
    if (permission !== undefined && !narrowing.grant.has(permission)) return 'not_granted';
  }
  return undefined;
}
