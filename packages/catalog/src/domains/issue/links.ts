import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { inProject, oneIssue } from './params.js';

const issueLinkId = integer('Issue link ID (issue_link_id in the list)');
const linkIn = (args: { issue_link_id: number; issue_iid: number; project_id: string }) =>
  `link ${args.issue_link_id} of ${inProject(args)}`;

/** Links between issues: relates to, blocks, is blocked by (https://docs.gitlab.com/api/issue_links/). */
export const issueLinkActions = [
  defineAction({
    id: 'issue.link_list',
    description:
      'List the issues linked to an issue, with each link type (relates_to, blocks, is_blocked_by).',
    input: z.object(oneIssue).strict(),
    answer: { list: 'linked_issue' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.link_create', text: 'link another issue' },
      { action: 'issue.link_delete', text: 'remove a link' },
    ],
    aliases: ['related issues', 'blocking issues', 'linked issues'],
  }),
  defineAction({
    id: 'issue.link_get',
    description: 'Get one issue link with both of its issues.',
    input: z.object({ ...oneIssue, issue_link_id: issueLinkId }).strict(),
    answer: { object: 'issue_link', notFound: linkIn },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'issue.link_delete', text: 'remove this link' }],
    aliases: [],
  }),
  defineAction({
    id: 'issue.link_create',
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
    answer: { object: 'issue_link', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'issue.link_list', text: 'see every link of the issue' }],
    aliases: ['relate issues', 'mark issue as blocking'],
  }),
  defineAction({
    id: 'issue.link_delete',
    description: 'Remove a link between two issues; the issues themselves stay.',
    input: z.object({ ...oneIssue, issue_link_id: issueLinkId }).strict(),
    answer: { object: 'issue_link', notFound: linkIn },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'issue.link_list', text: 'see the links that remain' }],
    aliases: ['unlink issues'],
  }),
];
