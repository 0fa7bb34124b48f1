import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/** What one family of protection rules is called and what its pattern protects. */
interface RuleFamily {
  /** The REST collection: `/projects/{project_id}/packages/protection/rules`. */
  path: `/projects/{project_id}/${string}`;
  /** Canonical ID per action, as catalog.json spells them. */
  ids: Record<Verb, { id: string }>;
  what: string;
  /** The pattern parameters (required on create), e.g. `package_name_pattern` and `package_type`. */
  pattern: Record<string, z.ZodType>;
  /**
   * Whether the list takes order and pages (catalog.json offers them only for packages); GitLab orders none of the
   * three lists, so a given order is refused.
   */
  paged: boolean;
  /** Whether GitLab requires both minimum access levels on creation (tag rules), where the reference makes them optional. */
  bothLevelsOnCreate?: true;
  aliases: string;
}

const minimumAccess = {
  minimum_access_level_for_push: text(
    'Least role that may push matching items: maintainer, owner or admin',
  ).optional(),
  minimum_access_level_for_delete: text(
    'Least role that may delete matching items: maintainer, owner or admin',
  ).optional(),
};

const ruleId = integer('Protection rule ID, from the list');

type Verb = 'list' | 'create' | 'update' | 'delete';

/** A family's canonical IDs, in list, create, update, delete order, as catalog.json spells them. */
function ruleIds(...ids: string[]): RuleFamily['ids'] {
  const verbs: readonly Verb[] = ['list', 'create', 'update', 'delete'];
  return Object.fromEntries(verbs.map((verb, index) => [verb, { id: ids[index]! }])) as RuleFamily['ids'];
}

function optional(fields: Record<string, z.ZodType>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()]));
}

/**
 * The four actions of one family of registry protection rules (https://docs.gitlab.com/api/project_packages_protection_rules/,
 * https://docs.gitlab.com/api/container_repository_protection_rules/): the same list, create, PATCH update and
 * delete with a different pattern, so one factory serves all three families.
 */
function protectionRuleActions(family: RuleFamily): ActionSpec[] {
  return [
    defineAction({
      ...family.ids.list,
      description: `List the protection rules of a project's ${family.what} and who may push or delete.`,
      input: z.object({ project_id: projectId, ...(family.paged ? unorderedPaging : {}) }).strict(),
      ...(family.paged
        ? { unsupported: { params: NO_ORDER, endpoint: `GitLab's protection rules (GET ${family.path})` } }
        : {}),
      answer: { list: 'registry_protection_rule' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: family.ids.create.id, text: 'protect another pattern' },
        { action: family.ids.update.id, text: 'change a rule' },
      ],
      aliases: [`${family.aliases} protection rules`],
    }),
    defineAction({
      ...family.ids.create,
      description: `Protect the ${family.what} matching a pattern so only the given roles may push or delete them.`,
      input: z.object({ project_id: projectId, ...family.pattern, ...minimumAccess }).strict(),
      // A create whose endpoint requires both minimum access levels (GitLab would answer 400 "… is missing").
      ...(family.bothLevelsOnCreate
        ? {
            requires: {
              params: Object.keys(minimumAccess),
              endpoint: `GitLab's protection rule creation (POST ${family.path})`,
            },
          }
        : {}),
      answer: { object: 'registry_protection_rule' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: family.ids.list.id, text: 'see all the rules' }],
      aliases: [`protect ${family.aliases}`],
    }),
    defineAction({
      ...family.ids.update,
      description: `Change the pattern or the roles of a protection rule of ${family.what}.`,
      input: z
        .object({ project_id: projectId, rule_id: ruleId, ...optional(family.pattern), ...minimumAccess })
        .strict(),
      answer: { object: 'registry_protection_rule' },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: family.ids.list.id, text: 'see all the rules' }],
      aliases: [`edit ${family.aliases} protection`],
    }),
    defineAction({
      ...family.ids.delete,
      description: `Delete a protection rule of ${family.what}, unprotecting what it matched.`,
      input: z.object({ project_id: projectId, rule_id: ruleId }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: family.ids.list.id, text: 'see the rules that remain' }],
      aliases: [`unprotect ${family.aliases}`],
    }),
  ];
}

export const packageProtectionRuleActions = protectionRuleActions({
  path: '/projects/{project_id}/packages/protection/rules',
  ids: ruleIds(
    'package.protection_rule_list',
    'package.protection_rule_create',
    'package.protection_rule_update',
    'package.protection_rule_delete',
  ),
  what: 'packages',
  pattern: {
    package_name_pattern: text('Package names to protect; * is a wildcard, e.g. @group/*'),
    package_type: text('Package format the rule applies to: npm, pypi, maven, generic…'),
  },
  paged: true,
  aliases: 'package',
});

export const registryProtectionRuleActions = protectionRuleActions({
  path: '/projects/{project_id}/registry/protection/repository/rules',
  ids: ruleIds(
    'package.registry_rule_list',
    'package.registry_rule_create',
    'package.registry_rule_update',
    'package.registry_rule_delete',
  ),
  what: 'container repositories',
  pattern: {
    repository_path_pattern: text(
      'Container repository paths to protect; * is a wildcard, e.g. group/project/app*',
    ),
  },
  paged: false,
  aliases: 'container repository',
});

export const registryTagProtectionRuleActions = protectionRuleActions({
  path: '/projects/{project_id}/registry/protection/tag/rules',
  ids: ruleIds(
    'package.registry_tag_rule_list',
    'package.registry_tag_rule_create',
    'package.registry_tag_rule_update',
    'package.registry_tag_rule_delete',
  ),
  what: 'container image tags',
  pattern: { tag_name_pattern: text('Image tags to protect, as a regular expression, e.g. ^v.*') },
  paged: false,
  bothLevelsOnCreate: true,
  aliases: 'container tag',
});
