import { toGid } from '@gitlab-mcp/graphql';
import type { GraphqlDocument } from '@gitlab-mcp/graphql';
import type { NextStep } from '@gitlab-mcp/result';
import { z } from 'zod';
import { defineAction } from './action.js';
import type { Tier } from './action.js';
import { runMutation } from './graphql-mutation.js';
import { integer } from './params.js';

/** What one delete-by-global-ID action says about itself; the rest is the same for all of them. */
export interface GraphqlDeletion {
  id: string;
  description: string;
  /** The catalog's ID parameter (`achievement_id`) and its description; its number completes the global ID. */
  param: { name: string; description: string };
  /** GitLab's model of the global ID (`Achievements::Achievement`). */
  model: string;
  /** The mutation, its field, and the input key that takes the global ID (`achievementId`, `id`). */
  document: GraphqlDocument<
    Record<string, { errors?: string[] | null } | null | undefined>,
    { input: Record<string, unknown> }
  >;
  field: string;
  inputKey: string;
  done: string;
  nextSteps: readonly NextStep[];
  /** Premium or ultimate, where the reference table does not have it free. */
  tier?: Tier;
  aliases: readonly string[];
}

/**
 * An action that deletes one object through a GraphQL mutation taking its global ID (`achievementsDelete`,
 * `securityCategoryDestroy`…) and answers the contract's done line (OF-61); GitLab's refusals become typed errors.
 */
export function graphqlDeletion(spec: GraphqlDeletion) {
  return defineAction({
    id: spec.id,
    description: spec.description,
    input: z.object({ [spec.param.name]: integer(spec.param.description) }).strict(),
    gitlab: {
      local: async (context, args) => {
        const id = toGid(spec.model, Number(args[spec.param.name]));
        await runMutation(
          context,
          spec.document,
          { input: { [spec.inputKey]: id } },
          (data) => data[spec.field],
        );
        return null;
      },
    },
    answer: { done: spec.done },
    content: 'mutate',
    resource: null,
    nextSteps: spec.nextSteps,
    tier: spec.tier,
    aliases: spec.aliases,
  });
}
