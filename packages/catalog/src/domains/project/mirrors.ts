import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
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
    description: "List a project's push mirrors with their last update and error.",
    input: z.object({ ...oneProject, ...subListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'remote_mirror' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'project.mirror_get', text: 'see one mirror' },
      { action: 'project.mirror_add', text: 'add a push mirror' },
    ],
    aliases: ['push mirrors', 'remote mirrors'],
  }),
  defineAction({
    id: 'project.mirror_get',
    description: 'Get one push mirror: its URL (credentials hidden), state, last update and error.',
    input: z.object(oneMirror).strict(),
    answer: { object: 'remote_mirror', notFound: mirrorNamed },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'project.mirror_force_push', text: 'push to it now' },
      { action: 'project.mirror_edit', text: 'change it' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'project.mirror_get_public_key',
    description: 'Get the SSH public key GitLab uses to push to a mirror, to add on the mirror host.',
    input: z.object(oneMirror).strict(),
    answer: { object: 'remote_mirror_public_key', notFound: mirrorNamed },
    content: 'detail',
    resource: null,
    nextSteps: [],
    aliases: ['mirror ssh key', 'deploy key for mirror'],
  }),
  defineAction({
    id: 'project.mirror_add',
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
    answer: { object: 'remote_mirror', notFound: projectNamed },
    content: 'mutate',
    classification: { readOnly: false, destructive: true, idempotent: false },
    resource: null,
    nextSteps: [SEE_MIRRORS],
    aliases: ['mirror repository', 'push mirror'],
  }),
  defineAction({
    id: 'project.mirror_edit',
    description: 'Change a push mirror: turn it on or off, or change what it mirrors.',
    input: z.object({ ...oneMirror, ...mirrorSettings }).strict(),
    answer: { object: 'remote_mirror', notFound: mirrorNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_MIRRORS],
    aliases: [],
  }),
  defineAction({
    id: 'project.mirror_force_push',
    description: 'Push to a mirror now instead of waiting; diverged refs on the mirror may be overwritten.',
    input: z.object(oneMirror).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'project.mirror_get', text: 'see the result of the update' }],
    aliases: ['sync mirror'],
  }),
  defineAction({
    id: 'project.mirror_delete',
    description: 'Remove a push mirror; the mirrored repository itself is left as it is.',
    input: z.object(oneMirror).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_MIRRORS],
    aliases: ['remove mirror'],
  }),
  defineAction({
    id: 'project.pull_mirror_get',
    description:
      "Get a project's pull mirror: the upstream URL (credentials hidden), its state and last update.",
    input: z.object(oneProject).strict(),
    answer: { object: 'pull_mirror', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.start_mirroring', text: 'pull from upstream now' }],
    tier: 'premium',
    aliases: ['pull mirror', 'upstream mirror'],
  }),
  defineAction({
    id: 'project.pull_mirror_configure',
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
    description: 'Pull from the upstream of a pull-mirrored project now instead of waiting for the schedule.',
    input: z.object(oneProject).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: { readOnly: false, destructive: false, idempotent: false },
    resource: null,
    nextSteps: [SEE_PULL_MIRROR],
    tier: 'premium',
    aliases: ['update mirror now', 'pull mirror now'],
  }),
];
