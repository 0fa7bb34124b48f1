import { projectAncestry } from '../store/lookup.js';
import type { LabelRow } from '../store/rows.js';
import type { SandboxState } from '../store/state.js';
import type { CollectionContext } from './collection.js';
import { bool } from './params.js';

/*
 * `with_labels_details=true` on the issue and merge request lists (doc/api/issues.md, doc/api/merge_requests.md):
 * each label as GitLab's LabelBasic entity instead of its name. A name is the project's label, else its groups'.
 */

/** GitLab renders a label's description as Markdown; the sandbox's descriptions are single plain paragraphs. */
function labelDescriptionHtml(description: string | null | undefined): string {
  return description === null || description === undefined ? '' : `<p>${description}</p>`;
}

/** GitLab's LabelBasic entity, the form boards embed their labels in. */
export function labelBasicJson(label: LabelRow): Record<string, unknown> {
  return {
    id: label.id,
    name: label.name,
    description: label.description,
    description_html: labelDescriptionHtml(label.description),
    text_color: label.text_color,
    color: label.color,
  };
}

function labelBasic(state: SandboxState, projectId: number, name: string): Record<string, unknown> {
  const project = state.tables.projects.find((row) => row.id === projectId);
  const groups = new Set(
    project === undefined ? [] : projectAncestry(state, project).map((group) => group.id),
  );
  const label =
    state.tables.labels.find((row) => row.project_id === projectId && row.name === name) ??
    state.tables.labels.find((row) => row.group_id !== null && groups.has(row.group_id) && row.name === name);
  return label === undefined
    ? { id: null, name, color: null, description: null, description_html: '', text_color: null }
    : labelBasicJson(label);
}

/** An issue or merge request of a list, its labels detailed when the request asks for it. */
export function withLabelDetails(
  ctx: CollectionContext,
  item: Record<string, unknown>,
): Record<string, unknown> {
  if (bool(ctx.req.query.with_labels_details) !== true) return item;
  const names = item.labels as string[];
  return { ...item, labels: names.map((name) => labelBasic(ctx.state, Number(item.project_id), name)) };
}
