import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { CI_CATALOG_RESOURCE, CI_CATALOG_RESOURCES, toGid } from '@gitlab-mcp/graphql';
import { defineAction, graphqlCall } from '../action.js';
import { cursorPaging } from '../common-params.js';
import { notFound } from '../graphql-mutation.js';
import { oneOf, text } from '../params.js';

/*
 * The CI/CD Catalog (https://docs.gitlab.com/api/graphql/reference/#querycicatalogresources,
 * #querycicatalogresource): projects that publish CI/CD components, which GitLab lists only over GraphQL. A
 * resource's global ID is `gid://gitlab/Ci::Catalog::Resource/N`.
 */

const CATALOG_SORTS = [
  'NAME_ASC',
  'NAME_DESC',
  'LATEST_RELEASED_AT_ASC',
  'LATEST_RELEASED_AT_DESC',
  'STAR_COUNT_ASC',
  'STAR_COUNT_DESC',
  'CREATED_ASC',
  'CREATED_DESC',
  'USAGE_COUNT_ASC',
  'USAGE_COUNT_DESC',
] as const;

export const ciCatalogActions = [
  defineAction({
    id: 'ci_catalog.list',
    description:
      'Search the CI/CD Catalog: the published component projects you can see, by name or description.',
    input: z
      .object({
        scope: oneOf(['ALL', 'NAMESPACES'], 'ALL, or NAMESPACES for those of your own projects').optional(),
        search: text('Words in the name or description').optional(),
        sort: oneOf(CATALOG_SORTS, 'Order (default CREATED_DESC)').optional(),
        ...cursorPaging,
      })
      .strict(),
    gitlab: graphqlCall(
      CI_CATALOG_RESOURCES,
      (args: { scope?: string; search?: string; sort?: string }) => ({
        ...(args.scope === undefined ? {} : { scope: args.scope }),
        ...(args.search === undefined ? {} : { search: args.search }),
        ...(args.sort === undefined ? {} : { sort: args.sort }),
      }),
      (data) => data.ciCatalogResources,
      true,
    ),
    answer: { list: 'ci_catalog_resource' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'ci_catalog.get', text: 'see one resource by its project path' }],
    aliases: ['ci catalog', 'ci components', 'catalog resources'],
  }),
  defineAction({
    id: 'ci_catalog.get',
    description:
      "Get one CI/CD Catalog resource by its project's full path or its ID: stars, usage, latest release.",
    input: z
      .object({
        full_path: text("Full path of the resource's project, e.g. group/components").optional(),
        id: text('Resource ID, numeric or gid://gitlab/Ci::Catalog::Resource/N').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        if (args.full_path === undefined && args.id === undefined)
          throw new GitLabMcpError('action_outcome', 'Name the resource by full_path or id.');
        const id =
          args.id === undefined || /^gid:\/\//.test(args.id)
            ? args.id
            : toGid('Ci::Catalog::Resource', args.id.trim());
        const data = await context.graphql(CI_CATALOG_RESOURCE, {
          ...(id === undefined ? {} : { id }),
          ...(args.full_path === undefined ? {} : { fullPath: args.full_path }),
        });
        if (!data.ciCatalogResource)
          throw notFound(`CI/CD Catalog resource ${args.full_path ?? args.id ?? ''} not found`);
        return data.ciCatalogResource;
      },
    },
    answer: {
      object: 'ci_catalog_resource',
      notFound: (args) => args.full_path ?? args.id ?? 'resource',
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'ci_catalog.list', text: 'search the catalog for others' }],
    aliases: ['catalog resource', 'ci component'],
  }),
];
