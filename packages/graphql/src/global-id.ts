/** GitLab's global IDs: `gid://gitlab/MergeRequest/1` in GraphQL, `1` in REST. */

const GID = /^gid:\/\/gitlab\/([A-Za-z][\w:]*)\/(\d+)$/;

/** `toGid('MergeRequest', 1)` → `gid://gitlab/MergeRequest/1`. Namespaced types keep their `::`. */
export function toGid(type: string, id: number | string): string {
  return `gid://gitlab/${type}/${id}`;
}

/** `gid://gitlab/MergeRequest/1` → `{ type: 'MergeRequest', id: 1 }`; null for anything else. */
export function parseGid(gid: string): { type: string; id: number } | null {
  const match = GID.exec(gid);
  if (!match?.[1] || !match[2]) return null;
  return { type: match[1], id: Number(match[2]) };
}

/** The numeric ID of a global ID (`gid://gitlab/MergeRequest/1` → 1); null when it is not one. */
export function fromGid(gid: string): number | null {
  return parseGid(gid)?.id ?? null;
}
