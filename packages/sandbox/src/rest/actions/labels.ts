import { notFound } from '../../http/errors.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { projectAncestry } from '../../store/lookup.js';
import { findItem, projectOf } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { setSubscribed } from '../collections/label-state.js';
import { labelJson, labels } from '../collections/planning.js';
import { OWNER_KINDS, ownedRoute } from './owned-route.js';

/**
 * Label endpoints beyond the collection (https://docs.gitlab.com/api/labels/, …/group_labels/): subscribing, and
 * promoting a project label to its group.
 */

/** GitLab answers 304 Not Modified, with no body, when the subscription is already as asked. */
function subscription(on: boolean) {
  return (ctx: CollectionContext) => {
    const label = findItem(labels, ctx);
    if (!setSubscribed(ctx.state, label.id, ctx.auth.user.id, on))
      return { status: 304, headers: {}, body: undefined };
    return json(201, labelJson(label, ctx));
  };
}

/**
 * Promotion moves the label to the project's group; a group label of the same name absorbs it instead
 * (https://docs.gitlab.com/user/project/labels/#promote-a-project-label-to-a-group-label).
 */
function promote(ctx: CollectionContext) {
  const label = findItem(labels, ctx);
  const group = projectAncestry(ctx.state, projectOf(ctx))[0];
  if (group === undefined) throw notFound('Group');
  const table = ctx.state.tables.labels;
  const existing = table.find((row) => row.group_id === group.id && row.name === label.name);
  if (existing !== undefined) {
    table.splice(table.indexOf(label), 1);
    return json(200, labelJson(existing, ctx));
  }
  label.project_id = null;
  label.group_id = group.id;
  return json(200, labelJson(label, ctx));
}

export const labelRoutes: Route[] = [
  ...OWNER_KINDS.flatMap((kind) => [
    ownedRoute(kind, 'POST', '/labels/:label_id/subscribe', subscription(true)),
    ownedRoute(kind, 'POST', '/labels/:label_id/unsubscribe', subscription(false)),
  ]),
  ownedRoute('project', 'PUT', '/labels/:label_id/promote', promote),
];
