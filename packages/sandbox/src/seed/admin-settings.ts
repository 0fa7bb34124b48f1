import type { PlainRow } from '../store/rows.js';

/** Instance administration data, second half of the `admin` domain: a project alias of group/project. */
export function seedAdminSettingsTables(): Record<string, PlainRow[]> {
  return {
    project_aliases: [{ id: 4601, project_id: 42, name: 'project' }],
  };
}
