import type { ProjectRow } from '../store/rows.js';

function project(
  id: number,
  path: string,
  namespace: { id: number; kind: 'group' | 'user'; fullPath: string; fullName: string },
  name: string,
  description: string,
  createdAt: string,
  topics: string[],
): ProjectRow {
  return {
    id,
    name,
    path,
    path_with_namespace: `${namespace.fullPath}/${path}`,
    name_with_namespace: `${namespace.fullName} / ${name}`,
    namespace_id: namespace.id,
    namespace_kind: namespace.kind,
    description,
    default_branch: 'main',
    visibility: 'internal',
    created_at: createdAt,
    updated_at: '2025-03-20T16:00:00.000Z',
    last_activity_at: '2025-03-20T16:00:00.000Z',
    creator_id: 1,
    topics,
    star_count: id === 42 ? 12 : 1,
    archived: false,
  };
}

const group = { id: 10, kind: 'group', fullPath: 'group', fullName: 'Group' } as const;
const subgroup = { id: 11, kind: 'group', fullPath: 'group/subgroup', fullName: 'Group / Subgroup' } as const;
const aliceNs = { id: 102, kind: 'user', fullPath: 'alice', fullName: 'Alice Anderson' } as const;
const bobNs = { id: 103, kind: 'user', fullPath: 'bob', fullName: 'Bob Brown' } as const;

/** bob's fork of group/project, the source project of his merge request !230 (seed/merge-requests.ts). */
export const BOBS_FORK = 46;

/**
 * group/project (42) and group/big (43) are fixed facts (sandbox-api.md); 44 and 45 fill lists and namespaces; 46 is
 * a fork, for the merge request from a fork.
 */
export const seedProjects: readonly ProjectRow[] = [
  project(42, 'project', group, 'Project', 'The example web application.', '2024-01-10T09:00:00.000Z', [
    'web',
    'auth',
  ]),
  project(43, 'big', group, 'Big', 'A project with more than 10,000 issues.', '2024-01-11T09:00:00.000Z', [
    'scale',
  ]),
  project(44, 'library', subgroup, 'Library', 'Shared helpers used by project.', '2024-01-12T09:00:00.000Z', [
    'lib',
  ]),
  project(45, 'scratch', aliceNs, 'Scratch', "Alice's experiments.", '2024-02-01T09:00:00.000Z', []),
  // A fork keeps its source's name, path, description and topics.
  project(
    BOBS_FORK,
    'project',
    bobNs,
    'Project',
    'The example web application.',
    '2025-01-25T09:00:00.000Z',
    ['web', 'auth'],
  ),
];
