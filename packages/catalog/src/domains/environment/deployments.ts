import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { notFiltersAsHash } from '../../not-filters.js';
import { flag, integer, offsetPaging, oneOf, projectId, sortDirection, text } from '../../params.js';
import { crossProjectFilters } from '../merge_request/params.js';

const deploymentId = integer('Deployment ID (numeric, from environment.deployment_list)');
const oneDeployment = { project_id: projectId, deployment_id: deploymentId };
const finalStatus = oneOf(['running', 'success', 'failed', 'canceled'], 'Status of the deployment');
const inProject = (args: { deployment_id: number; project_id: string }) =>
  `ID ${args.deployment_id} in project ${args.project_id}`;

/** Deployments of a project and their approvals (https://docs.gitlab.com/api/deployments/). */
export const deploymentActions = [
  defineAction({
    id: 'environment.deployment_list',
    description: 'List the deployments of a project, filtered by environment, status or finish time.',
    input: z
      .object({
        project_id: projectId,
        environment: text('Only deployments to the environment of this name').optional(),
        status: oneOf(
          ['created', 'running', 'success', 'failed', 'canceled', 'blocked'],
          'Only deployments with this status (blocked: waiting for approval)',
        ).optional(),
        finished_after: text(
          'Only deployments finished after this time (ISO 8601; needs order_by finished_at)',
        ).optional(),
        finished_before: text('Only deployments finished before this time (ISO 8601)').optional(),
        ...common('updated_after', 'updated_before'),
        order_by: oneOf(
          ['id', 'iid', 'created_at', 'updated_at', 'finished_at', 'ref'],
          'Field to order by (default id)',
        ).optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'deployment' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'environment.deployment_get', text: 'see one deployment in full' },
      {
        action: 'environment.deployment_merge_requests',
        text: 'see the merge requests a deployment shipped',
      },
    ],
    aliases: ['deployments', 'deploy history', 'releases to production'],
  }),
  defineAction({
    id: 'environment.deployment_get',
    description: 'Get one deployment: its environment, ref, commit, job, user and approvals.',
    input: z.object(oneDeployment).strict(),
    answer: { object: 'deployment', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/deployment/{deployment_id}',
    nextSteps: [
      { action: 'environment.deployment_merge_requests', text: 'see the merge requests it shipped' },
      { action: 'environment.deployment_approve_or_reject', text: 'approve or reject it when blocked' },
    ],
    aliases: ['show deployment'],
  }),
  defineAction({
    id: 'environment.deployment_create',
    description:
      'Record a deployment of a ref and commit to an environment (created if missing), e.g. from an external tool.',
    input: z
      .object({
        project_id: projectId,
        environment: text('Name of the environment deployed to'),
        ref: text('Branch or tag deployed'),
        sha: text('SHA of the commit deployed'),
        tag: flag('Whether ref is a tag (default false)').optional(),
        status: finalStatus.optional(),
      })
      .strict(),
    // GitLab requires `tag` and `status`; the call shape leaves them optional, so the usual case is filled in.
    gitlab: {
      send: ({ tag, status, ...rest }) => ({ ...rest, tag: tag ?? false, status: status ?? 'running' }),
    },
    answer: { object: 'deployment' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'environment.deployment_update', text: 'mark it finished (success or failed)' }],
    aliases: ['new deployment', 'record deploy'],
  }),
  defineAction({
    id: 'environment.deployment_update',
    description:
      'Set the status of a deployment that an external tool runs: running, success, failed or canceled.',
    input: z.object({ ...oneDeployment, status: finalStatus }).strict(),
    answer: { object: 'deployment', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'environment.deployment_get', text: 'see the deployment as it is now' }],
    aliases: ['finish deployment'],
  }),
  defineAction({
    id: 'environment.deployment_delete',
    description:
      'Delete a deployment record. GitLab refuses the last deployment of an environment and running ones.',
    input: z.object(oneDeployment).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'environment.deployment_list', text: 'see the deployments that remain' }],
    aliases: ['remove deployment'],
  }),
  defineAction({
    id: 'environment.deployment_merge_requests',
    description: 'List the merge requests a deployment shipped, with the usual merge request filters.',
    input: z
      .object({
        ...oneDeployment,
        ...crossProjectFilters,
        scope: oneOf(
          ['created_by_me', 'assigned_to_me', 'reviews_for_me', 'all'],
          'Whose merge requests',
        ).optional(),
        order_by: oneOf(
          [
            'created_at',
            'updated_at',
            'merged_at',
            'label_priority',
            'priority',
            'milestone_due',
            'popularity',
            'title',
          ],
          'Field to order by',
        ).optional(),
      })
      .strict(),
    gitlab: {
      send: notFiltersAsHash,
    },
    answer: { list: 'merge_request' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.get', text: 'see one of these merge requests in full' }],
    aliases: ['what was deployed', 'deployed merge requests', 'changes in deployment'],
  }),
  defineAction({
    id: 'environment.deployment_approve_or_reject',
    description: 'Approve or reject a deployment blocked on a protected environment that requires approval.',
    input: z
      .object({
        ...oneDeployment,
        status: oneOf(['approved', 'rejected'], 'Approve or reject'),
        comment: text('Why, shown with the approval').optional(),
        represented_as: text(
          'Group or role to approve as, when the user belongs to several rules',
        ).optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/deployments/{deployment_id}/approval' },
    answer: { object: 'deployment_approval', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'environment.deployment_get', text: 'see the deployment and its approvals' }],
    aliases: ['approve deployment', 'reject deployment', 'deployment approval'],
  }),
];
