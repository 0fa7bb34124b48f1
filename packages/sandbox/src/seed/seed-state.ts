import { makeClock } from '../store/state.js';
import type { SandboxState, Tables } from '../store/state.js';
import type { CommitRow } from '../store/rows.js';
import type { SandboxOptions } from '../types.js';
import { LIBRARY_MILESTONE, seedLibraryIssues } from './library-milestone.js';
import { seedLibraryPipelines } from './library-pipelines.js';
import { seedPipelines } from './ci.js';
import { generatedIssueCount } from './generated.js';
import { seedIssues, seedNotes } from './issues.js';
import { seedIssueExtras } from './issue-extras.js';
import { seedMergeRequests } from './merge-requests.js';
import { seedMergeRequestExtras } from './merge-request-extras.js';
import { seedProjectCore } from './project-core.js';
import { seedGroupCore } from './group-core.js';
import { seedOwnerSettings } from './owner-settings.js';
import { fixLoginThreadPosition, seedDraftNotes } from './mr-review.js';
import { seedPlainTables } from './plain.js';
import { seedGroupEnterpriseTables } from './group-enterprise.js';
import { seedSnippetNotes, seedSnippetTables } from './snippets.js';
import { seedCiExtras } from './pipeline-extras.js';
import { seedBoards, seedLabels, seedMembers, seedMilestones } from './planning.js';
import {
  seedDeployKeys,
  seedDeployments,
  seedEnvironments,
  seedFeatureFlags,
  seedReleases,
  seedSnippets,
  seedWikiPages,
} from './project-extras.js';
import { BOBS_FORK, seedProjects } from './projects.js';
import { forkRepository, seedProjectRepository, seedSmallRepository } from './repository.js';
import { seedRepositoryExtras } from './repository-extras.js';
import { seedTokens } from './tokens.js';
import { seedEnvironmentExtras } from './environment-extras.js';
import { seedAccessTables } from './access.js';
import { seedEpicBoards } from './boards-epic.js';
import { seedEpicExtras } from './epics.js';
import { seedGroups, seedUsers } from './users.js';
import { seedPendingUsers, seedUserExtras } from './user-extras.js';
import { seedRunnerTables } from './runners.js';
import { seedSecurityComplianceTables } from './security-compliance.js';
import { seedVulnerabilityTables } from './vulnerabilities.js';
import { seedAchievementTables } from './achievements.js';
import { seedSecurityTaxonomyTables } from './security-taxonomy.js';
import { seedStorageMoveTables } from './storage-moves.js';
import { seedAdminTables } from './admin.js';
import { seedAdminSettingsTables } from './admin-settings.js';
import { seedImportSources } from './admin-imports.js';
import { seedInstanceOperations } from './admin-instance.js';
import { seedGeoTables } from './geo.js';
import { seedClusterTables } from './clusters.js';
import { seedPackageTables } from './packages.js';
import { seedAdminHooksTerraformTables } from './admin-hooks-terraform.js';
import { seedEnterpriseScimTables } from './enterprise-scim.js';
import { seedEpicNotes } from './epic-threads.js';
import { seedCustomEmoji } from './custom-emoji.js';
import { seedCiCatalog } from './ci-catalog.js';

