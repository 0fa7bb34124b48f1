import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { READS, UPDATES } from '../../classifications.js';
import { flag, integer, oneOf, text, textList } from '../../params.js';
import { oneProject, projectNamed, subListPaging } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

const oneMirror = { ...oneProject, mirror_id: integer('Push mirror ID, from project.mirror_list') };
const mirrorNamed = (args: { project_id: string; mirror_id: number }) =>
  `${args.mirror_id} in project ${args.project_id}`;

/** How a push mirror behaves; the same for adding and editing one. */
const mirrorSettings = {
  enabled: flag('Push to the mirror').optional(),
  auth_method: oneOf(['ssh_public_key', 'password'], 'How GitLab authenticates to the mirror').optional(),
  host_keys: textList('SSH host keys of the mirror host').optional(),
  keep_divergent_refs: flag('Keep refs that diverged on the mirror instead of overwriting them').optional(),
  only_protected_branches: flag('Mirror only protected branches').optional(),
  mirror_branch_regex: text('Mirror only branches matching this regex').optional(),
};

const SEE_MIRRORS = { action: 'project.mirror_list', text: "see the project's push mirrors" } as const;
const SEE_PULL_MIRROR = {
  action: 'project.pull_mirror_get',
  text: 'see the pull mirror and its last update',
} as const;

/** Push mirrors (any tier) and the pull mirror (Premium) of a project. */
export const projectMirrorActions = [
  defineAction({
    id: 'project.mirror_list',
    tool: 'gitlab_list_project_mirrors',
    description: "List a project's push mirrors with their last update and error.",
    input: z.object({ ...oneProject, ...subListPaging }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/remote_mirrors' },
    unsupported: { params: NO_ORDER, endpoint: 'GET /projects/{project_id}/remote_mirrors' },
    answer: { list: 'remote_mirror' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'project.mirror_get', text: 'see one mirror' },
      { action: 'project.mirror_add', text: 'add a push mirror' },
    ],
    tier: 'free',
    aliases: ['push mirrors', 'remote mirrors'],
  }),
  defineAction({
    id: 'project.mirror_get',
    tool: 'gitlab_get_project_mirror',
    description: 'Get one push mirror: its URL (credentials hidden), state, last update and error.',
    input: z.object(oneMirror).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/remote_mirrors/{mirror_id}' },
    answer: { object: 'remote_mirror', notFound: mirrorNamed },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'project.mirror_force_push', text: 'push to it now' },
      { action: 'project.mirror_edit', text: 'change it' },
    ],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'project.mirror_get_public_key',
    tool: 'gitlab_get_project_mirror_public_key',
    description: 'Get the SSH public key GitLab uses to push to a mirror, to add on the mirror host.',
    input: z.object(oneMirror).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/remote_mirrors/{mirror_id}/public_key' },
    answer: { object: 'remote_mirror_public_key', notFound: mirrorNamed },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: ['mirror ssh key', 'deploy key for mirror'],
  }),
  defineAction({
    id: 'project.mirror_add',
    tool: 'gitlab_add_project_mirror',
    description: 'Add a push mirror: every push to the project is pushed on to this repository URL.',
    input: z
      .object({
        ...oneProject,
        url: text(
          'Repository URL to push to; credentials may be included (https://user:token@host/repo.git)',
        ),
        ...mirrorSettings,
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/remote_mirrors' },
    answer: { object: 'remote_mirror', notFound: projectNamed },
    content: 'mutate',
    classification: { readOnly: false, destructive: true, idempotent: false },
    resource: null,
    nextSteps: [SEE_MIRRORS],
    tier: 'free',
    aliases: ['mirror repository', 'push mirror'],
  }),
  defineAction({
    id: 'project.mirror_edit',
    tool: 'gitlab_edit_project_mirror',
    description: 'Change a push mirror: turn it on or off, or change what it mirrors.',
    input: z.object({ ...oneMirror, ...mirrorSettings }).strict(),
    gitlab: { rest: 'PUT /projects/{project_id}/remote_mirrors/{mirror_id}' },
    answer: { object: 'remote_mirror', notFound: mirrorNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_MIRRORS],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'project.mirror_force_push',
    tool: 'gitlab_force_push_mirror_update',
    description: 'Push to a mirror now instead of waiting; diverged refs on the mirror may be overwritten.',
    input: z.object(oneMirror).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/remote_mirrors/{mirror_id}/sync' },
    answer: COMPLETED,
    content: 'mutate',
    classification: { readOnly: false, destructive: true, idempotent: true },
    resource: null,
    nextSteps: [{ action: 'project.mirror_get', text: 'see the result of the update' }],
    tier: 'free',
    aliases: ['sync mirror'],
  }),
  defineAction({
    id: 'project.mirror_delete',
    tool: 'gitlab_delete_project_mirror',
    description: 'Remove a push mirror; the mirrored repository itself is left as it is.',
    input: z.object(oneMirror).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/remote_mirrors/{mirror_id}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: { readOnly: false, destructive: true, idempotent: true },
    resource: null,
    nextSteps: [SEE_MIRRORS],
    tier: 'free',
    aliases: ['remove mirror'],
  }),
  defineAction({
    id: 'project.pull_mirror_get',
    tool: 'gitlab_project_pull_mirror_get',
    description:
      "Get a project's pull mirror: the upstream URL (credentials hidden), its state and last update.",
    input: z.object(oneProject).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/mirror/pull' },
    answer: { object: 'pull_mirror', notFound: projectNamed },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'project.start_mirroring', text: 'pull from upstream now' }],
    tier: 'premium',
    aliases: ['pull mirror', 'upstream mirror'],
  }),
  defineAction({
    id: 'project.pull_mirror_configure',
    tool: 'gitlab_project_pull_mirror_configure',
    description:
      'Set up or change the pull mirror of a project: GitLab pulls from the upstream URL on a schedule.',
    input: z
      .object({
        ...oneProject,
        url: text('Upstream repository URL').optional(),
        auth_user: text('User name for the upstream').optional(),
        auth_password: text('Password or token for the upstream').optional(),
        enabled: flag('Pull from the upstream').optional(),
        mirror_trigger_builds: flag('Run pipelines for mirror updates').optional(),
        only_mirror_protected_branches: flag('Mirror only protected branches').optional(),
        mirror_overwrites_diverged_branches: flag('Overwrite branches that diverged').optional(),
        mirror_branch_regex: text('Mirror only branches matching this regex').optional(),
      })
      .strict(),
    gitlab: { rest: 'PUT /projects/{project_id}/mirror/pull' },
    answer: { object: 'pull_mirror', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_PULL_MIRROR],
    tier: 'premium',
    aliases: ['configure pull mirror'],
  }),
  defineAction({
    id: 'project.start_mirroring',
    tool: 'gitlab_project_start_mirroring',
    description: 'Pull from the upstream of a pull-mirrored project now instead of waiting for the schedule.',
    input: z.object(oneProject).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/mirror/pull' },
    answer: COMPLETED,
    content: 'mutate',
    classification: { readOnly: false, destructive: false, idempotent: false },
    resource: null,
    nextSteps: [SEE_PULL_MIRROR],
    tier: 'premium',
    aliases: ['update mirror now', 'pull mirror now'],
  }),
];
