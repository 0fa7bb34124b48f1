import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { integer, projectId, text } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * GitLab agents for Kubernetes registered in a project, and their tokens
 * (https://docs.gitlab.com/api/cluster_agents/). A token's value is in its creation answer only; gets and lists
 * drop it should an instance send it.
 */
const WITHOUT_TOKEN = withoutFields(['token']);
const agent = { project_id: projectId, agent_id: integer('Agent ID, from the list') };
const token = { ...agent, token_id: integer('Agent token ID, from the list') };

export const clusterAgentActions = [
  defineAction({
    id: 'admin.cluster_agent_list',
    description: 'List the Kubernetes agents registered in a project.',
    input: z.object({ project_id: projectId, ...orderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'cluster_agent' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.cluster_agent_get', text: 'see one agent' },
      { action: 'admin.cluster_agent_register', text: 'register an agent' },
    ],
    aliases: ['kubernetes agents', 'kas agents'],
  }),
  defineAction({
    id: 'admin.cluster_agent_get',
    description: 'Show one Kubernetes agent of a project: its name, configuration project and creation.',
    input: z.object(agent).strict(),
    answer: {
      object: 'cluster_agent',
      notFound: (args) => `agent ${args.agent_id} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'admin.cluster_agent_token_list', text: 'see its tokens' },
      { action: 'admin.cluster_agent_delete', text: 'delete it' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.cluster_agent_register',
    description: 'Register a Kubernetes agent in a project; then create a token for it to connect with.',
    input: z
      .object({ project_id: projectId, name: text('Agent name, as in .gitlab/agents/<name>') })
      .strict(),
    answer: { object: 'cluster_agent' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.cluster_agent_token_create', text: 'create its token' }],
    aliases: ['add kubernetes agent'],
  }),
  defineAction({
    id: 'admin.cluster_agent_delete',
    description: 'Delete a Kubernetes agent from a project; its tokens stop working.',
    input: z.object(agent).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.cluster_agent_list', text: 'see the agents that remain' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.cluster_agent_token_list',
    description: "List a Kubernetes agent's active tokens, with their last use (never their values).",
    input: z.object({ ...agent, ...orderedPaging }).strict(),
    gitlab: { reshape: WITHOUT_TOKEN },
    unsupported: { params: NO_ORDER },
    answer: { list: 'cluster_agent_token' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.cluster_agent_token_get', text: 'see one token' },
      { action: 'admin.cluster_agent_token_create', text: 'create a token' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.cluster_agent_token_get',
    description:
      "Show one of a Kubernetes agent's tokens: status, description and last use (never its value).",
    input: z.object(token).strict(),
    gitlab: { reshape: WITHOUT_TOKEN },
    answer: {
      object: 'cluster_agent_token',
      notFound: (args) => `token ${args.token_id} of agent ${args.agent_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.cluster_agent_token_revoke', text: 'revoke it' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.cluster_agent_token_create',
    description:
      'Create a token a Kubernetes agent connects with; the answer shows its value, the only time it can be read.',
    input: z
      .object({
        ...agent,
        name: text('Token name'),
        description: text('What the token is for').optional(),
      })
      .strict(),
    answer: { object: 'new_cluster_agent_token' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.cluster_agent_token_list', text: "see the agent's tokens" }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.cluster_agent_token_revoke',
    description: "Revoke one of a Kubernetes agent's tokens, so it can no longer connect with it.",
    input: z.object(token).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.cluster_agent_token_list', text: 'see the tokens that remain' }],
    aliases: [],
  }),
];
