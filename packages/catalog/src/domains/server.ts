import { z } from 'zod';
import { defineAction } from '../action.js';

export const serverActions = [
  defineAction({
    id: 'server.status',
    description: 'Report the GitLab instance this server talks to: version, tier, user and token scopes.',
    input: z.object({}).strict(),
    gitlab: { local: async (context) => context.instance },
    answer: { object: 'server_status' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.current', text: 'see the authenticated user in full' }],
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
    resource: null,
    nextSteps: [{ action: 'server.status', text: 'see the instance, tier and token details' }],
    aliases: ['ping', 'is gitlab up', 'reachable'],
  }),
];
