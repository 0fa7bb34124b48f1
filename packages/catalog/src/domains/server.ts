import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';

export const serverActions = [
  defineAction({
    id: 'server.status',
    tool: 'gitlab_server_status',
    description: 'Report the GitLab instance this server talks to: version, tier, user and token scopes.',
    input: z.object({}).strict(),
    gitlab: { local: async (context) => context.instance },
    answer: { object: 'server_status' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'user.current', text: 'see the authenticated user in full' }],
    tier: 'free',
    aliases: [
      'version',
      'who am i',
      'connection',
      'health',
      'token scopes',
      'what scopes does my token have',
      'which tier',
    ],
  }),
  defineAction({
    id: 'server.health_check',
    tool: null,
    description: 'Check that GitLab answers now with this token: reachability, latency and version.',
    input: z.object({}).strict(),
    gitlab: {
      local: async (context) => {
        const started = Date.now();
        const version = (await context.rest('GET', '/version')) as Record<string, unknown>;
        return { status: 'ok', gitlab_version: version.version ?? null, latency_ms: Date.now() - started };
      },
    },
    answer: { object: 'health_check' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'server.status', text: 'see the instance, tier and token details' }],
    tier: 'free',
    aliases: ['ping', 'is gitlab up', 'reachable'],
  }),
];
