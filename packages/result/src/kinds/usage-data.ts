import { defineKind } from './kind-spec.js';
import type { NotFoundSpec } from './kind-spec.js';

/**
 * Service Ping (https://docs.gitlab.com/api/usage_data/): a payload's instance facts as rows and each of its values
 * as one metric row named by its dotted key path (the catalog flattens the tree); the metric definitions export.
 */

const NOT_FOUND: NotFoundSpec = {
  subject: 'usage data',
  suggestions: [{ action: 'admin.usage_data_service_ping', text: 'read the Service Ping payload' }],
};

export const usageDataKind = defineKind({
  name: 'usage_data',
  plural: { key: 'usage_data', title: 'Usage Data' },
  empty: 'No usage data found.',
  heading: { template: 'Usage Data: {hostname|uuid}' },
  fields: [
    { label: 'Recorded', path: 'recorded_at', format: 'date' },
    { label: 'UUID', path: 'uuid', format: 'code' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Installation Type', path: 'installation_type', format: 'text' },
    { label: 'Edition', path: 'edition', format: 'text' },
    { label: 'Active Users', path: 'active_user_count', format: 'text' },
  ],
  columns: [
    { label: 'Hostname', path: 'hostname', format: 'text' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Recorded', path: 'recorded_at', format: 'date' },
  ],
  longText: [],
  nested: [{ label: 'Metrics', path: 'metrics', kind: 'usage_metric' }],
  notFound: NOT_FOUND,
});

/** One value of a payload: a count, a setting, or the SQL that counts it. */
export const usageMetricKind = defineKind({
  name: 'usage_metric',
  plural: { key: 'metrics', title: 'Metrics' },
  empty: 'No metrics found.',
  heading: { template: 'Metric: {key_path}' },
  fields: [{ label: 'Value', path: 'value', format: 'text' }],
  columns: [
    { label: 'Metric', path: 'key_path', format: 'code' },
    { label: 'Value', path: 'value', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: NOT_FOUND,
});

export const metricDefinitionsKind = defineKind({
  name: 'metric_definitions',
  plural: { key: 'metric_definitions', title: 'Metric Definitions' },
  empty: 'No metric definitions found.',
  heading: { template: 'Metric Definitions' },
  fields: [
    { label: 'Definitions', path: 'total', format: 'count' },
    { label: 'Listed Here', path: 'shown', format: 'count' },
  ],
  columns: [{ label: 'Definitions', path: 'total', format: 'count' }],
  longText: [],
  nested: [{ label: 'Definitions', path: 'definitions', kind: 'metric_definition' }],
  notFound: NOT_FOUND,
});

export const metricDefinitionKind = defineKind({
  name: 'metric_definition',
  plural: { key: 'definitions', title: 'Definitions' },
  empty: 'No metric definitions found.',
  heading: { template: 'Metric Definition: {key_path}' },
  fields: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Time Frame', path: 'time_frame', format: 'text' },
    { label: 'Data Source', path: 'data_source', format: 'text' },
    { label: 'Product Group', path: 'product_group', format: 'text' },
    { label: 'Description', path: 'description', format: 'text' },
  ],
  columns: [
    { label: 'Metric', path: 'key_path', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Time Frame', path: 'time_frame', format: 'text' },
    { label: 'Data Source', path: 'data_source', format: 'text' },
    { label: 'Description', path: 'description', format: 'excerpt' },
  ],
  longText: [],
  nested: [],
  notFound: NOT_FOUND,
});
