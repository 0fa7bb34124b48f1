import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, projectId, text } from '../../params.js';
import { expiresAt } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const deployKeyId = integer('Deploy key ID, from the list');
const key = text('The public SSH key, e.g. ssh-ed25519 AAAA… ci@example.com');
const title = text('A name for the key');
const canPush = flag('Whether the key may push (write) as well as pull');
const one = { project_id: projectId, deploy_key_id: deployKeyId };
const inProject = (args: { project_id: string; deploy_key_id: number }) =>
  `deploy key ${args.deploy_key_id} in project ${args.project_id}`;

/** Deploy keys: SSH keys that read or write repositories (https://docs.gitlab.com/api/deploy_keys/). */
export const deployKeyActions = [
  defineAction({
    id: 'access.deploy_key_list_all',
    description: 'List every deploy key of the instance with the projects using it (administrators).',
    input: z
      .object({ public: flag('Only keys shared between projects (public)').optional(), ...unorderedPaging })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's deploy keys (GET /deploy_keys)" },
    answer: { list: 'deploy_key' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_enable', text: 'enable a key in another project' }],
    aliases: ['all deploy keys', 'instance deploy keys'],
    admin: true,
  }),
  defineAction({
    id: 'access.deploy_key_list_project',
    description: 'List the deploy keys enabled in a project and whether each may push.',
    input: z.object({ project_id: projectId, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's deploy keys (GET /projects/:id/deploy_keys)" },
    answer: { list: 'deploy_key' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'access.deploy_key_get', text: 'see one key in full' },
      { action: 'access.deploy_key_add', text: 'add a deploy key' },
    ],
    aliases: ['deploy keys', 'ssh keys of project'],
  }),
  defineAction({
    id: 'access.deploy_key_list_user_project',
    description: 'List the project deploy keys a user created, with the projects using each.',
    input: z.object({ user_id: text('User ID or username'), ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's deploy keys (GET /users/:id/project_deploy_keys)" },
    answer: { list: 'deploy_key' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_get', text: 'see one key in a project' }],
    aliases: ["user's deploy keys"],
  }),
  defineAction({
    id: 'access.deploy_key_get',
    description: 'Get one deploy key of a project: its fingerprint, push right and expiry.',
    input: z.object(one).strict(),
    answer: { object: 'deploy_key', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/deploy_key/{deploy_key_id}',
    nextSteps: [
      { action: 'access.deploy_key_update', text: 'rename it or change its push right' },
      { action: 'access.deploy_key_delete', text: 'remove it from the project' },
    ],
    aliases: ['show deploy key'],
  }),
  defineAction({
    id: 'access.deploy_key_add',
    description: 'Add a deploy key to a project, read-only unless it may push.',
    input: z
      .object({
        project_id: projectId,
        title,
        key,
        can_push: canPush.optional(),
        expires_at: expiresAt.optional(),
      })
      .strict(),
    answer: { object: 'deploy_key' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_list_project', text: "see the project's deploy keys" }],
    aliases: ['new deploy key', 'add ssh key to project'],
  }),
  defineAction({
    id: 'access.deploy_key_add_instance',
    description: 'Create an instance-wide deploy key that projects can then enable (administrators).',
    input: z.object({ title, key, expires_at: expiresAt.optional() }).strict(),
    answer: { object: 'deploy_key' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_enable', text: 'enable the key in a project' }],
    aliases: ['public deploy key', 'instance deploy key'],
    admin: true,
  }),
  defineAction({
    id: 'access.deploy_key_update',
    description: 'Rename a deploy key of a project or change whether it may push.',
    input: z.object({ ...one, title: title.optional(), can_push: canPush.optional() }).strict(),
    answer: { object: 'deploy_key', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_get', text: 'see the key' }],
    aliases: ['edit deploy key', 'allow deploy key to push'],
  }),
  defineAction({
    id: 'access.deploy_key_delete',
    description: 'Remove a deploy key from a project; the key is deleted once no project uses it.',
    input: z.object(one).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_list_project', text: 'see the keys that remain' }],
    aliases: ['remove deploy key'],
  }),
  defineAction({
    id: 'access.deploy_key_enable',
    description:
      'Enable in a project a deploy key that already exists elsewhere (another project or the instance).',
    input: z.object(one).strict(),
    answer: { object: 'deploy_key', notFound: inProject },
    content: 'mutate',
    // Enabling a key that is already enabled changes nothing: a PUT-like write, though GitLab takes a POST.
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'access.deploy_key_update', text: 'let it push in this project' }],
    aliases: ['reuse deploy key', 'share deploy key'],
  }),
];
