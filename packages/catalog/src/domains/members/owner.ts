import type { z } from 'zod';
import { groupId, projectId } from '../../params.js';

/**
 * What owns a shared resource (members, shares, uploads, avatars): a project or a group. The two differ only in
 * the REST path prefix, the ID parameter and the words a not-found card uses, so one factory per resource serves
 * both (as the issuable factories serve issues and merge requests).
 */
export interface Owner {
  kind: 'project' | 'group';
  /** The REST path of the owner, as catalog.json's templates spell it. */
  path: '/projects/{project_id}' | '/groups/{group_id}';
  /** The parameter naming the owner, and its schema: `{ project_id: projectId }`. */
  one: Record<string, z.ZodType>;
  /** The owner in words, for a not-found card: `project group/project`. */
  named(args: Record<string, unknown>): string;
}

export const PROJECT_OWNER: Owner = {
  kind: 'project',
  path: '/projects/{project_id}',
  one: { project_id: projectId },
  named: (args) => `project ${String(args.project_id)}`,
};

export const GROUP_OWNER: Owner = {
  kind: 'group',
  path: '/groups/{group_id}',
  one: { group_id: groupId },
  named: (args) => `group ${String(args.group_id)}`,
};
