import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import type { NextStep } from '@gitlab-mcp/result';
import { CREATES } from '../../classifications.js';
import { anyObject, flag, integer, objectList, text } from '../../params.js';

/**
 * Service Ping (https://docs.gitlab.com/api/usage_data/): what the instance reports about its own use, the SQL it
 * counts with, the metric definitions, and the internal events clients record. The payloads are large trees of
 * counters; an answer shows the instance facts as rows and every other value as one metric row named by its dotted
 * key path, so nothing is hidden and nothing needs a schema that changes with each GitLab release.
 */

/** The facts at the top of every payload, shown as card rows rather than metrics. */
const INSTANCE_FACTS = new Set([
  'recorded_at',
  'uuid',
  'hostname',
  'version',
  'installation_type',
  'edition',
  'active_user_count',
]);

/** `{counts: {issues: 3}}` → `[{key_path: 'counts.issues', value: 3}]`; lists are kept as one value. */
function metricRows(value: unknown, prefix: string): { key_path: string; value: unknown }[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [{ key_path: prefix, value: Array.isArray(value) ? JSON.stringify(value) : value }];
  return Object.entries(value).flatMap(([key, inner]) =>
    metricRows(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

export function usagePayload(data: unknown): Record<string, unknown> {
  const payload = (data ?? {}) as Record<string, unknown>;
  const facts = Object.entries(payload).filter(([key]) => INSTANCE_FACTS.has(key));
  const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => !INSTANCE_FACTS.has(key)));
  return { ...Object.fromEntries(facts), metrics: metricRows(rest, '') };
}

/** Metric definitions beyond this many are counted but not listed: the full export runs to thousands. */
const DEFINITIONS_SHOWN = 200;

/**
 * GitLab sends the metric definitions as one YAML list (`application/yaml`); each entry starts with `- key_path:`
 * and carries its other attributes two spaces in. Only the flat attributes a reader chooses by are kept.
 */
export function metricDefinitions(yaml: string): Record<string, unknown> {
  const entries = yaml.split(/^- /m).slice(1);
  const attribute = (entry: string, name: string) =>
    new RegExp(`^ {0,2}${name}: *(.*)$`, 'm').exec(entry)?.[1]?.replace(/^['"]|['"]$/g, '') ?? null;
  const definitions = entries.slice(0, DEFINITIONS_SHOWN).map((entry) => ({
    key_path: attribute(entry, 'key_path'),
    description: attribute(entry, 'description'),
    status: attribute(entry, 'status'),
    time_frame: attribute(entry, 'time_frame'),
    data_source: attribute(entry, 'data_source'),
    product_group: attribute(entry, 'product_group'),
  }));
  return { total: entries.length, shown: definitions.length, definitions };
}

/**
 * Reads the definitions as they stream in, line by line: the entries shown are kept, the others only counted, so
 * the export (megabytes, and growing with each release) is never held whole.
 */
async function readDefinitions(context: ActionContext): Promise<unknown> {
  const download = await context.download('/usage_data/metric_definitions');
  const decoder = new TextDecoder();
  let kept = '';
  let total = 0;
  let partial = '';
  const take = (line: string) => {
    if (line.startsWith('- ')) total += 1;
    if (total <= DEFINITIONS_SHOWN) kept += `${line}\n`;
  };
  for await (const chunk of download.body) {
    const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(partial + decoder.decode());
  return { ...metricDefinitions(kept), total };
}

const eventName = text('Name of the internal event, e.g. i_quickactions_page');
const eventContext = {
  namespace_id: integer('ID of the namespace the event happened in').optional(),
  project_id: integer('ID of the project the event happened in').optional(),
  send_to_snowplow: flag('Also send the event to Snowplow').optional(),
  additional_properties: anyObject('Extra properties of the event: label, property, value…').optional(),
};
const payloadRead = { content: 'detail', resource: null } as const;
const toDefinitions = { action: 'admin.usage_data_metric_definitions', text: 'see what each metric means' };

/** One of the three Service Ping payloads: an administrator's read of `/usage_data/<path>`, flattened. */
function payloadAction(
  path: 'service_ping' | 'non_sql_metrics' | 'queries',
  words: { id: string; description: string; aliases: string[] },
  nextSteps: NextStep[],
) {
  return defineAction({
    ...words,
    input: z.object({}).strict(),
    gitlab: { reshape: usagePayload },
    answer: { object: 'usage_data' },
    nextSteps,
    admin: true,
    ...payloadRead,
  });
}

export const usageDataActions = [
  payloadAction(
    'service_ping',
    {
      id: 'admin.usage_data_service_ping',
      description:
        'Show the Service Ping payload the instance last collected: its facts and every usage metric.',
      aliases: ['usage ping', 'service ping payload', 'usage statistics'],
    },
    [toDefinitions, { action: 'admin.usage_data_queries', text: 'see the SQL behind the counts' }],
  ),
  payloadAction(
    'non_sql_metrics',
    {
      id: 'admin.usage_data_non_sql_metrics',
      description:
        'Show the Service Ping metrics that are not database counts (settings, versions, Redis counters).',
      aliases: [],
    },
    [toDefinitions],
  ),
  payloadAction(
    'queries',
    {
      id: 'admin.usage_data_queries',
      description: 'Show the SQL queries Service Ping runs for each database-count metric.',
      aliases: ['service ping sql'],
    },
    [{ action: 'admin.usage_data_service_ping', text: 'see the counts they give' }],
  ),
  defineAction({
    id: 'admin.usage_data_metric_definitions',
    description: 'List the Service Ping metric definitions (key path, status, time frame, data source).',
    input: z.object({}).strict(),
    gitlab: { local: readDefinitions },
    answer: { object: 'metric_definitions' },
    nextSteps: [{ action: 'admin.usage_data_service_ping', text: 'see the values collected' }],
    aliases: ['metrics dictionary'],
    ...payloadRead,
  }),
  defineAction({
    id: 'admin.usage_data_track_event',
    description: 'Record one internal event for product analytics, in a namespace or project when given.',
    input: z.object({ event: eventName, ...eventContext }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toDefinitions],
    aliases: ['internal event'],
  }),
  defineAction({
    id: 'admin.usage_data_track_events',
    description: 'Record several internal events in one request, each with its own namespace or project.',
    input: z
      .object({
        events: objectList(
          'Events: [{event, namespace_id?, project_id?, send_to_snowplow?, additional_properties?}]',
        ),
      })
      .strict(),
    // catalog.json leaves the endpoint to us: GitLab's batch form of track_event.
    gitlab: { rest: 'POST /usage_data/track_events' },
    answer: COMPLETED,
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toDefinitions],
    aliases: ['internal events'],
  }),
];
