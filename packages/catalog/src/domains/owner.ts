import type { z } from 'zod';
import { groupId, projectId } from '../params.js';

/**
 * What owns a resource that projects and groups both have (labels, milestones, boards, badges…): GitLab serves the
 * same endpoints under `/projects/:id/…` and `/groups/:id/…`, so one factory per resource takes the owner and is
 * called twice. The action IDs stay the caller's, as catalog.json spells them per owner (their tools come from it).
 */
export interface Owner {
  kind: 'project' | 'group';
  /** The REST prefix, a template like catalog.json's: `/projects/{project_id}`. */
  path: '/projects/{project_id}' | '/groups/{group_id}';
  /** The parameter naming the owner. */
  param: 'project_id' | 'group_id';
  /** That parameter with its schema, to spread into an input object. */
  one: Record<string, z.ZodType>;
  /** The `gitlab://` URI prefix of the owner's resources (OF-80): `gitlab://project/{project_id}`. */
  uri: 'gitlab://project/{project_id}' | 'gitlab://group/{group_id}';
  /** What a not-found card says the object was looked for in: `project group/project`. */
  named(args: Record<string, unknown>): string;
}

export const PROJECT_OWNER: Owner = {
  kind: 'project',
  path: '/projects/{project_id}',
  param: 'project_id',
  one: { project_id: projectId },
  uri: 'gitlab://project/{project_id}',
  named: (args) => `project ${String(args.project_id)}`,
};

export const GROUP_OWNER: Owner = {
  kind: 'group',
  path: '/groups/{group_id}',
  param: 'group_id',
  one: { group_id: groupId },
  uri: 'gitlab://group/{group_id}',
  named: (args) => `group ${String(args.group_id)}`,
};

/** The owner's path with its ID filled in and URL-encoded once, for local calls: `/groups/group%2Fsubgroup`. */
export function ownerSegment(owner: Owner, args: Record<string, unknown>): string {
  return `/${owner.kind}s/${encodeURIComponent(String(args[owner.param]))}`;
}

/** One action of a factory's family as its owner names it: canonical ID, description, aliases. */
export interface OwnedWords {
  id: string;
  description: string;
  aliases: string[];
  /** Parameters only this owner's variant takes (catalog.json lists them per action). */
  params?: Record<string, z.ZodType>;
}
