import type { PlainRow, ProjectRow } from '../../store/index.js';
import { canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * Terraform states of a project (GitLab 15.x schema: `Project.terraformStates`, `Project.terraformState(name:)`),
 * read from the plain tables the REST backend writes (rest/actions/admin-terraform.ts).
 */

const terraformStates = (state: GraphqlContext['state']) => state.plain.terraform_states ?? [];
const terraformVersions = (state: GraphqlContext['state']) => state.plain.terraform_state_versions ?? [];

function statesOf(ctx: GraphqlContext, project: ProjectRow): PlainRow[] {
  return canReadProject(ctx, project)
    ? terraformStates(ctx.state).filter((row) => row.project_id === project.id)
    : [];
}

const userById = (ctx: GraphqlContext, id: unknown) =>
  id === null ? null : (ctx.state.tables.users.find((user) => user.id === id) ?? null);

export const terraformStateResolvers: ResolverMap = {
  Project: fields<ProjectRow>({
    terraformStates: (project, args: ConnectionArgs, ctx) =>
      paginate(statesOf(ctx, project), args, (row) => String(row.id)),
    terraformState: (project, { name }: { name: string }, ctx) =>
      statesOf(ctx, project).find((row) => row.name === name) ?? null,
  }),
  TerraformState: fields<PlainRow>({
    id: (row) => toGid('Terraform::State', Number(row.id)),
    createdAt: (row) => row.created_at,
    updatedAt: (row) => row.updated_at,
    lockedAt: (row) => row.locked_at,
    lockedByUser: (row, _args, ctx) => userById(ctx, row.locked_by_user_id),
    latestVersion: (row, _args, ctx) =>
      terraformVersions(ctx.state)
        .filter((version) => version.state_id === row.id)
        .reduce<PlainRow | null>(
          (latest, version) =>
            latest === null || Number(version.serial) > Number(latest.serial) ? version : latest,
          null,
        ),
  }),
  TerraformStateVersion: fields<PlainRow>({
    id: (row) => toGid('Terraform::StateVersion', Number(row.id)),
    createdAt: (row) => row.created_at,
    updatedAt: (row) => row.created_at,
    createdByUser: (row, _args, ctx) => userById(ctx, row.created_by_user_id),
    downloadPath: (row, _args, ctx) => {
      const state = terraformStates(ctx.state).find((item) => item.id === row.state_id);
      return state === undefined
        ? null
        : `/api/v4/projects/${String(state.project_id)}/terraform/state/${String(state.name)}/versions/${String(row.serial)}`;
    },
    job: (row, _args, ctx) =>
      row.job_id === null ? null : (ctx.state.tables.jobs.find((job) => job.id === row.job_id) ?? null),
  }),
};
