import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/*
 * Work item saved views (https://docs.gitlab.com/api/graphql/reference/#namespacesavedviews and the
 * workItemSavedView* mutations; an experiment since GitLab 18.7). GitLab resolves `filters` for one saved view per
 * request only, so the list leaves it out and the get and the mutations ask for it.
 */

export interface SavedViewNode {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  isPrivate?: boolean | null;
  subscribed?: boolean | null;
  sort?: string | null;
  shareUrl?: string | null;
  filters?: Record<string, unknown> | null;
  displaySettings?: Record<string, unknown> | null;
}

const SAVED_VIEW_FIELDS = 'id name description isPrivate subscribed sort shareUrl displaySettings';

/** `issue.work_item_saved_view_list`: the saved views of a project or group. */
export const NAMESPACE_SAVED_VIEWS = graphqlDocument<
  { namespace?: { savedViews?: NodesConnection<SavedViewNode> | null } | null },
  CursorVariables & { fullPath: string }
>(/* GraphQL */ `
  query namespaceSavedViews($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    namespace(fullPath: $fullPath) {
      savedViews(first: $first, after: $after, last: $last, before: $before) {
        nodes { ${SAVED_VIEW_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** `issue.work_item_saved_view_get`: one saved view by its global ID, filters included. */
export const NAMESPACE_SAVED_VIEW = graphqlDocument<
  { namespace?: { savedViews?: NodesConnection<SavedViewNode> | null } | null },
  { fullPath: string; id: string }
>(/* GraphQL */ `
  query namespaceSavedView($fullPath: ID!, $id: WorkItemsSavedViewsSavedViewID!) {
    namespace(fullPath: $fullPath) {
      savedViews(id: $id) {
        nodes { ${SAVED_VIEW_FIELDS} filters }
      }
    }
  }
`);

/** What every saved view mutation answers. */
export interface SavedViewPayload {
  savedView?: SavedViewNode | null;
  errors?: string[] | null;
}

type SavedViewMutation<Name extends string> = { [K in Name]?: SavedViewPayload | null };

/** `issue.work_item_saved_view_create`. */
export const SAVED_VIEW_CREATE = graphqlDocument<
  SavedViewMutation<'workItemSavedViewCreate'>,
  { input: Record<string, unknown> }
>(/* GraphQL */ `
  mutation workItemSavedViewCreate($input: WorkItemSavedViewCreateInput!) {
    workItemSavedViewCreate(input: $input) {
      savedView { ${SAVED_VIEW_FIELDS} filters }
      errors
    }
  }
`);

/** `issue.work_item_saved_view_update`. */
export const SAVED_VIEW_UPDATE = graphqlDocument<
  SavedViewMutation<'workItemSavedViewUpdate'>,
  { input: Record<string, unknown> }
>(/* GraphQL */ `
  mutation workItemSavedViewUpdate($input: WorkItemSavedViewUpdateInput!) {
    workItemSavedViewUpdate(input: $input) {
      savedView { ${SAVED_VIEW_FIELDS} filters }
      errors
    }
  }
`);

/** `issue.work_item_saved_view_delete`. */
export const SAVED_VIEW_DELETE = graphqlDocument<
  SavedViewMutation<'workItemSavedViewDelete'>,
  { input: { id: string } }
>(/* GraphQL */ `
  mutation workItemSavedViewDelete($input: WorkItemSavedViewDeleteInput!) {
    workItemSavedViewDelete(input: $input) {
      errors
    }
  }
`);

/** `issue.work_item_saved_view_subscribe`. */
export const SAVED_VIEW_SUBSCRIBE = graphqlDocument<
  SavedViewMutation<'workItemSavedViewSubscribe'>,
  { input: { id: string } }
>(/* GraphQL */ `
  mutation workItemSavedViewSubscribe($input: WorkItemSavedViewSubscribeInput!) {
    workItemSavedViewSubscribe(input: $input) {
      savedView { ${SAVED_VIEW_FIELDS} filters }
      errors
    }
  }
`);

/** `issue.work_item_saved_view_unsubscribe`. */
export const SAVED_VIEW_UNSUBSCRIBE = graphqlDocument<
  SavedViewMutation<'workItemSavedViewUnsubscribe'>,
  { input: { id: string } }
>(/* GraphQL */ `
  mutation workItemSavedViewUnsubscribe($input: WorkItemSavedViewUnsubscribeInput!) {
    workItemSavedViewUnsubscribe(input: $input) {
      savedView { ${SAVED_VIEW_FIELDS} filters }
      errors
    }
  }
`);
