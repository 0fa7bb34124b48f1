import { z } from 'zod';
import { defineAction } from '../../action.js';
import { integer, oneOf, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const templateType = oneOf(
  ['dockerfiles', 'gitignores', 'gitlab_ci_ymls', 'licenses', 'issues', 'merge_requests'],
  'Type of template: a file template, or an issue or merge request description template',
);

/** Templates as one project sees them: the instance's plus its own (https://docs.gitlab.com/api/project_templates/). */
export const projectTemplateActions = [
  defineAction({
    id: 'template.project_template_list',
    description:
      'List the templates of one type available in a project, including its issue and merge request templates.',
    input: z
      .object({
        project_id: projectId,
        template_type: templateType,
        // catalog.json's call shape also carries GitLab's own path parameter names; the path already has both.
        id: integer('Numeric project ID (project_id is used)').optional(),
        type: text('Template type (template_type is used)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    gitlab: {
      send: ({ id: _id, type: _type, ...rest }) => rest,
    },
    // GitLab lists a project's templates in its own order (doc/api/project_templates.md takes no order).
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's project template list (GET /projects/{project_id}/templates/{template_type})",
    },
    answer: { list: 'template_entry' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'template.project_template_get', text: 'read one template' }],
    aliases: ['issue templates', 'merge request templates', 'description templates'],
  }),
  defineAction({
    id: 'template.project_template_get',
    description:
      'Get one template available in a project: a file template or an issue or MR description template.',
    input: z
      .object({
        project_id: projectId,
        template_type: templateType,
        key: text('Template key from template.project_template_list, e.g. Bug or Nodejs'),
      })
      .strict(),
    answer: {
      object: 'template',
      notFound: (args) => `${args.template_type} template "${args.key}" in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'issue.create', text: 'open an issue with this description' }],
    aliases: ['issue template', 'merge request template'],
  }),
];
