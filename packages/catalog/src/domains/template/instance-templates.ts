import type { KindName } from '@gitlab-mcp/result';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { flag, offsetPaging, sortDirection, text } from '../../params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/** One type of the instance's templates (https://docs.gitlab.com/api/templates/): where it lives and how it is named. */
interface TemplateType {
  /** Its two action IDs, written out so that a search for the ID finds this file. */
  ids: Readonly<Record<'list' | 'get', string>>;
  path: 'gitlab_ci_ymls' | 'dockerfiles' | 'gitignores' | 'licenses';
  /** What the template is, in a description: `.gitlab-ci.yml`. */
  what: string;
  example: string;
  /** The kinds of a list entry and of one template. */
  kinds: { entry: KindName; one: KindName };
  listParams?: Record<string, z.ZodType>;
  getParams?: Record<string, z.ZodType>;
  aliases: string[];
}

/** The list and get actions of one template type. */
function templateActions(type: TemplateType): ActionSpec[] {
  const { list, get } = type.ids;
  return [
    defineAction({
      id: list,
      description: `List the ${type.what} templates GitLab offers, with the key each get takes.`,
      input: z
        .object({
          ...type.listParams,
          order_by: text('Field to order by').optional(),
          sort: sortDirection.optional(),
          ...offsetPaging,
        })
        .strict(),
      unsupported: { params: NO_ORDER },
      answer: { list: type.kinds.entry },
      content: 'list',
      resource: null,
      nextSteps: [{ action: get, text: `read one ${type.what} template` }],
      aliases: [`${type.what} templates`, ...type.aliases],
    }),
    defineAction({
      id: get,
      description: `Get one ${type.what} template's content, to start a new file from.`,
      input: z
        .object({ key: text(`Template key from ${list}, e.g. ${type.example}`), ...type.getParams })
        .strict(),
      answer: { object: type.kinds.one, notFound: (args) => `${type.what} template "${args.key}"` },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: 'repository.file_create', text: 'commit it to a repository' }],
      aliases: [`${type.what} template`],
    }),
  ];
}

export const instanceTemplateActions = [
  ...templateActions({
    ids: { list: 'template.ci_yml_list', get: 'template.ci_yml_get' },
    path: 'gitlab_ci_ymls',
    what: '.gitlab-ci.yml',
    example: 'Nodejs',
    kinds: { entry: 'template_entry', one: 'template' },
    aliases: ['ci templates', 'pipeline templates'],
  }),
  ...templateActions({
    ids: { list: 'template.dockerfile_list', get: 'template.dockerfile_get' },
    path: 'dockerfiles',
    what: 'Dockerfile',
    example: 'Binary',
    kinds: { entry: 'template_entry', one: 'template' },
    aliases: ['docker templates'],
  }),
  ...templateActions({
    ids: { list: 'template.gitignore_list', get: 'template.gitignore_get' },
    path: 'gitignores',
    what: '.gitignore',
    example: 'Node',
    kinds: { entry: 'template_entry', one: 'template' },
    aliases: ['ignore file templates'],
  }),
  ...templateActions({
    ids: { list: 'template.license_list', get: 'template.license_get' },
    path: 'licenses',
    what: 'license',
    example: 'mit',
    kinds: { entry: 'license_template', one: 'license_template' },
    listParams: { popular: flag('Only the popular licenses').optional() },
    getParams: {
      project: text('Project name to put in the license text').optional(),
      fullname: text('Copyright holder to put in the license text').optional(),
    },
    aliases: ['open source licenses', 'licence templates'],
  }),
];
