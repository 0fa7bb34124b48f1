import { z } from 'zod';
import { defineAction } from '../../action.js';
import { READS } from '../../classifications.js';

/** The instance's version, revision and agent server (https://docs.gitlab.com/api/metadata/). */
export const metadataActions = [
  defineAction({
    id: 'admin.metadata_get',
    tool: 'gitlab_get_metadata',
    description:
      "Show the instance's GitLab version and revision, its edition and its Kubernetes agent server (KAS).",
    input: z.object({}).strict(),
    gitlab: { rest: 'GET /metadata' },
    answer: { object: 'instance_metadata' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: ['gitlab version', 'instance version', 'kas'],
  }),
];
