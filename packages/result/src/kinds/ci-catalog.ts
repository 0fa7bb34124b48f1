import { defineKind } from './kind-spec.js';

/**
 * A CI/CD Catalog resource (https://docs.gitlab.com/api/graphql/reference/#cicatalogresource): a project that
 * publishes CI/CD components; field names stay GitLab's camelCase.
 */
export const ciCatalogResourceKind = defineKind({
  name: 'ci_catalog_resource',
  plural: { key: 'ci_catalog_resources', title: 'CI/CD Catalog Resources' },
  empty: 'No catalog resources found.',
  heading: { template: 'CI/CD Catalog Resource: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Project', path: 'fullPath', format: 'code' },
    { label: 'Verification', path: 'verificationLevel', format: 'text' },
    { label: 'Stars', path: 'starCount', format: 'count' },
    { label: 'Uses (30 days)', path: 'last30DayUsageCount', format: 'count' },
    { label: 'Latest Release', path: 'latestReleasedAt', format: 'date' },
    { label: 'Web Path', path: 'webPath', format: 'code' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Project', path: 'fullPath', format: 'code' },
    { label: 'Stars', path: 'starCount', format: 'count' },
    { label: 'Uses (30 days)', path: 'last30DayUsageCount', format: 'count' },
    { label: 'Latest Release', path: 'latestReleasedAt', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'CI/CD Catalog resource',
    suggestions: [
      { action: 'ci_catalog.list', text: 'search the catalog for the resource' },
      { text: "Name it by its project's full path (group/project) or its global ID" },
    ],
  },
});
