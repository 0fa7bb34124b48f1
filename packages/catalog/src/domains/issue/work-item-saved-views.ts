import { z } from 'zod';
import {
  fromGid,
  NAMESPACE_SAVED_VIEW,
  NAMESPACE_SAVED_VIEWS,
  SAVED_VIEW_CREATE,
  SAVED_VIEW_DELETE,
  SAVED_VIEW_SUBSCRIBE,
  SAVED_VIEW_UNSUBSCRIBE,
  SAVED_VIEW_UPDATE,
  toGid,
} from '@gitlab-mcp/graphql';
import type { GraphqlDocument, SavedViewNode, SavedViewPayload } from '@gitlab-mcp/graphql';
import { COMPLETED, defineAction, graphqlCall } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { runMutation } from '../../graphql-mutation.js';
import { anyObject, flag, integer, oneOf, text } from '../../params.js';
import { WORK_ITEM_SORTS } from './work-item-filters.js';

/*
 * Saved views of the work item list (https://docs.gitlab.com/api/graphql/reference/#namespacesavedviews, the
 * workItemSavedView* mutations; an experiment since GitLab 18.7): a named filter, sort and display settings. Views
 * are named by their number here and by `gid://gitlab/WorkItems::SavedViews::SavedView/<n>` in GitLab.
 */

const MODEL = 'WorkItems::SavedViews::SavedView';
const namespacePath = text('Full path of the project or group, e.g. group/project');
const savedViewId = integer('Saved view ID (the number work_item_saved_view_list shows)');
const oneView = { saved_view_id: savedViewId };

