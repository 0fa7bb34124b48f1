/**
 * Which identifiers a list's next steps ask for, and which of the list's columns shows each (issue 18 4(c),
 * issue 23): a list that suggests `project.milestone_get` must show the milestone IID it asks for.
 */
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import type { FieldSpec, KindSpec } from '@gitlab-mcp/result';
import { DEFAULT_KINDS, kindFor } from '../../packages/result/src/kinds/registry.js';

/** A parameter that names an existing object (`user_id`, `milestone_iid`, `sha`), not content a write brings. */
const IDENTIFIER = /(^|_)(id|iid|sha)$/;
/** A next step that makes something new takes its identifiers from elsewhere, not from the list. */
const MAKES_NEW = /(^|_)(create|add)(_|$)/;

/** Parameters by which a list's own call already names a project or a group (GraphQL lists take full paths). */
const NAMED_BY_CALL: Readonly<Record<string, readonly string[]>> = {
  project_id: ['project_id', 'project_path', 'full_path'],
  group_id: ['group_id', 'group_path', 'full_path'],
};

/**
 * Columns that show a parameter although their path is named otherwise, each with GitLab's word for it:
 * a label is read by name (https://docs.gitlab.com/api/labels/#get-a-single-project-label: "The ID or title"),
 * a user ID is given as a username (identifier resolution, docs/configuration.md), a Geo site's status carries its
 * ID as `geo_node_id` (https://docs.gitlab.com/api/geo_sites/#retrieve-status-about-all-secondary-sites), a test
 * suite names the jobs that ran it `build_ids` (https://docs.gitlab.com/api/pipelines/#get-a-pipelines-test-report).
 */
const SHOWN_AS: Readonly<Record<string, readonly string[]>> = {
  label_id: ['name'],
  user_id: ['username', 'user.username'],
  id: ['geo_node_id'],
  job_id: ['build_ids'],
};

/**
 * Next steps whose identifier is not one of the listed objects (or the card's object), with why: the list shows candidates for a value
 * the user brings (a new commit for a submodule, a merge request checked against the rules listed).
 */
export const NOT_FROM_THE_LIST: Readonly<Record<string, string>> = {
  'repository.list_submodules -> repository.update_submodule:commit_sha':
    'the new commit the submodule points to',
  'external_status_check.list_project -> external_status_check.list_project_mr_checks:merge_request_iid':
    'the merge request whose checks to see, not a check',
  'external_status_check.list_project_checks -> external_status_check.list_project_mr_checks:merge_request_iid':
    'the merge request whose checks to see, not a check',
  'group.epic_issue_list -> group.epic_issue_update:child_id':
    'the issue to move is shown by its IID and project, which child_id takes as `group/project#12`',
  'merge_request.approval_settings_project_update -> merge_request.approval_rules:merge_request_iid':
    'the merge request whose rules to see, not the settings just changed',
  'merge_request.approval_settings_group_update -> merge_request.approval_rules:project_id':
    'the project of a merge request whose rules to see, not the group settings just changed',
  'merge_request.approval_settings_group_update -> merge_request.approval_rules:merge_request_iid':
    'the merge request whose rules to see, not the group settings just changed',
};

const lastSegment = (path: string) => path.split('.').pop() ?? path;

/** Whether a column shows the value of `param` (its own name, GitLab's `id`/`iid`, or a documented equivalent). */
export function showsParam(param: string, column: FieldSpec): boolean {
  const { path } = column;
  const last = lastSegment(path);
  if (path === param || last === param || (SHOWN_AS[param] ?? []).includes(path)) return true;
  if (param.endsWith('iid')) return last.endsWith('iid');
  // A linked web address names its project, which identifier resolution reads from a pasted URL.
  if (param === 'project_id')
    return (
      ['id', 'references.full', 'path_with_namespace', 'project.path_with_namespace'].includes(path) ||
      column.link !== undefined
    );
  if (param === 'group_id') return ['id', 'full_path', 'group.full_path'].includes(path);
  if (param === 'sha') return ['id', 'short_id', 'sha'].includes(last);
  return last === 'id';
}

