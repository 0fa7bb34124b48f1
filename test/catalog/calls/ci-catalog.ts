import type { CatalogCall } from '../catalog-call.js';

/** The CI/CD Catalog: group/subgroup/library and alice/scratch published, group/big a draft it never shows. */
export const ciCatalogCalls: CatalogCall[] = [
  { action: 'ci_catalog.list', params: {}, expect: 'Library' },
  {
    action: 'ci_catalog.list',
    params: { search: 'helpers', sort: 'STAR_COUNT_DESC' },
    expect: 'group/subgroup/library',
  },
  {
    action: 'ci_catalog.get',
    params: { full_path: 'group/subgroup/library' },
    expect: 'CI/CD Catalog Resource: Library',
  },
  { action: 'ci_catalog.get', params: { id: '4202' }, expect: 'CI/CD Catalog Resource: Scratch' },
  { action: 'ci_catalog.get', params: { full_path: 'group/big' }, expect: 'Not Found', isError: true },
];