/** A saved view as shown: its number beside GitLab's global ID, and its filters as one line of JSON. */
export function savedViewView(view: SavedViewNode | null | undefined): Record<string, unknown> | null {
  if (!view) return null;
  const { filters, displaySettings, ...own } = view;
  const json = (value: Record<string, unknown> | null | undefined) =>
    value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;
  return {
    ...own,
    id: view.id ? fromGid(view.id) : null,
    gid: view.id ?? null,
    ...(filters === undefined ? {} : { filters: json(filters) }),
    displaySettings: json(displaySettings),
  };
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The fields create and update take, in GitLab's names; filter keys may be sent snake_case or camelCase. */
function savedViewFields(args: {
  name?: string;
  description?: string;
  filters?: Record<string, unknown>;
  display_settings?: Record<string, unknown>;
  sort?: string;
  is_private?: boolean;
}): Record<string, unknown> {
  const given = Object.entries({
    name: args.name,
    description: args.description,
    filters:
      args.filters &&
      Object.fromEntries(Object.entries(args.filters).map(([key, value]) => [camel(key), value])),
    displaySettings: args.display_settings,
    sort: args.sort,
    isPrivate: args.is_private,
  });
  return Object.fromEntries(given.filter(([, value]) => value !== undefined));
}

const viewFields = {
  name: text('Name of the view'),
  description: text('What the view shows').optional(),
  filters: anyObject(
    'Work item filters, as work_item_list takes them: { state: "opened", label_name: ["bug"], assignee_usernames: [...] }',
  ).optional(),
  display_settings: anyObject('How the list is shown, e.g. { "viewMode": "board" }').optional(),
  sort: oneOf(WORK_ITEM_SORTS, 'Order of the view'),
  is_private: flag('Only you can see it (default true)').optional(),
};

const viewNextSteps = [
  { action: 'issue.work_item_saved_view_get', text: 'see the view with its filters' },
  { action: 'issue.work_item_saved_view_update', text: 'rename it or change its filters' },
  { action: 'issue.work_item_list', text: 'list the work items with the same filters' },
];

const VIEW_MUTATIONS = {
  workItemSavedViewUpdate: SAVED_VIEW_UPDATE,
  workItemSavedViewSubscribe: SAVED_VIEW_SUBSCRIBE,
  workItemSavedViewUnsubscribe: SAVED_VIEW_UNSUBSCRIBE,
};

type ViewMutation = GraphqlDocument<
  Record<string, SavedViewPayload | null | undefined>,
  { input: Record<string, unknown> }
>;

/** A mutation on one view by number (update, subscribe, unsubscribe), answering the view as it now is. */
function onView<F extends object>(
  key: keyof typeof VIEW_MUTATIONS,
  fields: (args: F) => Record<string, unknown> = () => ({}),
) {
  return {
    local: async (context: ActionContext, args: F & { saved_view_id: number }) => {
      const input = { id: toGid(MODEL, args.saved_view_id), ...fields(args) };
      const document = VIEW_MUTATIONS[key] as unknown as ViewMutation;
      const payload = await runMutation(context, document, { input }, (data) => data[key]);
      return savedViewView(payload.savedView);
    },
  };
}

export const workItemSavedViewActions = [
  defineAction({
    id: 'issue.work_item_saved_view_list',
    description: 'List the saved views of the work item list of a project or group (yours and shared ones).',
    input: z
      .object({
        namespace_path: namespacePath,
        first: integer('Views per page (default 20, max 100)').optional(),
        after: text('end_cursor of the previous page').optional(),
        last: integer('Views per page, counting back from before').optional(),
        before: text('start_cursor of the next page').optional(),
      })
      .strict(),
    gitlab: graphqlCall(
      NAMESPACE_SAVED_VIEWS,
      (args: { namespace_path: string }) => ({ fullPath: args.namespace_path }),
      (data) => {
        const connection = data.namespace?.savedViews;
        return connection && { ...connection, nodes: connection.nodes?.map(savedViewView) };
      },
      true,
    ),
    answer: { list: 'work_item_saved_view' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.work_item_saved_view_get', text: 'see one view with its filters' },
      { action: 'issue.work_item_saved_view_create', text: 'save a new view' },
    ],
    aliases: ['saved views', 'work item views'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_get',
    description: 'Get one saved view of a work item list, with its filters, sort and display settings.',
    input: z.object({ namespace_path: namespacePath, ...oneView }).strict(),
    gitlab: graphqlCall(
      NAMESPACE_SAVED_VIEW,
      (args: { namespace_path: string; saved_view_id: number }) => ({
        fullPath: args.namespace_path,
        id: toGid(MODEL, args.saved_view_id),
      }),
      (data) => savedViewView(data.namespace?.savedViews?.nodes?.[0]),
    ),
    answer: {
      object: 'work_item_saved_view',
      notFound: (args) => `${args.saved_view_id} in ${args.namespace_path}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: viewNextSteps.slice(1),
    aliases: ['saved view', 'show saved view'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_create',
    description:
      'Save a named view of a work item list: its filters, sort and display settings (private by default).',
    input: z.object({ namespace_path: namespacePath, ...viewFields }).strict(),
    gitlab: {
      local: async (context, args) => {
        const input = {
          namespacePath: args.namespace_path,
          filters: {},
          displaySettings: {},
          ...savedViewFields(args),
        };
        const payload = await runMutation(
          context,
          SAVED_VIEW_CREATE,
          { input },
          (data) => data.workItemSavedViewCreate,
        );
        return savedViewView(payload.savedView);
      },
    },
    answer: { object: 'work_item_saved_view' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: viewNextSteps,
    aliases: ['save view', 'new saved view'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_update',
    description: 'Change a saved view: name, description, filters, sort, display settings or privacy.',
    input: z
      .object({
        ...oneView,
        ...viewFields,
        name: viewFields.name.optional(),
        sort: viewFields.sort.optional(),
      })
      .strict(),
    gitlab: onView('workItemSavedViewUpdate', savedViewFields),
    answer: { object: 'work_item_saved_view' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: viewNextSteps,
    aliases: ['rename saved view', 'edit saved view'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_delete',
    description: 'Delete a saved view of a work item list (its author or an administrator).',
    input: z.object(oneView).strict(),
    gitlab: {
      local: async (context, args) => {
        const input = { id: toGid(MODEL, args.saved_view_id) };
        await runMutation(context, SAVED_VIEW_DELETE, { input }, (data) => data.workItemSavedViewDelete);
        return null;
      },
    },
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [],
    aliases: ['remove saved view'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_subscribe',
    description: 'Subscribe to a saved view, so it shows among your views of the work item list.',
    input: z.object(oneView).strict(),
    gitlab: onView('workItemSavedViewSubscribe'),
    answer: { object: 'work_item_saved_view' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.work_item_saved_view_unsubscribe', text: 'unsubscribe again' }],
    aliases: ['follow saved view'],
  }),
  defineAction({
    id: 'issue.work_item_saved_view_unsubscribe',
    description: 'Unsubscribe from a saved view; it stays for its author and other subscribers.',
    input: z.object(oneView).strict(),
    gitlab: onView('workItemSavedViewUnsubscribe'),
    answer: { object: 'work_item_saved_view' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.work_item_saved_view_subscribe', text: 'subscribe again' }],
    aliases: ['unfollow saved view'],
  }),
];
