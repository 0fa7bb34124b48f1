/** The three tool surfaces, and how a call and a next step are spelled on each (reference-server.md §2). */
export type SurfaceName = 'dynamic' | 'meta' | 'individual';

export const SURFACES: readonly SurfaceName[] = ['dynamic', 'meta', 'individual'];

/**
 * The individual tool of each action these tests call or read in next steps, as the reference server names it
 * (`individual_tool` in its catalog.json). The names are historical and not derivable from the ID, and users'
 * allow-lists depend on them, so they are spelled out here rather than read back from the server under test.
 */
const INDIVIDUAL_TOOLS: Readonly<Record<string, string>> = {
  'branch.list': 'gitlab_branch_list',
  'user.block': 'gitlab_block_user',
  'user.unblock': 'gitlab_unblock_user',
  'branch.get': 'gitlab_branch_get',
  'branch.create': 'gitlab_branch_create',
  'branch.delete': 'gitlab_branch_delete',
  'branch.protect': 'gitlab_branch_protect',
  'issue.list': 'gitlab_issue_list',
  'issue.get': 'gitlab_issue_get',
  'issue.create': 'gitlab_issue_create',
  'issue.update': 'gitlab_issue_update',
  'issue.note_list': 'gitlab_issue_note_list',
  'issue.mrs_related': 'gitlab_issue_mrs_related',
  'merge_request.get': 'gitlab_mr_get',
  'merge_request.list': 'gitlab_mr_list',
  'merge_request.pipelines': 'gitlab_mr_pipelines',
  'merge_request.approve': 'gitlab_mr_approve',
  'merge_request.merge': 'gitlab_mr_merge',
  'merge_request.create': 'gitlab_mr_create',
  'mr_review.changes_get': 'gitlab_mr_changes_get',
  'mr_review.discussion_list': 'gitlab_mr_discussion_list',
  'project.get': 'gitlab_project_get',
  'pipeline.list': 'gitlab_pipeline_list',
  'pipeline.get': 'gitlab_pipeline_get',
  'repository.commit_list': 'gitlab_commit_list',
  'tag.create': 'gitlab_tag_create',
  'tag.delete': 'gitlab_tag_delete',
  // Ours, beyond the reference catalog (docs/visualisations.md).
  'visual.pipeline_graph': 'gitlab_chart_pipeline_graph',
};

function split(id: string): { domain: string; verb: string } {
  const dot = id.indexOf('.');
  return { domain: id.slice(0, dot), verb: id.slice(dot + 1) };
}

/** The individual tool of an action. */
export function individualTool(id: string): string {
  const tool = INDIVIDUAL_TOOLS[id];
  if (!tool) throw new Error(`no individual tool name recorded for ${id}: add it to INDIVIDUAL_TOOLS`);
  return tool;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * The tools/call that runs an action on a surface. `confirm` goes where each surface takes it: beside action
 * and params on dynamic, inside params on meta, as an argument of the individual tool.
 */
export function actionCall(
  surface: SurfaceName,
  id: string,
  params: Record<string, unknown>,
  confirm?: boolean,
): ToolCall {
  const confirmation = confirm === undefined ? {} : { confirm };
  if (surface === 'dynamic') {
    return { name: 'gitlab_execute_action', arguments: { action: id, params, ...confirmation } };
  }
  if (surface === 'meta') {
    const { domain, verb } = split(id);
    return { name: `gitlab_${domain}`, arguments: { action: verb, params: { ...params, ...confirmation } } };
  }
  return { name: individualTool(id), arguments: { ...params, ...confirmation } };
}

/** How a next step names an action on a surface (OF-21). */
export function nextStepTarget(surface: SurfaceName, id: string): string {
  if (surface === 'dynamic') return `action '${id}'`;
  if (surface === 'meta') {
    const { domain, verb } = split(id);
    return `gitlab_${domain} action '${verb}'`;
  }
  return individualTool(id);
}

/** The contract's dynamic-surface wording (`Use action 'branch.get' to …`) as another surface must write it. */
export function onSurface(surface: SurfaceName, text: string): string {
  return text.replace(
    /Use action '([a-z_]+\.[a-z_]+)'/g,
    (_line, id: string) => `Use ${nextStepTarget(surface, id)}`,
  );
}

/** A structuredContent with its `next_steps` translated like the Markdown. */
export function structuredOnSurface<T extends Record<string, unknown>>(
  surface: SurfaceName,
  structured: T,
): T {
  if (!Array.isArray(structured.next_steps)) return structured;
  return { ...structured, next_steps: structured.next_steps.map((line: string) => onSurface(surface, line)) };
}
