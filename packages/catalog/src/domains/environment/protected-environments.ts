import type { KindName } from '@gitlab-mcp/result';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, objectList, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/**
 * Where a set of protected environments lives. A project protects environments by name; a group protects the
 * environments of all its projects by deployment tier (https://docs.gitlab.com/api/group_protected_environments/).
 */
export interface EnvironmentOwner {
  owner: 'project' | 'group';
  /** The owner's ID parameter, by name. */
  one: Record<string, z.ZodType>;
  path: '/projects/{project_id}/protected_environments' | '/groups/{group_id}/protected_environments';
  /** Each verb's action ID, written out so that a search for the ID finds this file. */
  ids: Readonly<Record<Verb, string>>;
  /** What names one protected environment. */
  environment: (description: string) => z.ZodType<string>;
  kind: KindName;
  /** What a not-found card says was asked for. */
  inOwner: (args: Record<string, unknown>) => string;
}

type Verb = 'list' | 'get' | 'protect' | 'update' | 'unprotect';

const rules = {
  deploy_access_levels: objectList(
    'Who may deploy: objects with access_level (30, 40, 60), user_id or group_id',
  ),
  required_approval_count: integer('How many approvals a deployment needs (0: none)').optional(),
  approval_rules: objectList(
    'Who must approve: objects with access_level, user_id or group_id, and required_approvals',
  ).optional(),
};

/** The five actions on the protected environments of one owner. */
export function protectedEnvironmentActions(target: EnvironmentOwner): ActionSpec[] {
  const one = { ...target.one, environment: target.environment('Name of the protected environment') };
  const { owner } = target;
  return [
    defineAction({
      id: target.ids.list,
      description: `List the protected environments of a ${owner}: who may deploy and who must approve.`,
      // GitLab answers protected environments by name, with no order of the caller's.
      input: z.object({ ...target.one, ...unorderedPaging }).strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's protected environments (GET ${target.path})` },
      answer: { list: target.kind },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: target.ids.get, text: 'see one protected environment in full' },
        { action: target.ids.protect, text: 'protect another environment' },
      ],
      tier: 'premium',
      aliases: [`${owner} protected environments`, 'deployment protection'],
    }),
    defineAction({
      id: target.ids.get,
      description: `Get one protected environment of a ${owner}: its deploy access levels and approval rules.`,
      input: z.object(one).strict(),
      answer: { object: target.kind, notFound: target.inOwner },
      content: 'detail',
      resource: null,
      nextSteps: [
        { action: target.ids.update, text: 'change who may deploy or approve' },
        { action: target.ids.unprotect, text: 'remove the protection' },
      ],
      tier: 'premium',
      aliases: ['who can deploy'],
    }),
    defineAction({
      id: target.ids.protect,
      description: `Protect an environment of a ${owner}: only the listed roles, users or groups may deploy to it.`,
      input: z
        .object({ ...target.one, name: target.environment('Environment to protect'), ...rules })
        .strict(),
      gitlab: { rest: `POST ${target.path}` },
      answer: { object: target.kind },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: target.ids.list, text: 'see all protected environments' }],
      tier: 'premium',
      aliases: ['restrict deployments', 'require deployment approval'],
    }),
    defineAction({
      id: target.ids.update,
      description: `Change a protected environment of a ${owner}: who may deploy, who must approve and how many.`,
      input: z
        .object({
          ...one,
          name: target.environment('New name').optional(),
          ...rules,
          deploy_access_levels: rules.deploy_access_levels
            .describe('Deploy access levels to add, change (with id) or remove (with id and _destroy: true)')
            .optional(),
        })
        .strict(),
      unsupported: {
        params: { name: 'a protected environment cannot be renamed (its name is the path)' },
        endpoint: `GitLab's protected environment update (PUT ${target.path}/{environment})`,
      },
      answer: { object: target.kind, notFound: target.inOwner },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: target.ids.get, text: 'see the protection as it is now' }],
      tier: 'premium',
      aliases: [],
    }),
    defineAction({
      id: target.ids.unprotect,
      description: `Remove the protection of an environment of a ${owner}, so anyone who may deploy can deploy to it.`,
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: target.ids.list, text: 'see the protected environments that remain' }],
      tier: 'premium',
      aliases: ['unprotect environment'],
    }),
  ];
}

export const projectProtectedEnvironmentActions = protectedEnvironmentActions({
  owner: 'project',
  one: { project_id: projectId },
  path: '/projects/{project_id}/protected_environments',
  ids: {
    list: 'environment.protected_list',
    get: 'environment.protected_get',
    protect: 'environment.protected_protect',
    update: 'environment.protected_update',
    unprotect: 'environment.protected_unprotect',
  },
  environment: (description) => text(`${description}, e.g. production`),
  kind: 'protected_environment',
  inOwner: (args) => `"${String(args.environment)}" in project ${String(args.project_id)}`,
});
