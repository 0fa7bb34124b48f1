import type { SandboxResponse } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { Tier } from '../../types.js';
import { resolveScope } from '../collection.js';
import type { CollectionContext } from '../collection.js';

/** The owners of resources that projects and groups both have (labels, milestones, boards, badges). */
export type OwnerKind = 'project' | 'group';
export const OWNER_KINDS: readonly OwnerKind[] = ['project', 'group'];

const PREFIX: Record<OwnerKind, string> = { project: '/projects/:id', group: '/groups/:id' };

/** A hand-written endpoint under `/projects/:id` or `/groups/:id`, with the owner resolved (or GitLab's 404). */
export function ownedRoute(
  kind: OwnerKind,
  method: Route['method'],
  pattern: string,
  run: (ctx: CollectionContext) => SandboxResponse,
  tier?: Tier,
): Route {
  return {
    method,
    pattern: `${PREFIX[kind]}${pattern}`,
    handler: (ctx) => run({ ...ctx, scope: resolveScope(kind, ctx) }),
    ...(tier === undefined ? {} : { tier }),
  };
}
