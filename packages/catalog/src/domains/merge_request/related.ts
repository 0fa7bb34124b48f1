import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { subListPaging } from '../issuable/issuable.js';
import { participationActions } from '../issuable/participation.js';
import { inProject, mergeRequestTarget, mergeRequestViewOptions, oneMergeRequest } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

const [participants, subscribe, unsubscribe, createTodo] = participationActions({
  ...mergeRequestTarget,
  viewOptions: mergeRequestViewOptions,
  afterParticipants: { action: 'merge_request.reviewers', text: 'see who reviews it and how far' },
  participants: {
    id: 'merge_request.participants',
    description:
      'List the people taking part in a merge request: author, assignees, reviewers and commenters.',
    aliases: ['who is involved', 'mr people'],
  },
  subscribe: {
    id: 'merge_request.subscribe',
    description: 'Subscribe the current user to notifications about a merge request.',
    aliases: ['watch mr', 'follow mr', 'notify me'],
  },
  unsubscribe: {
    id: 'merge_request.unsubscribe',
    description: 'Stop notifications about a merge request for the current user.',
    aliases: ['unwatch mr', 'mute mr'],
  },
  createTodo: {
    id: 'merge_request.create_todo',
    description: "Add a merge request to the current user's to-do list.",
    aliases: ['remind me', 'add to todo'],
  },
});

const pipelinesNextSteps = [
  { action: 'pipeline.get', text: 'see one pipeline in full' },
  { action: 'job.list', text: "see a pipeline's jobs" },
];

/** What hangs off a merge request: commits, pipelines, people, issues, and the current user's notifications. */
export const mergeRequestRelatedActions = [
  defineAction({
    id: 'merge_request.commits',
    description:
      'List the commits of a merge request: those on its source branch that its target does not have.',
    input: z.object({ ...oneMergeRequest, ...subListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'commit' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.commit_get', text: 'see one commit in full' },
      { action: 'mr_review.changes_get', text: 'see the whole diff' },
    ],
    aliases: ['mr commits'],
  }),
  defineAction({
    id: 'merge_request.pipelines',
    description: 'List the pipelines that ran for a merge request, newest first.',
    input: z.object(oneMergeRequest).strict(),
    answer: { list: 'pipeline' },
    content: 'list',
    resource: null,
    nextSteps: [...pipelinesNextSteps, { action: 'merge_request.create_pipeline', text: 'run a new one' }],
    aliases: ['mr ci', 'mr pipeline status', 'checks'],
  }),
  defineAction({
    id: 'merge_request.create_pipeline',
    description:
      'Start a new merge request pipeline for a merge request (jobs with rules for merge request events).',
    input: z.object(oneMergeRequest).strict(),
    answer: { object: 'pipeline', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: pipelinesNextSteps,
    aliases: ['rerun mr pipeline', 'run mr ci'],
  }),
  participants,
  defineAction({
    id: 'merge_request.reviewers',
    description:
      'List the reviewers of a merge request with their review state (unreviewed, reviewed, approved, requested changes).',
    input: z.object(oneMergeRequest).strict(),
    answer: { list: 'merge_request_reviewer' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.update', text: 'change the reviewers (reviewer_ids)' }],
    aliases: ['review status', 'who reviews'],
  }),
  defineAction({
    id: 'merge_request.issues_closed',
    description:
      'List the issues a merge request closes when it is merged ("Closes #12" in its description or commits).',
    input: z.object({ ...oneMergeRequest, ...subListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'issue' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'issue.get', text: 'see one issue in full' }],
    aliases: ['closes issues', 'fixes issues'],
  }),
  defineAction({
    id: 'merge_request.related_issues',
    description: 'List the issues a merge request mentions without closing them.',
    input: z.object({ ...oneMergeRequest, ...subListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'issue' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'issue.get', text: 'see one issue in full' }],
    aliases: ['mentioned issues', 'linked issues'],
  }),
  subscribe,
  unsubscribe,
  createTodo,
];
