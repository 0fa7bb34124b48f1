import { findGroup, findProject } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { webUrl } from '../shapes.js';

/*
 * How GitLab answers a runner (https://docs.gitlab.com/api/runners/): lists carry the basic entity, a get the
 * detailed one with its projects and groups. Neither carries the runner's token, which the row keeps for
 * verification and deletion by token.
 */

const BASIC = [
  'id',
  'description',
  'ip_address',
  'active',
  'paused',
  'is_shared',
  'runner_type',
  'name',
  'online',
  'status',
] as const;

const DETAIL = [
  'tag_list',
  'run_untagged',
  'locked',
  'access_level',
  'maximum_timeout',
  'maintenance_note',
  'version',
  'revision',
  'platform',
  'architecture',
  'contacted_at',
  'created_at',
] as const;

export function runners(state: SandboxState): PlainRow[] {
  return (state.plain.runners ??= []);
}

export function idsOf(row: PlainRow, field: 'project_ids' | 'group_ids'): number[] {
  return Array.isArray(row[field]) ? (row[field] as number[]) : [];
}

export function runnerBasicJson(row: PlainRow): Record<string, unknown> {
  return Object.fromEntries(BASIC.map((field) => [field, row[field] ?? null]));
}

export function runnerDetailJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const projects = idsOf(row, 'project_ids').flatMap((id) => {
    const project = findProject(state, id);
    return project === undefined
      ? []
      : [
          {
            id: project.id,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
          },
        ];
  });
  const groups = idsOf(row, 'group_ids').flatMap((id) => {
    const group = findGroup(state, id);
    return group === undefined
      ? []
      : [{ id: group.id, web_url: webUrl(state, `groups/${group.full_path}`), name: group.name }];
  });
  return {
    ...runnerBasicJson(row),
    ...Object.fromEntries(DETAIL.map((field) => [field, row[field] ?? null])),
    projects,
    groups,
  };
}
