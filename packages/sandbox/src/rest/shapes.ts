import { createHash } from 'node:crypto';
import { findNamespace, findProject } from '../store/lookup.js';
import type { MilestoneRow, ProjectRow, UserRow } from '../store/rows.js';
import type { SandboxState } from '../store/state.js';

/** Entities embedded in many answers (users, milestones, web URLs), in the form GitLab's REST API embeds them. */

/** An address under the instance's external URL (`https://gitlab.example.com/group/project`). */
export function webUrl(state: SandboxState, path: string): string {
  return `${state.config.externalUrl}/${path}`;
}

export function projectWebUrl(state: SandboxState, project: ProjectRow): string {
  return webUrl(state, project.path_with_namespace);
}

/** The web URL of a project by id, with a sub-path (`/-/merge_requests/243`). */
export function projectPageUrl(state: SandboxState, projectId: number, subPath: string): string {
  const project = findProject(state, projectId);
  return `${project === undefined ? state.config.externalUrl : projectWebUrl(state, project)}${subPath}`;
}

export function avatarUrl(user: UserRow): string {
  const hash = createHash('md5').update(user.email.toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=80&d=identicon`;
}

/**
 * GitLab's UserBasic entity (author, assignee, reviewer…), with the fields the issues API documents for it and
 * GitLab's issue.json fixture allows (it forbids any other property on assignees).
 */
export function userBasic(
  state: SandboxState,
  id: number | null | undefined,
): Record<string, unknown> | null {
  const user = id === null || id === undefined ? undefined : state.tables.users.find((row) => row.id === id);
  if (user === undefined) return null;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    avatar_url: avatarUrl(user),
    web_url: webUrl(state, user.username),
  };
}

export function usersBasic(state: SandboxState, ids: readonly number[]): Record<string, unknown>[] {
  return ids
    .map((id) => userBasic(state, id))
    .filter((user): user is Record<string, unknown> => user !== null);
}

/** Milestone entity; `expired` is whether the due date has passed. */
export function milestoneJson(state: SandboxState, row: MilestoneRow): Record<string, unknown> {
  const scope =
    row.project_id !== null
      ? { project_id: row.project_id, url: projectPageUrl(state, row.project_id, `/-/milestones/${row.iid}`) }
      : {
          group_id: row.group_id,
          url: webUrl(state, `groups/${groupPath(state, row.group_id)}/-/milestones/${row.iid}`),
        };
  const { url, ...owner } = scope;
  return {
    id: row.id,
    iid: row.iid,
    ...owner,
    title: row.title,
    description: row.description,
    state: row.state,
    created_at: row.created_at,
    updated_at: row.updated_at,
    due_date: row.due_date,
    start_date: row.start_date,
    expired: row.due_date !== null && row.due_date < state.now().slice(0, 10),
    web_url: url,
  };
}

export function milestoneById(state: SandboxState, id: number | null): Record<string, unknown> | null {
  const row = id === null ? undefined : state.tables.milestones.find((milestone) => milestone.id === id);
  return row === undefined ? null : milestoneJson(state, row);
}

function groupPath(state: SandboxState, groupId: number | null): string {
  return groupId === null ? '' : (findNamespace(state, groupId)?.full_path ?? String(groupId));
}

/** GitLab's `references` of an issue or MR (`#42` / `!243`, relative and full forms). */
export function references(
  state: SandboxState,
  projectId: number,
  sigil: '#' | '!',
  iid: number,
): Record<string, string> {
  const project = findProject(state, projectId);
  return {
    short: `${sigil}${iid}`,
    relative: `${sigil}${iid}`,
    full: `${project?.path_with_namespace ?? projectId}${sigil}${iid}`,
  };
}

export const emptyTimeStats = {
  time_estimate: 0,
  total_time_spent: 0,
  human_time_estimate: null,
  human_total_time_spent: null,
};

/** A copy of an entity without some of its fields (a list form that leaves a field out). */
export function without<T extends Record<string, unknown>>(
  value: T,
  ...keys: string[]
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
