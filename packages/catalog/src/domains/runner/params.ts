import { flag, integer, oneOf, text, textList } from '../../params.js';

/** Parameters the runner actions share. */

export const runnerId = integer('Runner ID, from a runner list');

export const runnerToken = text("A runner's authentication token (glrt-…) or a registration token");

const RUNNER_TYPE = oneOf(['instance_type', 'group_type', 'project_type'], 'Only runners of this type');
const RUNNER_STATUS = oneOf(['online', 'offline', 'stale', 'never_contacted'], 'Only runners in this status');

/** The filters every runner list takes. */
export const runnerFilters = {
  type: RUNNER_TYPE.optional(),
  status: RUNNER_STATUS.optional(),
  tag_list: textList('Only runners with all these tags').optional(),
};

/** The settings a runner's registration or update may give it. */
export const runnerSettings = {
  description: text('Description of the runner').optional(),
  active: flag('Deprecated: use paused (false pauses the runner)').optional(),
  paused: flag('Whether the runner ignores new jobs').optional(),
  tag_list: textList('Tags of the runner').optional(),
  run_untagged: flag('Whether it picks up jobs without tags').optional(),
  locked: flag('Whether it is locked to its current projects').optional(),
  access_level: text('not_protected, or ref_protected to run only protected branches and tags').optional(),
  maximum_timeout: integer('Longest a job may run on it, in seconds').optional(),
  maintenance_note: text('Free-form maintenance note, in GitLab Markdown').optional(),
};
