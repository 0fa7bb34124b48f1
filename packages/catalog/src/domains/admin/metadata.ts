import { z } from 'zod';
import { defineAction } from '../../action.js';

/** The instance's version, revision and agent server (https://docs.gitlab.com/api/metadata/). */
export const metadataActions = [
  defineAction({
    id: 'admin.metadata_get',
    description:
      "Show the instance's GitLab version and revision, its edition and its Kubernetes agent server (KAS).",
    input: z.object({}).strict(),
    answer: { object: 'instance_metadata' },
    content: 'detail',
    resource: null,
    nextSteps: [],
    aliases: ['gitlab version', 'instance version', 'kas'],
  }),
];
