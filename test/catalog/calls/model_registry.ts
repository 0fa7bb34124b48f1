import type { CatalogCall } from '../catalog-call.js';

const file = { project_id: 'group/project', model_version_id: '1', path: 'artifacts' };

/** The model registry: version 1 of group/project has artifacts/model.pkl ('pickled model weights', 21 bytes). */
export const modelRegistryCalls: CatalogCall[] = [
  {
    action: 'model_registry.download',
    params: { ...file, filename: 'model.pkl' },
    expect: '**Size**: 21 bytes',
  },
  {
    action: 'model_registry.download',
    params: { ...file, filename: 'missing.pkl' },
    expect: 'Package Not Found',
    isError: true,
  },
];
