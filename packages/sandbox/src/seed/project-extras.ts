import type {
  DeployKeyRow,
  DeploymentRow,
  EnvironmentRow,
  FeatureFlagRow,
  ReleaseRow,
  SnippetRow,
  WikiPageRow,
} from '../store/rows.js';

export const seedReleases: readonly ReleaseRow[] = [
  { tag: 'v1.0.0', date: '2025-01-20T12:00:00.000Z', milestones: [31] },
  { tag: 'v1.1.0', date: '2025-02-15T12:00:00.000Z', milestones: [32] },
  { tag: 'v1.2.0', date: '2025-03-10T12:00:00.000Z', milestones: [] },
].map((release, index) => ({
  project_id: 42,
  tag_name: release.tag,
  name: `Release ${release.tag.slice(1)}`,
  description: `## Changes\n\n- See the milestone for details (${release.tag}).\n`,
  author_id: 1,
  created_at: release.date,
  released_at: release.date,
  milestone_ids: release.milestones,
  links: [
    {
      id: 91 + index,
      name: `project-${release.tag}.tar.gz`,
      url: `https://downloads.example.com/project/${release.tag}.tar.gz`,
      link_type: 'package' as const,
    },
  ],
}));

export const seedEnvironments: readonly EnvironmentRow[] = [
  {
    id: 301,
    name: 'production',
    slug: 'production',
    external_url: 'https://app.example.com',
    tier: 'production' as const,
  },
  {
    id: 302,
    name: 'staging',
    slug: 'staging',
    external_url: 'https://staging.example.com',
    tier: 'staging' as const,
  },
  {
    id: 303,
    name: 'review/feature-fix-login',
    slug: 'review-feature-3k2a1b',
    external_url: 'https://fix-login.review.example.com',
    tier: 'development' as const,
  },
].map((env) => ({
  ...env,
  project_id: 42,
  state: 'available' as const,
  description: null,
  created_at: '2025-01-20T12:00:00.000Z',
  updated_at: '2025-03-20T16:10:00.000Z',
  auto_stop_at: env.tier === 'development' ? '2025-04-15T10:00:00.000Z' : null,
}));

export function seedDeployments(
  tipOf: (branch: string) => string,
  parentOf: (sha: string) => string,
): DeploymentRow[] {
  const main = tipOf('main');
  const rows: Omit<DeploymentRow, 'project_id'>[] = [
    {
      id: 401,
      iid: 1,
      environment_id: 301,
      ref: 'main',
      sha: parentOf(parentOf(main)),
      status: 'success',
      user_id: 1,
      deployable_id: 11953,
      created_at: '2025-02-20T10:03:00.000Z',
      updated_at: '2025-02-20T10:04:00.000Z',
      finished_at: '2025-02-20T10:04:00.000Z',
    },
    {
      id: 402,
      iid: 2,
      environment_id: 301,
      ref: 'main',
      sha: parentOf(main),
      status: 'success',
      user_id: 1,
      deployable_id: 11963,
      created_at: '2025-03-07T10:08:00.000Z',
      updated_at: '2025-03-07T10:09:00.000Z',
      finished_at: '2025-03-07T10:09:00.000Z',
    },
    {
      id: 403,
      iid: 3,
      environment_id: 302,
      ref: 'develop',
      sha: tipOf('develop'),
      status: 'success',
      user_id: 3,
      deployable_id: null,
      created_at: '2025-03-20T12:10:00.000Z',
      updated_at: '2025-03-20T12:11:00.000Z',
      finished_at: '2025-03-20T12:11:00.000Z',
    },
    {
      id: 404,
      iid: 4,
      environment_id: 303,
      ref: 'feature/fix-login',
      sha: tipOf('feature/fix-login'),
      status: 'success',
      user_id: 2,
      deployable_id: null,
      created_at: '2025-03-15T10:10:00.000Z',
      updated_at: '2025-03-15T10:11:00.000Z',
      finished_at: '2025-03-15T10:11:00.000Z',
    },
    {
      id: 405,
      iid: 5,
      environment_id: 301,
      ref: 'main',
      sha: main,
      status: 'success',
      user_id: 1,
      deployable_id: 12103,
      created_at: '2025-03-20T16:08:00.000Z',
      updated_at: '2025-03-20T16:09:00.000Z',
      finished_at: '2025-03-20T16:09:00.000Z',
    },
    // Waiting for approval: production is protected and asks for one (seed/environment-extras.ts).
    {
      id: 406,
      iid: 6,
      environment_id: 301,
      ref: 'main',
      sha: main,
      status: 'blocked',
      user_id: 2,
      deployable_id: null,
      created_at: '2025-03-21T08:00:00.000Z',
      updated_at: '2025-03-21T08:00:00.000Z',
      finished_at: null,
    },
  ];
  return rows.map((row) => ({ ...row, project_id: 42 }));
}

