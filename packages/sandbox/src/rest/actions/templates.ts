import { invalidParam, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { descriptionTemplates, fileTemplates, licenseTemplates } from '../../seed/templates.js';
import type { FileTemplate, LicenseTemplate } from '../../seed/templates.js';
import { bool, str } from '../params.js';
import { projectAction } from './scoped.js';

/*
 * Templates (https://docs.gitlab.com/api/templates/): lists answer `{key, name}` (licenses answer the whole
 * license), a get answers `{name, content}`; a project sees the same file templates plus its own issue and merge
 * request description templates (https://docs.gitlab.com/api/project_templates/).
 */

type FileType = keyof typeof fileTemplates;
const FILE_TYPES = Object.keys(fileTemplates) as FileType[];
const PROJECT_TYPES = new Set([...FILE_TYPES, 'licenses', 'issues', 'merge_requests']);

function page<T>(ctx: RouteContext, items: readonly T[], shape: (item: T) => unknown) {
  const result = offsetPage(items, ctx.req);
  return json(200, result.items.map(shape), result.headers);
}

/** A license with GitLab's placeholders filled: the year, the copyright holder (default: the user) and the project. */
function licenseJson(ctx: RouteContext, license: LicenseTemplate, projectName?: string) {
  const fullname = str(ctx.req.params.fullname) ?? ctx.auth.user.name;
  const project = str(ctx.req.params.project) ?? projectName ?? '[project]';
  return {
    ...license,
    content: license.content
      .replaceAll('[year]', ctx.state.now().slice(0, 4))
      .replaceAll('[fullname]', fullname)
      .replaceAll('[project]', project),
  };
}

function licenseOf(key: string): LicenseTemplate {
  const license = licenseTemplates.find((row) => row.key === key.toLowerCase());
  if (license === undefined) throw notFound('License');
  return license;
}

function templateOf(templates: readonly FileTemplate[], key: string): FileTemplate {
  const template = templates.find((row) => row.key === key);
  if (template === undefined) throw notFound('Template');
  return template;
}

const entry = (template: FileTemplate) => ({ key: template.key, name: template.name });
const content = (template: FileTemplate) => ({ name: template.name, content: template.content });

/** The file or description templates of one type as a project sees them (licenses have their own shape). */
function projectTemplates(projectId: number, type: string): readonly FileTemplate[] {
  if (type === 'issues' || type === 'merge_requests') return descriptionTemplates[projectId]?.[type] ?? [];
  return fileTemplates[type as FileType];
}

export const templateRoutes: Route[] = [
  ...FILE_TYPES.flatMap((type): Route[] => [
    { method: 'GET', pattern: `/templates/${type}`, handler: (ctx) => page(ctx, fileTemplates[type], entry) },
    {
      method: 'GET',
      pattern: `/templates/${type}/:key`,
      handler: (ctx) => json(200, content(templateOf(fileTemplates[type], ctx.params.key ?? ''))),
    },
  ]),
  {
    method: 'GET',
    pattern: '/templates/licenses',
    handler: (ctx) => {
      const popular = bool(ctx.req.params.popular) === true;
      const licenses = licenseTemplates.filter((license) => !popular || license.popular);
      return page(ctx, licenses, (license) => licenseJson(ctx, license));
    },
  },
  {
    method: 'GET',
    pattern: '/templates/licenses/:key',
    handler: (ctx) => json(200, licenseJson(ctx, licenseOf(ctx.params.key ?? ''))),
  },
  projectAction('GET', '/templates/:type', (ctx) => {
    const type = ctx.params.type ?? '';
    if (!PROJECT_TYPES.has(type)) throw invalidParam('type');
    if (type === 'licenses')
      return page(ctx, licenseTemplates, (license) => ({ key: license.key, name: license.name }));
    return page(ctx, projectTemplates(ctx.project.id, type), entry);
  }),
  projectAction('GET', '/templates/:type/:key', (ctx) => {
    const type = ctx.params.type ?? '';
    if (!PROJECT_TYPES.has(type)) throw invalidParam('type');
    const key = ctx.params.key ?? '';
    if (type === 'licenses') return json(200, licenseJson(ctx, licenseOf(key), ctx.project.name));
    return json(200, content(templateOf(projectTemplates(ctx.project.id, type), key)));
  }),
];
