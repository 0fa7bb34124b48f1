import { pipelineCoreActions } from './pipelines.js';
import { pipelineScheduleActions } from './schedules.js';
import { pipelineResourceGroupActions, pipelineTriggerActions } from './triggers.js';

/** Every pipeline action, one sub-resource file after another. */
export const pipelineActions = [
  ...pipelineCoreActions,
  ...pipelineScheduleActions,
  ...pipelineTriggerActions,
  ...pipelineResourceGroupActions,
];
