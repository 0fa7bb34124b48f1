import { isUploadedFile } from '../../http/multipart.js';
import { findGroup } from '../../store/lookup.js';
import type { GroupRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { webUrl } from '../shapes.js';

/**
 * State of projects and groups kept beside their rows (seed/group-core.ts): avatars, shares with groups, and a
 * group's archive and deletion marks. An owner is named as a membership names its source.
 */
export interface OwnerRef {
  type: 'Project' | 'Namespace';
  id: number;
}

/** A plain table of the group domain. */
export function groupTable(state: SandboxState, name: string): PlainRow[] {
  return (state.plain[name] ??= []);
}

const ownedBy = (row: PlainRow, owner: OwnerRef) =>
  row.source_type === owner.type && row.source_id === owner.id;

/** The stored avatar of an owner, if one was uploaded. */
export function avatarOf(state: SandboxState, owner: OwnerRef): PlainRow | undefined {
  return groupTable(state, 'owner_avatars').find((row) => ownedBy(row, owner));
}

/** Stores an avatar sent as the multipart `avatar` field of an update; other values are left alone. */
export function storeAvatar(state: SandboxState, owner: OwnerRef, value: unknown): void {
  if (!isUploadedFile(value)) return;
  const table = groupTable(state, 'owner_avatars');
  const kept = table.filter((row) => !ownedBy(row, owner));
  table.splice(0, table.length, ...kept, {
    source_type: owner.type,
    source_id: owner.id,
    filename: value.filename,
    content_type: value.content_type,
    data: value.data,
  });
}

/** The groups an owner is shared with (GitLab's group links), as `shared_with_groups` lists them. */
export function groupLinksOf(state: SandboxState, owner: OwnerRef): PlainRow[] {
  return groupTable(state, 'group_links').filter((row) => ownedBy(row, owner));
}

function sharedWithGroupsJson(state: SandboxState, owner: OwnerRef): Record<string, unknown>[] {
  return groupLinksOf(state, owner).map((link) => {
    const group = findGroup(state, Number(link.group_id));
    return {
      group_id: link.group_id,
      group_name: group?.name ?? null,
      group_full_path: group?.full_path ?? null,
      group_access_level: link.group_access,
      expires_at: link.expires_at ?? null,
      ...(link.member_role_id === undefined ? {} : { member_role_id: link.member_role_id }),
    };
  });
}

/** What GitLab's project and group entities show of this state: the avatar and the shares. */
export function ownerStateJson(state: SandboxState, owner: OwnerRef, path: string): Record<string, unknown> {
  const avatar = avatarOf(state, owner);
  return {
    avatar_url:
      avatar === undefined
        ? null
        : webUrl(state, `uploads/-/system/${path}/avatar/${String(avatar.filename)}`),
    shared_with_groups: sharedWithGroupsJson(state, owner),
  };
}

/** A group's archive and deletion marks. */
export function groupMarks(state: SandboxState, groupId: number): PlainRow {
  const table = groupTable(state, 'group_states');
  let row = table.find((candidate) => candidate.group_id === groupId);
  if (row === undefined) {
    row = { group_id: groupId, archived: false, marked_for_deletion_on: null };
    table.push(row);
  }
  return row;
}

/** The fields GitLab's group entity adds for this state. */
export function groupStateJson(state: SandboxState, group: GroupRow): Record<string, unknown> {
  const marks = groupTable(state, 'group_states').find((row) => row.group_id === group.id);
  return {
    ...ownerStateJson(state, { type: 'Namespace', id: group.id }, `group/${group.id}`),
    archived: marks?.archived === true,
    marked_for_deletion_on: marks?.marked_for_deletion_on ?? null,
  };
}