export const seedWikiPages: readonly WikiPageRow[] = [
  {
    project_id: 42,
    group_id: null,
    slug: 'home',
    title: 'home',
    format: 'markdown',
    content: '# Welcome\n\nStart with [Installation](installation).\n',
  },
  {
    project_id: 42,
    group_id: null,
    slug: 'installation',
    title: 'Installation',
    format: 'markdown',
    content: '# Installation\n\nRun `npm ci`.\n',
  },
  {
    project_id: 42,
    group_id: null,
    slug: 'faq',
    title: 'FAQ',
    format: 'markdown',
    content: '# FAQ\n\n## Why Node 20?\n\nIt is our runtime.\n',
  },
  {
    project_id: null,
    group_id: 10,
    slug: 'home',
    title: 'home',
    format: 'markdown',
    content: '# Group wiki\n\nConventions for every project.\n',
  },
];

export const seedSnippets: readonly SnippetRow[] = [
  {
    id: 61,
    project_id: 42,
    title: 'Login with curl',
    description: 'How to sign in from a script.',
    file_name: 'login.sh',
    content: 'curl -X POST https://app.example.com/login -d user=alice\n',
    visibility: 'internal',
    author_id: 2,
    created_at: '2025-02-01T09:00:00.000Z',
    updated_at: '2025-02-01T09:00:00.000Z',
  },
  {
    id: 62,
    project_id: 42,
    title: 'Reset a session',
    description: null,
    file_name: 'reset.ts',
    content: "await fetch('/session', { method: 'DELETE' });\n",
    visibility: 'private',
    author_id: 3,
    created_at: '2025-02-10T09:00:00.000Z',
    updated_at: '2025-02-10T09:00:00.000Z',
  },
  {
    id: 63,
    project_id: null,
    title: 'Useful git aliases',
    description: 'My .gitconfig aliases.',
    file_name: '.gitconfig',
    content: '[alias]\n  co = checkout\n  st = status\n',
    visibility: 'public',
    author_id: 2,
    created_at: '2025-01-15T09:00:00.000Z',
    updated_at: '2025-01-15T09:00:00.000Z',
  },
];

export const seedFeatureFlags: readonly FeatureFlagRow[] = [
  {
    project_id: 42,
    name: 'new_login_flow',
    description: 'The reworked login form.',
    active: true,
    version: 'new_version_flag',
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-15T09:00:00.000Z',
    strategies: [
      {
        id: 1101,
        name: 'gradualRolloutUserId',
        parameters: { groupId: 'default', percentage: '25' },
        scopes: [{ id: 1201, environment_scope: 'production' }],
      },
    ],
  },
  {
    project_id: 42,
    name: 'dark_mode',
    description: null,
    active: false,
    version: 'new_version_flag',
    created_at: '2025-02-01T09:00:00.000Z',
    updated_at: '2025-02-01T09:00:00.000Z',
    strategies: [
      { id: 1102, name: 'default', parameters: {}, scopes: [{ id: 1202, environment_scope: '*' }] },
    ],
  },
];

export const seedDeployKeys: readonly DeployKeyRow[] = [
  {
    id: 70,
    project_id: 42,
    title: 'Release tagging key',
    key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBandboxReleaseKeyForProject42xxxxxxxxxxxxxx release@example.com',
    fingerprint: '7c:12:5e:a0:44:9b:d1:3f:08:6a:c2:71:e5:90:1b:4d',
    fingerprint_sha256: 'SHA256:Rl8pQx2c0VnWm4t6YbK1sH9uE3aZ7jD5fG0iL2oN4qM',
    can_push: true,
    created_at: '2025-01-11T09:00:00.000Z',
    expires_at: null,
  },
  {
    id: 71,
    project_id: 42,
    title: 'CI deploy key',
    key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBandboxDeployKeyForProject42xxxxxxxxxxxxxxx ci@example.com',
    fingerprint: '4a:9d:64:15:ed:3a:e6:07:6e:89:36:b3:3b:03:05:d9',
    fingerprint_sha256: 'SHA256:Jrs3LD1Ji30xNLtTVf9NDCj7kkBgPBb2pjvTZ3HfIgU',
    can_push: false,
    created_at: '2025-01-12T09:00:00.000Z',
    expires_at: null,
  },
];
