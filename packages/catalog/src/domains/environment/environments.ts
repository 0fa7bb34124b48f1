import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, oneOf, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const environmentId = integer('Environment ID (numeric, from environment.list)');
const settings = {
  description: text('Description of the environment').optional(),
  external_url: text('Address of the deployed app, e.g. https://staging.example.com').optional(),
  tier: oneOf(
    ['production', 'staging', 'testing', 'development', 'other'],
    'Deployment tier of the environment',
  ).optional(),
  auto_stop_setting: oneOf(
    ['always', 'with_action'],
    'When an environment with an auto-stop time stops: always, or only with an on_stop action',
  ).optional(),
  cluster_agent_id: integer('ID of the Kubernetes cluster agent for the dashboard').optional(),
  kubernetes_namespace: text('Kubernetes namespace shown on the dashboard').optional(),
  flux_resource_path: text('Flux resource path shown on the dashboard').optional(),
};
const inProject = (args: { environment_id: number; project_id: string }) =>
  `ID ${args.environment_id} in project ${args.project_id}`;

/** Environments of a project (https://docs.gitlab.com/api/environments/). */
export const environmentActions = [
  defineAction({
    id: 'environment.list',
    description: 'List the environments of a project (production, staging, review apps) with state and tier.',
    input: z
      .object({
        project_id: projectId,
        name: text('Only the environment with exactly this name').optional(),
        ...common('search'),
        states: oneOf(['available', 'stopping', 'stopped'], 'Only environments in this state').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's environments (GET /projects/:id/environments)" },
    answer: { list: 'environment' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'environment.get', text: 'see one environment and its last deployment' },
      { action: 'environment.deployment_list', text: 'list the deployments to an environment' },
    ],
    aliases: ['environments', 'review apps', 'deploy targets'],
  }),
  defineAction({
    id: 'environment.get',
    description: 'Get one environment: its URL, state, tier and last deployment.',
    input: z.object({ project_id: projectId, environment_id: environmentId }).strict(),
    answer: { object: 'environment', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/environment/{environment_id}',
    nextSteps: [
      { action: 'environment.deployment_list', text: 'see the deployments to this environment' },
      { action: 'environment.update', text: 'change its URL, tier or description' },
      { action: 'environment.stop', text: 'stop the environment' },
    ],
    aliases: ['show environment'],
  }),
  defineAction({
    id: 'environment.create',
    description: 'Create an environment in a project, with its URL and deployment tier.',
    input: z
      .object({ project_id: projectId, name: text('Name of the environment, e.g. staging'), ...settings })
      .strict(),
    answer: { object: 'environment' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'environment.deployment_create', text: 'record a deployment to it' },
      { action: 'environment.protected_protect', text: 'restrict who may deploy to it (Premium)' },
    ],
    aliases: ['new environment', 'add environment'],
  }),
  defineAction({
    id: 'environment.update',
    description:
      'Change an environment: its URL, tier, description, auto-stop setting or Kubernetes dashboard.',
    input: z
      .object({
        project_id: projectId,
        environment_id: environmentId,
        name: text('New name (GitLab allows renaming only some environments)').optional(),
        ...settings,
      })
      .strict(),
    // doc/api/environments.md, "Update an existing environment": no name (GitLab 16.0 stopped renaming environments).
    unsupported: {
      params: { name: 'GitLab does not rename environments' },
      endpoint: "GitLab's environment update (PUT /projects/:id/environments/:environment_id)",
    },
    answer: { object: 'environment', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'environment.get', text: 'see the environment as it is now' }],
    aliases: ['edit environment'],
  }),
  defineAction({
    id: 'environment.stop',
    description:
      'Stop an environment, running its on_stop action; a stopped environment can then be deleted.',
    input: z
      .object({
        project_id: projectId,
        environment_id: environmentId,
        force: flag('Stop without running the on_stop action').optional(),
      })
      .strict(),
    answer: { object: 'environment', notFound: inProject },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'environment.delete', text: 'delete the stopped environment' }],
    aliases: ['shut down environment', 'stop review app'],
  }),
  defineAction({
    id: 'environment.delete',
    description: 'Delete an environment. GitLab deletes only stopped environments: stop it first.',
    input: z.object({ project_id: projectId, environment_id: environmentId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'environment.list', text: 'see the environments that remain' }],
    aliases: ['remove environment'],
  }),
];
