import { findProject, nextId } from '../../store/index.js';
import type { PlainRow, ProjectRow } from '../../store/index.js';
import { assertCanWrite, canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { gidNumber, toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * Target branch rules (Premium; https://docs.gitlab.com/user/project/merge_requests/creating_merge_requests/#configure-target-branch-rules):
 * stored in the plain table `target_branch_rules` that REST-side seeds fill (seed/project-core.ts).
 */

const MODEL = 'Projects::TargetBranchRule';

function rules(ctx: GraphqlContext): PlainRow[] {
  return (ctx.state.plain.target_branch_rules ??= []);
}

/** Below Premium GitLab has no target branch rules: the list is empty and writes fail. */
const licensed = (ctx: GraphqlContext) => ctx.state.config.tier !== 'free';

interface CreateInput {
  projectId: string;
  name: string;
  targetBranch: string;
  clientMutationId?: string | null;
}

export const targetBranchRuleResolvers: ResolverMap = {
  Project: fields<ProjectRow>({
    targetBranchRules: (project, args: ConnectionArgs, ctx) =>
      paginate(
        canReadProject(ctx, project) && licensed(ctx)
          ? rules(ctx).filter((row) => row.project_id === project.id)
          : [],
        args,
        (row) => String(row.id),
      ),
  }),
  ProjectTargetBranchRule: fields<PlainRow>({
    id: (row) => toGid(MODEL, Number(row.id)),
    name: (row) => row.name,
    targetBranch: (row) => row.target_branch,
    createdAt: (row) => row.created_at,
  }),
  Mutation: fields<undefined>({
    projectTargetBranchRuleCreate: (_root, { input }: { input: CreateInput }, ctx) => {
      // GitLab documents no fine-grained permission for target branch rules: no fine-grained token may write one.
      const project = assertCanWrite(
        ctx,
        findProject(ctx.state, gidNumber(input.projectId, ['Project'])),
        null,
      );
      const clientMutationId = input.clientMutationId ?? null;
      if (!licensed(ctx))
        return {
          targetBranchRule: null,
          errors: ['Target branch rules are not available'],
          clientMutationId,
        };
      const taken = rules(ctx).some((row) => row.project_id === project.id && row.name === input.name);
      if (taken) return { targetBranchRule: null, errors: ['Name has already been taken'], clientMutationId };
      const row: PlainRow = {
        id: nextId(ctx.state, 'target_branch_rule', rules(ctx)),
        project_id: project.id,
        name: input.name,
        target_branch: input.targetBranch,
        created_at: ctx.state.now(),
      };
      rules(ctx).push(row);
      return { targetBranchRule: row, errors: [], clientMutationId };
    },
    projectTargetBranchRuleDestroy: (
      _root,
      { input }: { input: { id: string; clientMutationId?: string | null } },
      ctx,
    ) => {
      const id = gidNumber(input.id, [MODEL]);
      const row = rules(ctx).find((item) => item.id === id);
      assertCanWrite(ctx, row && findProject(ctx.state, Number(row.project_id)), null);
      rules(ctx).splice(rules(ctx).indexOf(row!), 1);
      return { errors: [], clientMutationId: input.clientMutationId ?? null };
    },
  }),
};
