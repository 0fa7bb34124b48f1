import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { integer, integerList, oneOf, projectId, text } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const oneProject = { project_id: projectId };
const checkId = integer('External status check ID, from the list');
const mrIid = integer('Merge request IID');
const SEE_MR_CHECKS = {
  action: 'external_status_check.list_project_mr_checks',
  text: "see the merge request's checks",
} as const;

/** The check's settings as create and update take them; the shared secret is write-only. */
const settings = {
  external_url: text('URL of the external service GitLab calls for each merge request'),
  protected_branch_ids: integerList(
    'Protected branch IDs the check applies to (all branches when omitted)',
  ).optional(),
  shared_secret: text('HMAC secret GitLab signs its requests with; never shown again').optional(),
};
/** GitLab answers `hmac: true` instead of the secret; a secret sent back anyway is dropped. */
const noSecret = withoutFields(['shared_secret']);

/** A project's external status checks (https://docs.gitlab.com/api/status_checks/). */
function checkList(id: string, description: string) {
  return defineAction({
    id,
    description,
    input: z.object({ ...oneProject, ...unorderedPaging }).strict(),
    gitlab: {
      reshape: noSecret,
    },
    unsupported: { params: NO_ORDER },
    answer: { list: 'external_status_check' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'external_status_check.update_project', text: 'change a check' },
      { action: 'external_status_check.list_project_mr_checks', text: 'see the checks of a merge request' },
    ],
    tier: 'ultimate',
    aliases: ['status checks', 'external approvals'],
  });
}

export const statusCheckActions = [
  checkList(
    'external_status_check.list_project',
    'List the external status checks of a project (services that must pass merge requests).',
  ),
  checkList(
    'external_status_check.list_project_checks',
    'List the status check services configured for a project, with the branches they apply to.',
  ),
  defineAction({
    id: 'external_status_check.create_project',
    description:
      'Add an external status check to a project: a service asked to pass or fail each merge request.',
    input: z.object({ ...oneProject, name: text('Name of the check'), ...settings }).strict(),
    gitlab: { reshape: noSecret },
    answer: { object: 'external_status_check' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'external_status_check.list_project', text: "see the project's checks" }],
    tier: 'ultimate',
    aliases: ['add status check'],
  }),
  defineAction({
    id: 'external_status_check.update_project',
    description: 'Change the name, URL, branches or secret of a project’s external status check.',
    input: z
      .object({
        ...oneProject,
        check_id: checkId,
        name: text('New name of the check').optional(),
        ...settings,
        external_url: settings.external_url.optional(),
      })
      .strict(),
    gitlab: { reshape: noSecret },
    answer: { object: 'external_status_check' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'external_status_check.list_project', text: "see the project's checks" }],
    tier: 'ultimate',
    aliases: ['edit status check'],
  }),
  defineAction({
    id: 'external_status_check.delete_project',
    description: 'Remove an external status check from a project.',
    input: z.object({ ...oneProject, check_id: checkId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'external_status_check.list_project', text: 'see the checks that remain' }],
    tier: 'ultimate',
    aliases: ['remove status check'],
  }),
  defineAction({
    id: 'external_status_check.list_project_mr_checks',
    description:
      'List the external status checks of a merge request with their status (passed, failed, pending).',
    input: z.object({ ...oneProject, merge_request_iid: mrIid, ...orderedPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'external_status_check' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'external_status_check.set_project_mr_status', text: 'report a check’s result' },
      { action: 'external_status_check.retry_project', text: 'retry a failed check' },
    ],
    tier: 'ultimate',
    aliases: [],
  }),
  defineAction({
    id: 'external_status_check.set_project_mr_status',
    description:
      'Report an external status check’s result (passed or failed) for a merge request’s head commit.',
    input: z
      .object({
        ...oneProject,
        merge_request_iid: mrIid,
        sha: text('SHA of the merge request’s head commit the result is for'),
        external_status_check_id: integer('External status check ID'),
        status: oneOf(['passed', 'failed', 'pending'], 'Result of the check'),
      })
      .strict(),
    answer: { object: 'status_check_response' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_MR_CHECKS],
    tier: 'ultimate',
    aliases: ['pass status check', 'report status check result'],
  }),
  defineAction({
    id: 'external_status_check.retry_project',
    description: 'Ask GitLab to call a failed external status check of a merge request again.',
    input: z.object({ ...oneProject, merge_request_iid: mrIid, check_id: checkId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_MR_CHECKS],
    tier: 'ultimate',
    aliases: ['rerun status check'],
  }),
];
