import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';
import { common } from '../common-params.js';
import { anyObject, flag, integer, offsetPaging, oneOf, projectId, sortDirection, text } from '../params.js';

export const projectActions = [
  defineAction({
    id: 'project.get',
    tool: 'gitlab_project_get',
    description: 'Get a project: default branch, visibility, URLs, counts and settings.',
    input: z
      .object({
        project_id: projectId,
        license: flag('Include the license').optional(),
        ...common('statistics', 'with_custom_attributes'),
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}' },
    answer: { object: 'project', notFound: (args) => `"${args.project_id}"` },
    content: 'detail',
    classification: READS,
    resource: 'gitlab://project/{project_id}',
    nextSteps: [
      { action: 'merge_request.list', text: 'see its merge requests' },
      { action: 'issue.list', text: 'see its issues' },
      { action: 'branch.list', text: 'see its branches' },
      { action: 'pipeline.list', text: 'see its pipelines' },
    ],
    tier: 'free',
    aliases: ['repository', 'repo', 'show project', 'default branch'],
  }),
  defineAction({
    id: 'project.list',
    tool: 'gitlab_project_list',
    description:
      'List projects visible to the user, filtered by membership, name, topic, visibility or activity.',
    input: z
      .object({
        ...common(
          'search',
          'owned',
          'membership',
          'starred',
          'archived',
          'visibility',
          'simple',
          'statistics',
        ),
        ...common('min_access_level', 'with_custom_attributes'),
        search_namespaces: flag('Match the search against the namespace path too').optional(),
        topic: text('Only projects with this topic').optional(),
        active: flag('Only projects that are not archived or marked for deletion').optional(),
        imported: flag('Only projects imported by the user').optional(),
        include_hidden: flag('Include hidden projects (admins)').optional(),
        include_pending_delete: flag('Include projects pending deletion (admins)').optional(),
        last_activity_after: text('Only projects active after this time (ISO 8601)').optional(),
        last_activity_before: text('Only projects active before this time (ISO 8601)').optional(),
        id_after: integer('Only projects with a greater ID').optional(),
        id_before: integer('Only projects with a smaller ID').optional(),
        with_issues_enabled: flag('Only projects with issues enabled').optional(),
        with_merge_requests_enabled: flag('Only projects with merge requests enabled').optional(),
        with_programming_language: text('Only projects in this language').optional(),
        repository_storage: text('Only projects on this storage (admins)').optional(),
        repository_checksum_failed: flag(
          'Only projects whose repository checksum failed (Premium admins)',
        ).optional(),
        wiki_checksum_failed: flag('Only projects whose wiki checksum failed (Premium admins)').optional(),
        custom_attributes: anyObject('Only projects with these custom attributes (admins)').optional(),
        order_by: oneOf(
          ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count'],
          'Field to order by',
        ).optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects' },
    answer: { list: 'project' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'project.get', text: 'see one project in full' },
      { action: 'search.projects', text: 'search projects by name across the instance' },
    ],
    tier: 'free',
    aliases: ['repositories', 'repos', 'my projects'],
  }),
];