/** A fresh, fully seeded state; every call returns independent rows, so sandboxes never share writes. */
export function createState(options: SandboxOptions = {}): SandboxState {
  const now = makeClock(options.now);
  const projectRepository = seedProjectRepository();
  const repositories = [
    projectRepository,
    seedSmallRepository(43, 'Big'),
    seedSmallRepository(44, 'Library'),
    seedSmallRepository(45, 'Scratch'),
    forkRepository(projectRepository, BOBS_FORK),
  ];
  const main = repositories[0]!;
  const commitById = new Map<string, CommitRow>(main.commits.map((commit) => [commit.id, commit]));
  const tipOf = (branch: string): string => {
    const found = main.branches.find((row) => row.name === branch);
    if (found === undefined) throw new Error(`seed: no branch ${branch}`);
    return found.commit_id;
  };
  const parentOf = (commitSha: string): string => commitById.get(commitSha)?.parent_ids[0] ?? commitSha;
  const { pipelines, jobs } = seedPipelines(tipOf, parentOf);
  const library = repositories[2]!;
  const libraryTip = library.branches.find((row) => row.name === 'main')!.commit_id;
  const libraryCi = seedLibraryPipelines(
    libraryTip,
    library.commits.find((commit) => commit.id === libraryTip)?.parent_ids[0] ?? libraryTip,
  );
  const fixLoginShas = { base: tipOf('main'), head: tipOf('feature/fix-login') };

  const tables: Tables = {
    users: [...seedUsers, ...seedPendingUsers],
    groups: [...seedGroups],
    projects: [...seedProjects],
    commits: repositories.flatMap((repo) => repo.commits),
    branches: repositories.flatMap((repo) => repo.branches),
    protectedBranches: [
      {
        id: 1001,
        project_id: 42,
        name: 'main',
        // Maintainers push, developers merge: the contract's branch.list example shows main with
        // developers_can_push false and developers_can_merge true.
        push_access_levels: [
          {
            id: 2001,
            access_level: 40,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        merge_access_levels: [
          {
            id: 2002,
            access_level: 30,
            access_level_description: 'Developers + Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        unprotect_access_levels: [
          {
            id: 2011,
            access_level: 40,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        allow_force_push: false,
        code_owner_approval_required: false,
      },
      {
        id: 1002,
        project_id: 42,
        name: 'develop',
        push_access_levels: [
          {
            id: 2003,
            access_level: 30,
            access_level_description: 'Developers + Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        merge_access_levels: [
          {
            id: 2004,
            access_level: 30,
            access_level_description: 'Developers + Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        unprotect_access_levels: [],
        allow_force_push: false,
        code_owner_approval_required: false,
      },
      ...[43, 44, 45].map((projectId, index) => ({
        id: 1003 + index,
        project_id: projectId,
        name: 'main',
        push_access_levels: [
          {
            id: 2005 + index * 2,
            access_level: 40 as const,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        merge_access_levels: [
          {
            id: 2006 + index * 2,
            access_level: 40 as const,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        unprotect_access_levels: [],
        allow_force_push: false,
        code_owner_approval_required: false,
      })),
    ],
    tags: repositories.flatMap((repo) => repo.tags),
    files: repositories.flatMap((repo) => repo.files),
    mergeRequests: seedMergeRequests(tipOf),
    issues: [...seedIssues(), ...seedLibraryIssues()],
    notes: [
      ...seedNotes(tipOf('main'), fixLoginThreadPosition(fixLoginShas)),
      ...seedSnippetNotes,
      ...seedEpicNotes,
    ],
    draftNotes: seedDraftNotes(fixLoginShas),
    labels: [...seedLabels],
    milestones: [...seedMilestones, LIBRARY_MILESTONE],
    pipelines: [...pipelines, ...libraryCi.pipelines],
    jobs: [...jobs, ...libraryCi.jobs],
    releases: [...seedReleases],
    environments: [...seedEnvironments],
    deployments: seedDeployments(tipOf, parentOf),
    wikiPages: [...seedWikiPages],
    snippets: [...seedSnippets],
    featureFlags: [...seedFeatureFlags],
    deployKeys: [...seedDeployKeys],
    boards: [...seedBoards],
    members: [...seedMembers],
    tokens: seedTokens(now()),
  };
  return {
    config: {
      tier: options.tier ?? 'ultimate',
      externalUrl: (options.externalUrl ?? 'https://gitlab.example.com').replace(/\/+$/, ''),
      seed: options.seed ?? 1,
    },
    // structuredClone: the seed modules' constants must never see a sandbox's writes.
    tables: structuredClone(tables),
    plain: {
      ...seedPlainTables(),
      ...seedGroupEnterpriseTables(),
      ...seedSnippetTables(),
      ...seedCiExtras(),
      ...seedIssueExtras(),
      ...seedRepositoryExtras(),
      ...seedMergeRequestExtras(),
      ...seedProjectCore(),
      ...seedGroupCore(),
      ...seedOwnerSettings(),
      ...seedEnvironmentExtras(),
      ...seedAccessTables(),
      ...seedEpicBoards(),
      ...seedEpicExtras(),
      ...seedUserExtras(),
      ...seedRunnerTables(),
      ...seedSecurityComplianceTables(),
      ...seedVulnerabilityTables(),
      ...seedAchievementTables(),
      ...seedSecurityTaxonomyTables(),
      ...seedStorageMoveTables(),
      ...seedAdminTables(),
      ...seedAdminSettingsTables(),
      ...seedImportSources(),
      ...seedInstanceOperations(),
      ...seedGeoTables(),
      ...seedClusterTables(),
      ...seedPackageTables(),
      ...seedAdminHooksTerraformTables(),
      ...seedEnterpriseScimTables(),
      ...seedCustomEmoji(),
      ...seedCiCatalog(),
    },
    generatedIssues: [{ project_id: 43, count: generatedIssueCount, materialized: new Set() }],
    counters: new Map(),
    now,
  };
}
