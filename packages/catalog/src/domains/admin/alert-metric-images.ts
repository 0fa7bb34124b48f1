import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { fileOf, fileParams, formWith, sendFile } from '../uploads/file-input.js';

/**
 * Metric images of an alert (https://docs.gitlab.com/api/alert_management_alerts/): screenshots of the charts
 * that show an incident, each with an optional link to the live dashboard.
 */
const alert = {
  project_id: projectId,
  alert_iid: integer('Internal ID of the alert in the project'),
};
const image = { ...alert, image_id: integer('Metric image ID, from the list') };
const link = {
  url: text('Address of the chart or dashboard the image shows').optional(),
  url_text: text('Text of that link').optional(),
};

export const alertMetricImageActions = [
  defineAction({
    id: 'admin.alert_metric_image_list',
    description: 'List the metric images (chart screenshots) attached to an alert of a project.',
    input: z.object({ ...alert, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'alert_metric_image' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.alert_metric_image_upload', text: 'attach another image' },
      { action: 'admin.alert_metric_image_update', text: "change an image's link" },
    ],
    aliases: ['alert screenshots', 'incident charts'],
  }),
  defineAction({
    id: 'admin.alert_metric_image_upload',
    description:
      'Attach a metric image (a chart screenshot) to an alert, optionally linked to its dashboard.',
    input: z.object({ ...alert, ...fileParams, ...link }).strict(),
    gitlab: {
      // GitLab takes the image as the multipart part `file`, beside the link fields.
      local: async (context, args) => {
        const file = await fileOf(context, args);
        const path = `/projects/${encodeURIComponent(args.project_id)}/alert_management_alerts/${args.alert_iid}/metric_images`;
        return sendFile(context, 'POST', path, file, {
          body: formWith('file', file, { url: args.url, url_text: args.url_text }),
        });
      },
    },
    answer: { object: 'alert_metric_image' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.alert_metric_image_list', text: "see the alert's images" }],
    aliases: ['upload alert screenshot'],
  }),
  defineAction({
    id: 'admin.alert_metric_image_update',
    description: "Change the dashboard link or link text of an alert's metric image.",
    input: z.object({ ...image, ...link }).strict(),
    answer: { object: 'alert_metric_image' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.alert_metric_image_list', text: "see the alert's images" }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.alert_metric_image_delete',
    description: 'Delete a metric image from an alert.',
    input: z.object(image).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.alert_metric_image_list', text: 'see the images that remain' }],
    aliases: [],
  }),
];
