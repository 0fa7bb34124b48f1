import type { PlainRow } from '../store/rows.js';

/** A 1×1 PNG: the seeded uploads are real images, so a download can be shown. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The group domain's state kept beside the rows (rest/collections/group-owner-state.ts): Markdown uploads of
 * group/project (42) and group (10), alice/scratch (45) shared with group (10) as developers, and erin (6)
 * provisioned by group (10).
 */
export function seedGroupCore(): Record<string, PlainRow[]> {
  const upload = (id: number, sourceType: string, sourceId: number, filename: string, secret: string) => ({
    id,
    source_type: sourceType,
    source_id: sourceId,
    secret,
    filename,
    size: Buffer.from(PIXEL_PNG, 'base64').length,
    content_type: 'image/png',
    data: PIXEL_PNG,
    created_at: '2025-03-10T12:00:00.000Z',
    uploaded_by_id: 2,
  });
  return {
    uploads: [
      upload(9001, 'Project', 42, 'login-screen.png', '5d1c0f6e8a2b4c7d9e0f1a2b3c4d5e6f'),
      upload(9002, 'Namespace', 10, 'team-logo.png', 'a0b1c2d3e4f5061728394a5b6c7d8e9f'),
      upload(9003, 'Project', 42, 'old-logo.png', '0f1e2d3c4b5a69788796a5b4c3d2e1f0'),
      upload(9004, 'Namespace', 10, 'banner.png', 'f0e1d2c3b4a5968778695a4b3c2d1e0f'),
    ],
    group_links: [
      { id: 9101, source_type: 'Project', source_id: 45, group_id: 10, group_access: 30, expires_at: null },
    ],
    provisioned_users: [{ group_id: 10, user_id: 6 }],
  };
}
