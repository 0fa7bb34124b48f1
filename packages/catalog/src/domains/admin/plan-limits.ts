import { z } from 'zod';
import { defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { integer, text } from '../../params.js';

/**
 * Limits of a plan (https://docs.gitlab.com/api/plan_limits/), for administrators: the largest package file of
 * each format and more. GitLab's answer does not name the plan, so the answer adds the plan asked about.
 */
const PLANS =
  'default, free, bronze, silver, premium, gold, ultimate, ultimate_trial, ultimate_trial_paid_customer, premium_trial or opensource';
const MAX_FILE_SIZES = {
  conan_max_file_size: integer('Largest Conan package file, in bytes').optional(),
  generic_packages_max_file_size: integer('Largest generic package file, in bytes').optional(),
  helm_max_file_size: integer('Largest Helm chart file, in bytes').optional(),
  maven_max_file_size: integer('Largest Maven package file, in bytes').optional(),
  npm_max_file_size: integer('Largest npm package file, in bytes').optional(),
  nuget_max_file_size: integer('Largest NuGet package file, in bytes').optional(),
  pypi_max_file_size: integer('Largest PyPI package file, in bytes').optional(),
  terraform_module_max_file_size: integer('Largest Terraform module file, in bytes').optional(),
};

/** GitLab's limits, with the plan they belong to (GitLab applies `default` when none is named). */
function namingThePlan(data: unknown, args: { plan_name?: string }): unknown {
  return { plan_name: args.plan_name ?? 'default', ...(data as Record<string, unknown>) };
}

export const planLimitActions = [
  defineAction({
    id: 'admin.plan_limits_get',
    description:
      'Show the limits of a plan: largest package file per format, CI/CD limits and more (the default plan unless named).',
    input: z.object({ plan_name: text(`Plan: ${PLANS} (default: default)`).optional() }).strict(),
    gitlab: { reshape: namingThePlan },
    answer: { object: 'plan_limits' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.plan_limits_change', text: 'change a limit' }],
    aliases: ['package size limits', 'instance limits'],
    admin: true,
  }),
  defineAction({
    id: 'admin.plan_limits_change',
    description: "Change a plan's limits, such as the largest package file GitLab accepts for each format.",
    input: z.object({ plan_name: text(`Plan to change: ${PLANS}`), ...MAX_FILE_SIZES }).strict(),
    gitlab: { reshape: namingThePlan },
    answer: { object: 'plan_limits' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.plan_limits_get', text: 'see the limits' }],
    aliases: ['raise package size limit'],
    admin: true,
  }),
];
