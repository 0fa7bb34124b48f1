import {
  cursorPageInfo,
  PROJECT_SCAN_PROFILE_STATUSES,
  SCAN_PROFILE_ATTACH,
  SCAN_PROFILE_DETACH,
  toGid,
} from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction } from '../action.js';
import { UPDATES } from '../classifications.js';
import { notFound } from '../graphql-mutation.js';
import { text } from '../params.js';
import { gids, mutate, targets } from './security/security-taxonomy.js';
import type { Mutation } from './security/security-taxonomy.js';

/** A scan profile's global ID; a bare number or a built-in profile's scan type (`sast`) is completed to one. */
function scanProfileGid(id: string): string {
  return id.startsWith('gid://') ? id : toGid('Security::ScanProfile', id);
}

const STATUSES_STEP = {
  action: 'security_scan_profile.list_project_statuses',
  text: "read a project's scan profile statuses",
} as const;

/** One attach or detach of a scan profile (https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofileattach). */
function scanProfileChange(
  id: 'security_scan_profile.attach' | 'security_scan_profile.detach',
  verb: 'attach' | 'detach',
  document: Mutation,
  field: string,
) {
  return defineAction({
    id,
    description:
      verb === 'attach'
        ? 'Attach a security scan profile to projects and groups, so their pipelines run that scan.'
        : 'Detach a security scan profile from projects and groups.',
    input: z
      .object({
        security_scan_profile_id: text(
          'Scan profile: its global ID, its number, or a built-in profile’s scan type (sast, secret_detection…)',
        ),
        ...targets,
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        await mutate(context, document, field, {
          securityScanProfileId: scanProfileGid(args.security_scan_profile_id),
          projectIds: gids('Project', args.project_ids),
          groupIds: gids('Group', args.group_ids),
        });
        return null;
      },
    },
    answer: { done: verb === 'attach' ? 'Scan profile attached.' : 'Scan profile detached.' },
    content: 'mutate',
    // A detach is destructive in the reference table, so DELETES.
    classification: verb === 'attach' ? UPDATES : undefined,
    resource: null,
    nextSteps: [STATUSES_STEP],
    tier: 'ultimate',
    aliases: [`${verb} scan profile`],
  });
}

/** Security scan profiles attached to projects and groups, and a project's scan statuses. */
export const securityScanProfileActions = [
  scanProfileChange(
    'security_scan_profile.attach',
    'attach',
    SCAN_PROFILE_ATTACH,
    'securityScanProfileAttach',
  ),
  scanProfileChange(
    'security_scan_profile.detach',
    'detach',
    SCAN_PROFILE_DETACH,
    'securityScanProfileDetach',
  ),
  defineAction({
    id: 'security_scan_profile.list_project_statuses',
    description: "List a project's security scan profiles and how their scans go (active, pending, failed…).",
    input: z.object({ project_full_path: text('Full path of the project, e.g. group/project') }).strict(),
    gitlab: {
      local: async (context, args) => {
        const data = await context.graphql(PROJECT_SCAN_PROFILE_STATUSES, {
          fullPath: args.project_full_path,
        });
        if (!data.project) throw notFound(`project ${args.project_full_path}`);
        // A plain list in GitLab (not a connection): one page, no cursor.
        return { items: data.project.scanProfileStatuses ?? [], pageInfo: cursorPageInfo(null, false) };
      },
    },
    answer: { list: 'scan_profile_status' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'security_scan_profile.attach', text: 'attach a profile' },
      { action: 'security_scan_profile.detach', text: 'detach a profile' },
    ],
    tier: 'ultimate',
    aliases: ['scan profile status'],
  }),
];
