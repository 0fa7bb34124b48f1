import { z } from 'zod';
import { COMPLETED, defineAction } from '../action.js';
import { CREATES } from '../classifications.js';
import { integer, objectList, offsetPaging, oneOf, projectId, sortDirection, text } from '../params.js';
import { NO_ORDER } from '../unsupported-params.js';

const tagName = text('Tag name, e.g. v1.2.0');
const inProject = (args: { tag_name: string; project_id: string }) =>
  `"${args.tag_name}" in project ${args.project_id}`;

export const tagActions = [
  defineAction({
    id: 'tag.list',
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
    answer: { list: 'tag' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'tag.get', text: 'see one tag in full' },
      { action: 'release.create', text: 'publish a release from a tag' },
    ],
    aliases: ['tags', 'versions'],
  }),
  defineAction({
    id: 'tag.get',
    description: 'Get one tag: its commit, message and release.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    answer: { object: 'tag', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/tag/{tag_name}',
    nextSteps: [
      { action: 'release.get', text: 'see the release of this tag' },
      { action: 'repository.compare', text: 'compare it with another tag or branch' },
    ],
    aliases: ['show tag'],
  }),
  defineAction({
    id: 'tag.create',
    description: 'Create a tag at a branch, tag or commit; a message makes it an annotated tag.',
    input: z
      .object({
        project_id: projectId,
        tag_name: tagName,
        ref: text('Branch, tag or SHA to tag'),
        message: text('Message of an annotated tag').optional(),
      })
      .strict(),
    verifyWrite: { lookup: 'GET /projects/{project_id}/repository/tags/{tag_name}' },
    answer: { object: 'tag' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'release.create', text: 'publish a release for this tag' }],
    aliases: ['new tag', 'add tag'],
  }),
  defineAction({
    id: 'tag.delete',
    description: 'Delete a tag. Protected tags cannot be deleted.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [],
    aliases: ['remove tag'],
  }),
  defineAction({
    id: 'tag.get_signature',
    description: 'Get the X.509 or SSH signature of a signed tag and whether it verifies.',
    input: z.object({ project_id: projectId, tag_name: tagName }).strict(),
    answer: { object: 'tag_signature', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [],
    aliases: ['verify tag', 'signed tag'],
  }),
  defineAction({
    id: 'tag.list_protected',
    description: 'List the protected tag rules of a project and who may create matching tags.',
    input: z
      .object({
        project_id: projectId,
        order_by: text('Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'protected_tag' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'tag.protect', text: 'protect another tag pattern' }],
    aliases: ['tag protection rules'],
  }),
  defineAction({
    id: 'tag.get_protected',
    description: 'Get the protection rule of one tag or wildcard (v*).',
    input: z.object({ project_id: projectId, tag_name: text('Protected tag name or wildcard') }).strict(),
    answer: { object: 'protected_tag', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'tag.unprotect', text: 'remove the protection' }],
    aliases: ['who can create tags'],
  }),
  defineAction({
    id: 'tag.protect',
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
      send: ({ tag_name, ...rest }) => ({ name: tag_name, ...rest }),
    },
    answer: { object: 'protected_tag' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'tag.list_protected', text: 'see all protected tags' }],
    aliases: ['lock tag'],
  }),
  defineAction({
    id: 'tag.unprotect',
    description: 'Remove the protection of a tag or wildcard.',
    input: z.object({ project_id: projectId, tag_name: text('Protected tag name or wildcard') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'tag.list_protected', text: 'see the protected tags that remain' }],
    aliases: ['unlock tag'],
  }),
];
