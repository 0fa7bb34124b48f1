import { z } from 'zod';
import { COMPLETED, defineAction } from '../action.js';
import { CREATES, DELETES, READS } from '../classifications.js';
import { integer, objectList, offsetPaging, oneOf, projectId, sortDirection, text } from '../params.js';
import { NO_ORDER } from '../unsupported-params.js';

const tagName = text('Tag name, e.g. v1.2.0');
const inProject = (args: { tag_name: string; project_id: string }) =>
  `"${args.tag_name}" in project ${args.project_id}`;

export const tagActions = [
  defineAction({
    id: 'tag.list',
    tool: 'gitlab_tag_list',
    description: 'List the tags of a project, newest first by default, with their commits and releases.',
    input: z
      .object({
        project_id: projectId,
        search: text('Only tags whose name contains this; ^ and $ anchor it').optional(),
        order_by: oneOf(
          ['name', 'updated', 'version'],
          'Order by name, last update or semantic version',
        ).optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/repository/tags' },
    answer: { list: 'tag' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'tag.get', text: 'see one tag in full' },
      { action: 'release.create', text: 'publish a release from a tag' },
    ],
    tier: 'free',
    aliases: ['tags', 'versions'],
  }),
  defineAction({
    id: 'tag.get',
    tool: 'gitlab_tag_get',
    description: 'Get one tag: its commit, message and release.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/repository/tags/{tag_name}' },
    answer: { object: 'tag', notFound: inProject },
    content: 'detail',
    classification: READS,
    resource: 'gitlab://project/{project_id}/tag/{tag_name}',
    nextSteps: [
      { action: 'release.get', text: 'see the release of this tag' },
      { action: 'repository.compare', text: 'compare it with another tag or branch' },
    ],
    tier: 'free',
    aliases: ['show tag'],
  }),
  defineAction({
    id: 'tag.create',
    tool: 'gitlab_tag_create',
    description: 'Create a tag at a branch, tag or commit; a message makes it an annotated tag.',
    input: z
      .object({
        project_id: projectId,
        tag_name: tagName,
        ref: text('Branch, tag or SHA to tag'),
        message: text('Message of an annotated tag').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/repository/tags' },
    verifyWrite: { lookup: 'GET /projects/{project_id}/repository/tags/{tag_name}' },
    answer: { object: 'tag' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'release.create', text: 'publish a release for this tag' }],
    tier: 'free',
    aliases: ['new tag', 'add tag'],
  }),
  defineAction({
    id: 'tag.delete',
    tool: 'gitlab_tag_delete',
    description: 'Delete a tag. Protected tags cannot be deleted.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/repository/tags/{tag_name}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: ['remove tag'],
  }),
  defineAction({
    id: 'tag.get_signature',
    tool: 'gitlab_tag_get_signature',
    description: 'Get the X.509 or SSH signature of a signed tag and whether it verifies.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/repository/tags/{tag_name}/signature' },
    answer: { object: 'tag_signature', notFound: inProject },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: ['verify tag', 'signed tag'],
  }),
  defineAction({
    id: 'tag.list_protected',
    tool: 'gitlab_tag_list_protected',
    description: 'List the protected tag rules of a project and who may create matching tags.',
    input: z
      .object({
        project_id: projectId,
        order_by: text('Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/protected_tags' },
    unsupported: { params: NO_ORDER, endpoint: 'GET /projects/{project_id}/protected_tags' },
    answer: { list: 'protected_tag' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'tag.protect', text: 'protect another tag pattern' }],
    tier: 'free',
    aliases: ['tag protection rules'],
  }),
  defineAction({
    id: 'tag.get_protected',
    tool: 'gitlab_tag_get_protected',
    description: 'Get the protection rule of one tag or wildcard (v*).',
    input: z.object({ project_id: projectId, tag_name: text('Protected tag name or wildcard') }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/protected_tags/{tag_name}' },
    answer: { object: 'protected_tag', notFound: inProject },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'tag.unprotect', text: 'remove the protection' }],
    tier: 'free',
    aliases: ['who can create tags'],
  }),
  defineAction({
    id: 'tag.protect',
    tool: 'gitlab_tag_protect',
    description: 'Protect a tag or wildcard so only the allowed roles may create matching tags.',
    input: z
      .object({
        project_id: projectId,
        tag_name: text('Tag name or wildcard such as v*'),
        create_access_level: integer(
          'Who may create: 0 no one, 30 developers, 40 maintainers, 60 admins',
        ).optional(),
        allowed_to_create: objectList(
          'Extra create rules: {user_id}, {group_id} or {access_level}',
        ).optional(),
      })
      .strict(),
    gitlab: {
      rest: 'POST /projects/{project_id}/protected_tags',
      send: ({ tag_name, ...rest }) => ({ name: tag_name, ...rest }),
    },
    answer: { object: 'protected_tag' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'tag.list_protected', text: 'see all protected tags' }],
    tier: 'free',
    aliases: ['lock tag'],
  }),
  defineAction({
    id: 'tag.unprotect',
    tool: 'gitlab_tag_unprotect',
    description: 'Remove the protection of a tag or wildcard.',
    input: z.object({ project_id: projectId, tag_name: text('Protected tag name or wildcard') }).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/protected_tags/{tag_name}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'tag.list_protected', text: 'see the protected tags that remain' }],
    tier: 'free',
    aliases: ['unlock tag'],
  }),
];
