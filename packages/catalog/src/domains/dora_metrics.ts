import { z } from 'zod';
import { defineAction } from '../action.js';
import { groupId, oneOf, projectId, text, textList } from '../params.js';

/** DORA metrics of a project or a group (https://docs.gitlab.com/api/dora/metrics/): one factory, two owners. */
function doraMetrics(id: string, owner: 'project' | 'group') {
  const one = owner === 'project' ? { project_id: projectId } : { group_id: groupId };
  return defineAction({
    id,
    description: `Read one DORA metric of a ${owner} over time (deployment frequency, lead time, time to restore, change failure rate).`,
    input: z
      .object({
        ...one,
        metric: oneOf(
          ['deployment_frequency', 'lead_time_for_changes', 'time_to_restore_service', 'change_failure_rate'],
          'The DORA metric to read',
        ),
        start_date: text('First day (YYYY-MM-DD; default three months ago)').optional(),
        end_date: text('Last day (YYYY-MM-DD; default today)').optional(),
        interval: oneOf(
          ['daily', 'monthly', 'all'],
          'One value per day, per month, or one for the whole period',
        ).optional(),
        environment_tiers: textList('Environment tiers to count (default production)').optional(),
      })
      .strict(),
    answer: { list: 'dora_metric' },
    content: 'list',
    resource: null,
    nextSteps: [],
    tier: 'ultimate',
    aliases: ['dora', 'deployment frequency', 'lead time for changes', 'change failure rate'],
  });
}

export const doraMetricsActions = [
  doraMetrics('dora_metrics.project', 'project'),
  doraMetrics('dora_metrics.group', 'group'),
];