function requiredParams(action: ActionSpec): string[] {
  return Object.entries(action.input.shape)
    .filter(
      ([, schema]) =>
        !(schema as { safeParse(value: unknown): { success: boolean } }).safeParse(undefined).success,
    )
    .map(([name]) => name);
}

/** The columns a list action's table has: its kind's, then the ones the action adds. */
export function listColumns(action: ActionSpec): readonly FieldSpec[] {
  if (!('list' in action.answer)) return [];
  const kind = DEFAULT_KINDS.get(action.answer.list);
  return [...(kind?.columns ?? []), ...(action.answer.columns ?? [])];
}

/** One identifier a next step of a list (or a card) asks for; `list` is the action that answers. */
export interface StepNeed {
  list: ActionSpec;
  step: string;
  param: string;
  key: string;
}

/**
 * Every identifier the next steps of every list action ask for that the list's own call does not already name,
 * leaving out the documented exceptions unless asked for all.
 */
export function listStepNeeds(all = false): StepNeed[] {
  return stepNeeds(
    ACTIONS.filter((action) => 'list' in action.answer),
    all,
  );
}

/** The same for the actions that answer one object: a card asks for what its next steps need as a list does. */
export function cardStepNeeds(all = false): StepNeed[] {
  return stepNeeds(
    ACTIONS.filter((action) => 'object' in action.answer),
    all,
  );
}

function stepNeeds(actions: readonly ActionSpec[], all: boolean): StepNeed[] {
  const byId = new Map(ACTIONS.map((action) => [action.id, action]));
  return actions.flatMap((list) => {
    const own = new Set(Object.keys(list.input.shape));
    return list.nextSteps.flatMap((step) => {
      const target = step.action ? byId.get(step.action) : undefined;
      if (!target || MAKES_NEW.test(target.id.split('.')[1] ?? '')) return [];
      return requiredParams(target)
        .filter((param) => IDENTIFIER.test(param))
        .filter((param) => !(NAMED_BY_CALL[param] ?? [param]).some((name) => own.has(name)))
        .map((param) => ({ list, step: target.id, param, key: `${list.id} -> ${target.id}:${param}` }))
        .filter((need) => all || !(need.key in NOT_FROM_THE_LIST));
    });
  });
}

/** A field a card shows, and where: in its heading, as a row, or in each row of a table nested under `within`. */
export interface CardField {
  field: FieldSpec;
  heading?: true;
  within?: string;
}

/** A card's fields: the paths its heading fills, its rows, and the columns of the tables nested in it. */
export function cardFields(kind: KindSpec): CardField[] {
  const inHeading = [...kind.heading.template.matchAll(/\{([^}]+)\}/g)].flatMap((match) =>
    match[1]!
      .split('|')
      .map((path): CardField => ({ field: { label: '', path, format: 'text' }, heading: true })),
  );
  const nested = kind.nested.flatMap((table) =>
    (DEFAULT_KINDS.get(table.kind)?.columns ?? []).map((field) => ({ field, within: table.path })),
  );
  return [...inHeading, ...kind.fields.map((field) => ({ field })), ...nested];
}

/** The card fields of the object an action answers that show the parameter. */
export function cardFieldsShowing(action: ActionSpec, param: string): CardField[] {
  if (!('object' in action.answer)) return [];
  const kind = kindFor(DEFAULT_KINDS, action.answer.object);
  return cardFields(kind).filter(({ field }) => showsParam(param, field));
}

/** The first column of a list's table that shows the parameter, or undefined. */
export function columnShowing(list: ActionSpec, param: string): FieldSpec | undefined {
  return listColumns(list).find((column) => showsParam(param, column));
}
