import { conflict, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findGroup } from '../../store/lookup.js';
import type { GroupRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { groupLinksOf, groupTable } from '../collections/group-owner-state.js';
import { groupJson } from '../collections/projects.js';
import { int, str } from '../params.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext, OwnerKind } from './owner-scoped.js';

/**
 * Sharing a project or a group with a group (https://docs.gitlab.com/api/projects/#share-a-project-with-a-group,
 * https://docs.gitlab.com/api/groups/#share-groups-with-groups): both store a group link; a project answers the
 * link, a group answers itself with its `shared_with_groups`.
 */

function share(kind: OwnerKind) {
  return (ctx: OwnerContext) => {
    const params = writeParams(ctx);
    const missing = ['group_id', 'group_access'].filter(
      (name) => params[name] === undefined || params[name] === '',
    );
    if (missing.length > 0) throw missingParams(missing);
    const invited = findGroup(ctx.state, str(params.group_id) ?? '');
    if (invited === undefined) throw notFound('Group');
    if (groupLinksOf(ctx.state, ctx.owner).some((link) => link.group_id === invited.id))
      throw conflict(`The ${kind} is already shared with this group`);
    const table = groupTable(ctx.state, 'group_links');
    const link = {
      id: nextId(ctx.state, 'group_link', table),
      source_type: ctx.owner.type,
      source_id: ctx.owner.id,
      group_id: invited.id,
      group_access: int(params.group_access),
      expires_at: str(params.expires_at) ?? null,
      ...(params.member_role_id === undefined ? {} : { member_role_id: int(params.member_role_id) }),
    };
    table.push(link);
    if (kind === 'group') return json(201, groupJson(ctx.state, ctx.row as GroupRow));
    return json(201, {
      id: link.id,
      project_id: ctx.owner.id,
      group_id: link.group_id,
      group_access: link.group_access,
      expires_at: link.expires_at,
    });
  };
}

function unshare(ctx: OwnerContext) {
  const table = groupTable(ctx.state, 'group_links');
  const link = groupLinksOf(ctx.state, ctx.owner).find((row) => String(row.group_id) === ctx.params.group_id);
  if (link === undefined) throw notFound('Group Link');
  table.splice(table.indexOf(link), 1);
  return noContent();
}

export const shareRoutes: Route[] = (['project', 'group'] as const).flatMap((kind) => [
  ownerAction(kind, 'POST', '/share', share(kind)),
  ownerAction(kind, 'DELETE', '/share/:group_id', unshare),
]);
