import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { orderedPaging } from '../../common-params.js';
import { flag, groupId, integer, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const repositoryId = integer('Container repository ID, from package.registry_list_project');
const tagName = text('Image tag name, e.g. latest or v1.2.0');
const tagDetails = {
  tags: flag('Include the tags of each repository').optional(),
  tags_count: flag('Include the number of tags of each repository').optional(),
};
const inRepository = (args: { tag_name: string; repository_id: number }) =>
  `"${args.tag_name}" in container repository ${args.repository_id}`;

/** Container registry repositories and their image tags (https://docs.gitlab.com/api/container_registry/). */
export const containerRegistryActions = [
  defineAction({
    id: 'package.registry_list_project',
    description: 'List the container image repositories of a project, optionally with their tags.',
    input: z.object({ project_id: projectId, ...tagDetails, ...unorderedPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's registry repositories (GET /projects/:id/registry/repositories)",
    },
    answer: { list: 'container_repository' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'package.registry_tag_list', text: 'list the tags of a repository' },
      { action: 'package.registry_get', text: 'see one repository' },
    ],
    aliases: ['container registry', 'docker images', 'image repositories'],
  }),
  defineAction({
    id: 'package.registry_list_group',
    description: 'List the container image repositories of every project in a group.',
    input: z.object({ group_id: groupId, ...unorderedPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's registry repositories (GET /groups/:id/registry/repositories)",
    },
    answer: { list: 'container_repository' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'package.registry_tag_list', text: 'list the tags of a repository' }],
    aliases: ['group container registry'],
  }),
  defineAction({
    id: 'package.registry_get',
    description: 'Get one container image repository by ID, optionally with its tags.',
    input: z.object({ repository_id: repositoryId, ...tagDetails }).strict(),
    answer: {
      object: 'container_repository',
      notFound: (args) => `container repository ${args.repository_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'package.registry_tag_list', text: 'list its tags' },
      { action: 'package.registry_delete', text: 'delete the repository' },
    ],
    aliases: ['container repository'],
  }),
  defineAction({
    id: 'package.registry_delete',
    description:
      'Delete a container image repository with all its tags; GitLab removes it in the background.',
    input: z.object({ project_id: projectId, repository_id: repositoryId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'package.registry_list_project', text: 'see the repositories that remain' }],
    aliases: ['delete container repository'],
  }),
  defineAction({
    id: 'package.registry_tag_list',
    description: 'List the image tags of a container repository.',
    input: z.object({ project_id: projectId, repository_id: repositoryId, ...orderedPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'container_tag' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'package.registry_tag_get', text: 'see the digest and size of a tag' },
      { action: 'package.registry_tag_delete_bulk', text: 'clean up old tags' },
    ],
    aliases: ['image tags', 'docker tags'],
  }),
  defineAction({
    id: 'package.registry_tag_get',
    description: 'Get one image tag: its digest, revision, size and creation time.',
    input: z.object({ project_id: projectId, repository_id: repositoryId, tag_name: tagName }).strict(),
    answer: { object: 'container_tag', notFound: inRepository },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'package.registry_tag_delete', text: 'delete the tag' }],
    aliases: ['image tag'],
  }),
  defineAction({
    id: 'package.registry_tag_delete',
    description: 'Delete one image tag of a container repository.',
    input: z.object({ project_id: projectId, repository_id: repositoryId, tag_name: tagName }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'package.registry_tag_list', text: 'see the tags that remain' }],
    aliases: ['delete image tag'],
  }),
  defineAction({
    id: 'package.registry_tag_delete_bulk',
    description:
      'Delete the image tags of a repository matching a regex, keeping the newest N or those younger than a given age; GitLab runs it in the background.',
    input: z
      .object({
        project_id: projectId,
        repository_id: repositoryId,
        name_regex_delete: text('Tags to delete, as a regex (.* for all)').optional(),
        name_regex: text('Older name of name_regex_delete').optional(),
        name_regex_keep: text('Tags to keep whatever else matches, as a regex').optional(),
        keep_n: integer('How many of the newest matching tags to keep').optional(),
        older_than: text('Delete only tags older than this, e.g. 1h, 7d, 1month').optional(),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'package.registry_tag_list', text: 'see the tags that remain' }],
    aliases: ['cleanup image tags'],
  }),
];
