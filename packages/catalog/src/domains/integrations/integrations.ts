import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, RestTemplate } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { anyObject, text } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import type { Owner } from '../owner.js';
import { INTEGRATION_SECRETS } from './integration-fields.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/** What differs between project and group integrations beyond the owner, as catalog.json names them. */
type Verb = 'get' | 'set' | 'delete';

interface IntegrationOwner {
  owner: Owner;
  /** The IDs of its list and of the actions on an integration named by `slug`, written out to be found by search. */
  ids: Readonly<Record<'list' | Verb, string>>;
  /** The list endpoint: the reference lists a project's integrations through GitLab's older `/services` path. */
  listPath: 'services' | 'integrations';
}

/** One integration, named by the `slug` parameter (any) or fixed (Jira, Datadog), and the verbs offered for it. */
interface IntegrationTarget {
  slug: string | null;
  /** The verbs offered for it, in catalog order, each with its action ID. */
  ids: Readonly<Partial<Record<Verb, string>>>;
  /** The settings a set takes: a free `config` object for any slug, the integration's own fields for a fixed one. */
  settings: Record<string, z.ZodType>;
  /** Settings GitLab requires on a set that the reference catalog leaves optional: refused when missing. */
  requires?: readonly string[];
}

const HIDE_SECRETS = withoutFields(INTEGRATION_SECRETS);
const slugParam = text('Integration slug, e.g. slack, jira, pipelines-email, datadog');

/** Any integration by slug; its IDs are the owner's (`IntegrationOwner.ids`). */
const ANY_INTEGRATION: Omit<IntegrationTarget, 'ids'> = {
  slug: null,
  settings: { config: anyObject('The integration’s settings, by GitLab’s parameter names').optional() },
};

/** The settings of any integration travel as one `config` object; GitLab takes them as top-level parameters. */
function spreadConfig({ config, ...rest }: Record<string, unknown>): Record<string, unknown> {
  return { ...(config as Record<string, unknown> | undefined), ...rest };
}

function integrationTargetActions(config: IntegrationOwner, target: IntegrationTarget): ActionSpec[] {
  const { owner } = config;
  const { ids } = target;
  const words = (verb: Verb, description: string, aliases: string[] = []) => ({
    id: ids[verb]!,
    description,
    aliases,
  });
  // catalog.json records the requests of some owners' integration actions, not of all.
  const call = (verb: Verb, template: RestTemplate) => restUnlessRecorded(ids[verb]!, template);
  const what =
    target.slug === null
      ? `an integration of a ${owner.kind}`
      : `the ${target.slug} integration of a ${owner.kind}`;
  const path = `${owner.path}/integrations/${target.slug ?? '{slug}'}` as const;
  const input = target.slug === null ? { ...owner.one, slug: slugParam } : owner.one;
  const notFound = (args: Record<string, unknown>) =>
    `${target.slug ?? String(args.slug)} integration of ${owner.named(args)}`;
  const shared = { resource: null } as const;
  const build: Record<Verb, () => ActionSpec> = {
    get: () =>
      defineAction({
        ...words(
          'get',
          `Get the settings of ${what}; secrets such as passwords and API keys are never shown.`,
        ),
        input: z.object(input).strict(),
        gitlab: { ...call('get', `GET ${path}`), reshape: HIDE_SECRETS },
        answer: { object: 'integration', notFound },
        content: 'detail',
        nextSteps: ids.set === undefined ? [] : [{ action: ids.set, text: 'change its settings' }],
        ...shared,
      }),
    set: () =>
      defineAction({
        ...words('set', `Turn on or configure ${what}.`, ['configure integration', 'enable integration']),
        input: z.object({ ...input, ...target.settings }).strict(),
        gitlab:
          target.slug === null
            ? { ...call('set', `PUT ${path}`), send: spreadConfig, reshape: HIDE_SECRETS }
            : { ...call('set', `PUT ${path}`), reshape: HIDE_SECRETS },
        ...(target.requires
          ? {
              requires: {
                params: target.requires,
                endpoint: `GitLab's ${target.slug} integration (PUT ${path})`,
              },
            }
          : {}),
        answer: { object: 'integration', notFound },
        content: 'mutate',
        classification: UPDATES,
        nextSteps: ids.get === undefined ? [] : [{ action: ids.get, text: 'see its settings' }],
        ...shared,
      }),
    delete: () =>
      defineAction({
        ...words('delete', `Turn off ${what} and clear its settings.`, ['disable integration']),
        input: z.object(input).strict(),
        gitlab: call('delete', `DELETE ${path}`),
        answer: COMPLETED,
        content: 'mutate',
        nextSteps: [
          {
            action: config.ids.list,
            text: `see the ${owner.kind}'s active integrations`,
          },
        ],
        ...shared,
      }),
  };
  return (Object.keys(ids) as Verb[]).map((verb) => build[verb]());
}

/**
 * The integrations (Slack, Jira, Datadog, pipeline emails…) of a project or a group: list the active ones, read,
 * configure and turn off one by slug, plus the owner's named integrations (https://docs.gitlab.com/api/project_integrations/,
 * https://docs.gitlab.com/api/group_integrations/).
 */
export function integrationActions(
  config: IntegrationOwner,
  named: readonly IntegrationTarget[],
): ActionSpec[] {
  const { owner } = config;
  const { list, ...bySlug } = config.ids;
  return [
    defineAction({
      id: list,
      description: `List the active integrations of a ${owner.kind} (Slack, Jira, pipeline emails…).`,
      aliases: ['services', 'integrations'],
      input: z.object(owner.one).strict(),
      answer: { list: 'integration' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: bySlug.get, text: "see one integration's settings" }],
    }),
    ...[{ ...ANY_INTEGRATION, ids: bySlug }, ...named].flatMap((target) =>
      integrationTargetActions(config, target),
    ),
  ];
}
