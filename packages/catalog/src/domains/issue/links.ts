import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, DELETES, READS } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { inProject, oneIssue } from './params.js';

const issueLinkId = integer('Issue link ID (issue_link_id in the list)');
const linkIn = (args: { issue_link_id: number; issue_iid: number; project_id: string }) =>
  `link ${args.issue_link_id} of ${inProject(args)}`;

/** Links between issues: relates to, blocks, is blocked by (https://docs.gitlab.com/api/issue_links/). */
export const issueLinkActions = [
  defineAction({
    id: 'issue.link_list',
    tool: 'gitlab_issue_link_list',
    description:
      'List the issues linked to an issue, with each link type (relates_to, blocks, is_blocked_by).',
    input: z.object(oneIssue).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}/links' },
    answer: { list: 'linked_issue' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.link_create', text: 'link another issue' },
      { action: 'issue.link_delete', text: 'remove a link' },
    ],
    tier: 'free',
    aliases: ['related issues', 'blocking issues', 'linked issues'],
  }),
  defineAction({
    id: 'issue.link_get',
    tool: 'gitlab_issue_link_get',
    description: 'Get one issue link with both of its issues.',
    input: z.object({ ...oneIssue, issue_link_id: issueLinkId }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}/links/{issue_link_id}' },
    answer: { object: 'issue_link', notFound: linkIn },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'issue.link_delete', text: 'remove this link' }],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'issue.link_create',
    tool: 'gitlab_issue_link_create',
    description:
      'Link an issue to another one, in any project: relates_to (default), blocks or is_blocked_by.',
    input: z
      .object({
        ...oneIssue,
        target_project_id: text('ID or full path of the other issue’s project'),
        target_issue_iid: text('#number of the other issue in its project'),
        link_type: text(
          'relates_to (default), blocks or is_blocked_by (the last two need Premium)',
        ).optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/issues/{issue_iid}/links' },
    answer: { object: 'issue_link', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'issue.link_list', text: 'see every link of the issue' }],
    tier: 'free',
    aliases: ['relate issues', 'mark issue as blocking'],
  }),
  defineAction({
    id: 'issue.link_delete',
    tool: 'gitlab_issue_link_delete',
    description: 'Remove a link between two issues; the issues themselves stay.',
    input: z.object({ ...oneIssue, issue_link_id: issueLinkId }).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/issues/{issue_iid}/links/{issue_link_id}' },
    answer: { object: 'issue_link', notFound: linkIn },
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'issue.link_list', text: 'see the links that remain' }],
    tier: 'free',
    aliases: ['unlink issues'],
  }),
];
