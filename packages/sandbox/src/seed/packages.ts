import type { PlainRow } from '../store/rows.js';

/**
 * The package and container registries of group/project (42) and group/subgroup/library (44): packages with their
 * files (a generic one whose file can be downloaded), image repositories with tags, and one protection rule of each
 * family, and a model version's file (model registry). File contents are kept as base64, as an upload stores them.
 */
export function seedPackageTables(): Record<string, PlainRow[]> {
  const pkg = (
    id: number,
    project_id: number,
    name: string,
    version: string,
    package_type: string,
    created_at: string,
  ) => ({
    id,
    project_id,
    name,
    version,
    package_type,
    status: 'default',
    created_at,
    last_downloaded_at: null,
  });
  const file = (id: number, package_id: number, file_name: string, content: string) => ({
    id,
    package_id,
    file_name,
    data: Buffer.from(content).toString('base64'),
    created_at: '2025-03-10T12:00:00.000Z',
  });
  const tag = (repository_id: number, name: string, created_at: string) => ({
    repository_id,
    name,
    created_at,
  });
  return {
    packages: [
      pkg(501, 42, '@group/ui', '1.4.0', 'npm', '2025-03-01T10:00:00.000Z'),
      pkg(502, 42, 'login-service', '2.1.0', 'maven', '2025-03-05T10:00:00.000Z'),
      pkg(503, 42, 'release-assets', '1.2.0', 'generic', '2025-03-10T12:00:00.000Z'),
      pkg(504, 44, 'library', '0.3.0', 'pypi', '2025-02-20T10:00:00.000Z'),
    ],
    package_files: [
      file(601, 501, 'ui-1.4.0.tgz', 'npm tarball'),
      file(602, 502, 'login-service-2.1.0.jar', 'java archive'),
      file(603, 503, 'notes.txt', 'Release 1.2.0: login fixes.\n'),
      file(604, 503, 'checksums.txt', 'sha256 notes.txt\n'),
      file(605, 504, 'library-0.3.0.tar.gz', 'python sdist'),
    ],
    container_repositories: [
      { id: 701, project_id: 42, name: '', created_at: '2025-01-15T09:00:00.000Z' },
      { id: 702, project_id: 42, name: 'app', created_at: '2025-01-20T09:00:00.000Z' },
      { id: 703, project_id: 44, name: '', created_at: '2025-02-01T09:00:00.000Z' },
    ],
    container_tags: [
      tag(701, 'main', '2025-03-18T09:00:00.000Z'),
      tag(702, 'v1.0.0', '2025-01-20T09:00:00.000Z'),
      tag(702, 'v1.1.0', '2025-02-20T09:00:00.000Z'),
      tag(702, 'v1.2.0', '2025-03-20T09:00:00.000Z'),
      tag(702, 'latest', '2025-03-20T09:00:00.000Z'),
      tag(703, 'latest', '2025-02-01T09:00:00.000Z'),
    ],
    package_protection_rules: [
      {
        id: 801,
        project_id: 42,
        package_name_pattern: '@group/*',
        package_type: 'npm',
        minimum_access_level_for_push: 'maintainer',
        minimum_access_level_for_delete: 'owner',
      },
    ],
    registry_repository_rules: [
      {
        id: 811,
        project_id: 42,
        repository_path_pattern: 'group/project/app*',
        minimum_access_level_for_push: 'maintainer',
        minimum_access_level_for_delete: 'owner',
      },
    ],
    ml_model_files: [
      {
        project_id: 42,
        model_version_id: '1',
        path: 'artifacts',
        file_name: 'model.pkl',
        data: Buffer.from('pickled model weights').toString('base64'),
      },
    ],
    registry_tag_rules: [
      {
        id: 821,
        project_id: 42,
        tag_name_pattern: '^v.*',
        minimum_access_level_for_push: 'maintainer',
        minimum_access_level_for_delete: 'owner',
      },
    ],
  };
}
