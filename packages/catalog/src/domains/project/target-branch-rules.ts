import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import {
  PROJECT_TARGET_BRANCH_RULES,
  TARGET_BRANCH_RULE_CREATE,
  TARGET_BRANCH_RULE_DESTROY,
} from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { COMPLETED, defineAction, graphqlCall } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, projectId, text } from '../../params.js';

const SEE_RULES = {
  action: 'project.target_branch_rule_list',
  text: "see the project's target branch rules",
} as const;

/** GraphQL reports a refused write in the payload's `errors`, with a 200. */
function refused(errors: readonly string[] | null | undefined): void {
  if (errors && errors.length > 0) throw new GitLabMcpError('action_outcome', errors.join('; '));
}

/** The project's global ID: built from a numeric ID, or read over REST for a path. */
async function projectGid(context: ActionContext, project: string): Promise<string> {
  if (/^\d+$/.test(project)) return `gid://gitlab/Project/${project}`;
  const found = (await context.rest('GET', `/projects/${encodeURIComponent(project)}`)) as { id: number };
  return `gid://gitlab/Project/${found.id}`;
}

/** Target branch rules (Premium): which branch new merge requests from matching source branches target. */
export const projectTargetBranchRuleActions = [
  defineAction({
    id: 'project.target_branch_rule_list',
    description:
      'List the target branch rules of a project: which branch new merge requests from matching branches target.',
    input: z
      .object({ project_id: text('Full path of the project, e.g. group/project (GraphQL takes paths only)') })
      .strict(),
    gitlab: graphqlCall(
      PROJECT_TARGET_BRANCH_RULES,
      (args: { project_id: string }) => ({ fullPath: args.project_id }),
      (data) => data.project?.targetBranchRules ?? null,
    ),
    answer: { list: 'target_branch_rule' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.target_branch_rule_create', text: 'add a rule' }],
    tier: 'premium',
    aliases: ['merge request target rules', 'default target branch'],
  }),
  defineAction({
    id: 'project.target_branch_rule_create',
    description:
      'Add a target branch rule: new merge requests from branches matching a pattern target the given branch.',
    input: z
      .object({
        project_id: projectId,
        name: text('Source branch name or pattern, e.g. hotfix/*'),
        target_branch: text('Branch their merge requests target by default'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const data = await context.graphql(TARGET_BRANCH_RULE_CREATE, {
          input: {
            projectId: await projectGid(context, args.project_id),
            name: args.name,
            targetBranch: args.target_branch,
          },
        });
        const payload = data.projectTargetBranchRuleCreate;
        refused(payload?.errors);
        return payload?.targetBranchRule ?? {};
      },
    },
    answer: { object: 'target_branch_rule' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_RULES],
    tier: 'premium',
    aliases: ['set default target branch'],
  }),
  defineAction({
    id: 'project.target_branch_rule_delete',
    description: 'Delete a target branch rule by its ID (the number at the end of its global ID).',
    input: z
      .object({ rule_id: integer('Target branch rule ID, from project.target_branch_rule_list') })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const data = await context.graphql(TARGET_BRANCH_RULE_DESTROY, {
          input: { id: `gid://gitlab/Projects::TargetBranchRule/${args.rule_id}` },
        });
        refused(data.projectTargetBranchRuleDestroy?.errors);
        return null;
      },
    },
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_RULES],
    tier: 'premium',
    aliases: [],
  }),
];
