import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, integer, offsetPaging, oneOf, projectId, sortDirection, text } from '../../params.js';
import { orderedBy, unsupportedOrderBy } from '../../unsupported-params.js';

const oneProject = { project_id: projectId };
const mrIid = { merge_request_iid: integer('Merge request IID') };
const trainFilters = {
  scope: oneOf(
    ['active', 'complete'],
    'Only cars still on the train (active) or already merged (complete)',
  ).optional(),
  order_by: unsupportedOrderBy,
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/**
 * Adding a merge request answers the whole train (https://docs.gitlab.com/api/merge_trains/#add-a-merge-request-to-a-merge-train);
 * the car of the merge request that was added is the one to show.
 */
function carOf(data: unknown, args: { merge_request_iid: number }): unknown {
  if (!Array.isArray(data)) return data;
  const cars = data as { merge_request?: { iid?: number } }[];
  return cars.find((car) => car.merge_request?.iid === args.merge_request_iid) ?? cars.at(-1) ?? data;
}

/** Merge trains of a project (Premium): merge requests merged one after another, each tested on the ones before. */
export const mergeTrainActions = [
  defineAction({
    id: 'merge_train.list_project',
    description: 'List the merge trains of a project: every merge request queued or merged through one.',
    input: z.object({ ...oneProject, ...trainFilters }).strict(),
    unsupported: {
      params: orderedBy('creation'),
      endpoint: "GitLab's merge trains (GET /projects/:id/merge_trains)",
    },
    answer: { list: 'merge_train_car' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'merge_train.get', text: "see one merge request's place on the train" },
      { action: 'merge_train.list_branch', text: "list one target branch's train" },
    ],
    tier: 'premium',
    aliases: ['merge train queue'],
  }),
  defineAction({
    id: 'merge_train.list_branch',
    description: 'List the merge requests queued on the merge train of one target branch, in train order.',
    input: z
      .object({
        ...oneProject,
        target_branch: text('Target branch of the train, e.g. main'),
        ...trainFilters,
      })
      .strict(),
    unsupported: {
      params: orderedBy('creation'),
      endpoint: "GitLab's merge train (GET /projects/:id/merge_trains/:target_branch)",
    },
    answer: { list: 'merge_train_car' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_train.add', text: 'add a merge request to the train' }],
    tier: 'premium',
    aliases: ['branch merge train'],
  }),
  defineAction({
    id: 'merge_train.get',
    description: 'Get the merge train status of one merge request: its car, pipeline and train status.',
    input: z.object({ ...oneProject, ...mrIid }).strict(),
    answer: {
      object: 'merge_train_car',
      notFound: (args) =>
        `merge request !${String(args.merge_request_iid)} on a merge train of project ${String(args.project_id)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'merge_train.list_project', text: "list the project's merge trains" }],
    tier: 'premium',
    aliases: ['merge train status'],
  }),
  defineAction({
    id: 'merge_train.add',
    description: 'Add a merge request to its target branch’s merge train, now or when its pipeline succeeds.',
    input: z
      .object({
        ...oneProject,
        ...mrIid,
        sha: text('Head SHA the merge request must still have (refused if it moved)').optional(),
        squash: flag('Squash the commits when merging').optional(),
        auto_merge: flag('Add it once its pipeline succeeds').optional(),
        when_pipeline_succeeds: flag('Older name of auto_merge').optional(),
      })
      .strict(),
    gitlab: {
      reshape: carOf,
    },
    answer: { object: 'merge_train_car' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'merge_train.get', text: "follow the merge request's car" }],
    tier: 'premium',
    aliases: ['queue merge request on merge train'],
  }),
];
