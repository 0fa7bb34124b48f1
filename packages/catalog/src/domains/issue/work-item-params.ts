import { toGid } from '@gitlab-mcp/graphql';
import { anyObject, flag, integer, integerList, oneOf, text } from '../../params.js';

/*
 * The parameters of work item writes and how they become GitLab's widget inputs
 * (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate, #mutationworkitemupdate): each value goes
 * to the widget that owns it, and numeric IDs become the global IDs GraphQL takes.
 */

export const fullPath = text('Full path of the project or group, e.g. group/project');
export const workItemIid = integer('Work item IID, the #number in the namespace');

export const HEALTH_STATUSES = ['onTrack', 'needsAttention', 'atRisk'] as const;

/** GitLab's system-defined statuses (Premium), by their IDs: `gid://gitlab/WorkItems::Statuses::SystemDefined::Status/1` is To do. */
const STATUS_IDS = { TODO: 1, IN_PROGRESS: 2, DONE: 3, WONT_DO: 4, DUPLICATE: 5 } as const;
const STATUSES = Object.keys(STATUS_IDS) as [keyof typeof STATUS_IDS, ...(keyof typeof STATUS_IDS)[]];

/** Widget values that creation and update take alike, for every type (epics included). */
export const sharedWidgetParams = {
  description: text('Description, in GitLab Markdown').optional(),
  assignee_ids: integerList('User IDs to assign (replaces the assignees)').optional(),
  milestone_id: integer('Milestone ID').optional(),
  start_date: text('Start date (YYYY-MM-DD)').optional(),
  due_date: text('Due date (YYYY-MM-DD)').optional(),
  parent_id: integer(
    'Global numeric ID of the parent work item (the N of gid://gitlab/WorkItem/N)',
  ).optional(),
  weight: integer('Weight (Premium)').optional(),
  health_status: oneOf(HEALTH_STATUSES, 'Health status (Ultimate)').optional(),
  color: text('Color, for epics: #RRGGBB (Premium)').optional(),
};

/** Widget values of work items beyond the epics' (catalog.json gives the epic actions fewer). */
export const workItemWidgetParams = {
  ...sharedWidgetParams,
  iteration_id: integer('Iteration ID (Premium)').optional(),
  crm_contact_ids: integerList('Customer relations contact IDs').optional(),
  status: oneOf(STATUSES, 'Status (Premium)').optional(),
};

export const workItemCreateParams = {
  confidential: flag('Confidential: only project members with Reporter+ can see it').optional(),
  label_ids: integerList('Label IDs to set').optional(),
  linked_items: anyObject(
    'Items to link: { work_items_ids: [global numeric IDs], link_type: RELATED, BLOCKS or BLOCKED_BY }',
  ).optional(),
  create_source: text('Where the work item was created from, as GitLab records it').optional(),
  created_at: text('Creation time to record (ISO 8601; administrators and owners only)').optional(),
};

export const workItemUpdateParams = {
  title: text('New title').optional(),
  state_event: oneOf(['CLOSE', 'REOPEN'], 'Close or reopen').optional(),
  add_label_ids: integerList('Label IDs to add').optional(),
  remove_label_ids: integerList('Label IDs to remove').optional(),
};

type WidgetArgs = {
  description?: string;
  assignee_ids?: number[];
  milestone_id?: number;
  start_date?: string;
  due_date?: string;
  parent_id?: number;
  weight?: number;
  health_status?: string;
  iteration_id?: number;
  color?: string;
  crm_contact_ids?: number[];
  status?: keyof typeof STATUS_IDS;
};

/** `{ key: value }` when the value was given, else nothing: GitLab reads an absent widget as "leave it". */
function given<T>(key: string, value: T | undefined, build: (value: T) => unknown): Record<string, unknown> {
  return value === undefined ? {} : { [key]: build(value) };
}

const gids = (type: string) => (ids: readonly number[]) => ids.map((id) => toGid(type, id));

/** The widget inputs both mutations share, from the call's values. */
export function widgetInputs(args: WidgetArgs, mode: 'create' | 'update'): Record<string, unknown> {
  const dates =
    args.start_date === undefined && args.due_date === undefined
      ? {}
      : {
          startAndDueDateWidget: {
            ...given('startDate', args.start_date, String),
            ...given('dueDate', args.due_date, String),
            isFixed: true,
          },
        };
  return {
    ...given('descriptionWidget', args.description, (description) => ({ description })),
    ...given('assigneesWidget', args.assignee_ids, (ids) => ({ assigneeIds: gids('User')(ids) })),
    ...given('milestoneWidget', args.milestone_id, (id) => ({ milestoneId: toGid('Milestone', id) })),
    ...dates,
    ...given('hierarchyWidget', args.parent_id, (id) => ({ parentId: toGid('WorkItem', id) })),
    ...given('weightWidget', args.weight, (weight) => ({ weight })),
    ...given('healthStatusWidget', args.health_status, (healthStatus) => ({ healthStatus })),
    ...given('iterationWidget', args.iteration_id, (id) => ({ iterationId: toGid('Iteration', id) })),
    ...given('colorWidget', args.color, (color) => ({ color })),
    ...given('crmContactsWidget', args.crm_contact_ids, (ids) => ({
      contactIds: gids('CustomerRelations::Contact')(ids),
      ...(mode === 'update' ? { operationMode: 'REPLACE' } : {}),
    })),
    ...given('statusWidget', args.status, (status) => ({
      status: toGid('WorkItems::Statuses::SystemDefined::Status', STATUS_IDS[status]),
    })),
  };
}

/** A work item type as creation takes it: the global ID `work_item_type_list` shows, or its number. */
export function workItemTypeGid(value: string): string {
  return /^\d+$/.test(value) ? toGid('WorkItems::Type', value) : value;
}

/** `linked_items` as GitLab's linkedItemsWidget: global IDs and the link type. */
export function linkedItemsInput(value: Record<string, unknown>): Record<string, unknown> {
  const ids = (value.work_items_ids ?? value.workItemsIds ?? []) as Array<number | string>;
  const linkType = value.link_type ?? value.linkType;
  return {
    workItemsIds: ids.map((id) => (typeof id === 'number' || /^\d+$/.test(id) ? toGid('WorkItem', id) : id)),
    ...(linkType === undefined ? {} : { linkType }),
  };
}
