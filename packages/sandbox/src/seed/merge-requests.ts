import type { DiffRow, MergeRequestRow } from '../store/rows.js';
import { rememberMeDiffs } from './mr-review.js';
import { BOBS_FORK } from './projects.js';

interface MrSpec {
  iid: number;
  title: string;
  source: string;
  target?: string;
  author: number;
  reviewers?: number[];
  assignees?: number[];
  state: MergeRequestRow['state'];
  labels?: string[];
  pipeline?: number;
  draft?: boolean;
  conflict?: boolean;
  detailed?: string;
  created: string;
  milestone?: number;
  /** Default: the title and a `Closes #n.` line. */
  description?: string;
  /** The fork the source branch lives in; default: group/project itself. */
  fromFork?: number;
}

const specs: MrSpec[] = [
  {
    iid: 230,
    title: 'Add dark mode toggle',
    source: 'feature/dark-mode',
    // From bob's fork, letting maintainers push to his branch: GitLab answers `allow_collaboration` for it.
    fromFork: BOBS_FORK,
    author: 3,
    reviewers: [2],
    state: 'merged',
    labels: ['feature'],
    pipeline: 1197,
    created: '2025-02-02T09:00:00.000Z',
  },
  {
    iid: 231,
    title: 'Add CSV export of users',
    source: 'feature/export-csv',
    author: 2,
    state: 'merged',
    labels: ['feature'],
    pipeline: 1198,
    created: '2025-02-04T09:00:00.000Z',
  },
  {
    iid: 232,
    title: 'Draft: Add single sign-on',
    source: 'feature/sso',
    author: 4,
    state: 'opened',
    draft: true,
    detailed: 'draft_status',
    labels: ['feature'],
    created: '2025-02-10T09:00:00.000Z',
  },
  {
    iid: 233,
    title: 'Add audit log entries',
    source: 'feature/audit-log',
    author: 3,
    state: 'closed',
    created: '2025-02-12T09:00:00.000Z',
  },
  {
    iid: 234,
    title: 'Add webhooks for sign-in events',
    source: 'feature/webhooks',
    author: 2,
    state: 'merged',
    pipeline: 1200,
    created: '2025-02-14T09:00:00.000Z',
    milestone: 32,
  },
  {
    iid: 235,
    title: 'Rate limit the login form',
    source: 'feature/rate-limit',
    author: 3,
    reviewers: [2],
    state: 'opened',
    conflict: true,
    detailed: 'conflict',
    labels: ['security'],
    pipeline: 1201,
    created: '2025-02-20T09:00:00.000Z',
    milestone: 33,
  },
  {
    iid: 236,
    title: 'Translate the login page',
    source: 'feature/i18n',
    author: 4,
    reviewers: [3],
    state: 'opened',
    detailed: 'ci_still_running',
    pipeline: 1202,
    created: '2025-02-25T09:00:00.000Z',
    // The translations ship with v2.0: that milestone's merge request, beside its issue #39.
    milestone: 34,
  },
  {
    iid: 237,
    title: 'Add notifications settings',
    source: 'feature/notifications',
    author: 2,
    reviewers: [4],
    state: 'opened',
    detailed: 'ci_must_pass',
    pipeline: 1203,
    created: '2025-03-01T09:00:00.000Z',
  },
  {
    iid: 238,
    title: 'Start API v2',
    source: 'feature/api-v2',
    author: 1,
    state: 'opened',
    detailed: 'ci_still_running',
    pipeline: 1204,
    created: '2025-03-03T09:00:00.000Z',
  },
  {
    iid: 239,
    title: 'Markdown preview in comments',
    source: 'feature/markdown-preview',
    author: 3,
    state: 'closed',
    created: '2025-03-05T09:00:00.000Z',
  },
  {
    iid: 240,
    title: 'Draft: Billing page',
    source: 'feature/billing',
    author: 4,
    state: 'opened',
    draft: true,
    detailed: 'draft_status',
    created: '2025-03-06T09:00:00.000Z',
  },
  {
    iid: 241,
    title: 'Improve onboarding emails',
    source: 'feature/onboarding',
    author: 2,
    state: 'opened',
    labels: ['documentation'],
    created: '2025-03-08T09:00:00.000Z',
  },
  {
    iid: 242,
    title: 'Fix crash on null milestone',
    source: 'bugfix/null-milestone',
    author: 3,
    state: 'merged',
    labels: ['bug'],
    pipeline: 1205,
    created: '2025-03-10T09:00:00.000Z',
    milestone: 33,
  },
  // The contract's merge_request.get example (output-format, "Un objeto"): its card has a row per field GitLab sends
  // that is not null or empty, so !243 has no assignee, no milestone and an empty description.
  {
    iid: 243,
    title: 'Fix login bug',
    source: 'feature/fix-login',
    author: 2,
    reviewers: [3],
    assignees: [],
    description: '',
    state: 'opened',
    labels: ['bug'],
    pipeline: 1207,
    created: '2025-03-15T10:30:00.000Z',
  },
  {
    iid: 244,
    title: 'Add remember-me to login',
    source: 'feature/login',
    author: 2,
    reviewers: [3, 4],
    state: 'opened',
    detailed: 'ci_still_running',
    labels: ['feature'],
    pipeline: 1208,
    created: '2025-03-20T08:30:00.000Z',
  },
  {
    iid: 245,
    title: 'Start the 1.3 cycle',
    source: 'develop',
    author: 3,
    reviewers: [2],
    state: 'opened',
    labels: ['feature'],
    pipeline: 1209,
    created: '2025-03-20T12:30:00.000Z',
  },
];

const fixLoginDiffs: DiffRow[] = [
  {
    old_path: 'src/login.ts',
    new_path: 'src/login.ts',
    a_mode: '100644',
    b_mode: '100644',
    diff: '@@ -1,4 +1,5 @@\n export function login(user: string, password: string): boolean {\n-  if (password.length === 0) return false;\n+  if (password.trim().length === 0) return false;\n+  if (user.trim().length === 0) return false;\n   return user.length > 0;\n }\n',
    new_file: false,
    renamed_file: false,
    deleted_file: false,
  },
  {
    old_path: 'tests/login.test.ts',
    new_path: 'tests/login.test.ts',
    a_mode: '100644',
    b_mode: '100644',
    diff: "@@ -5,3 +5,7 @@ import { login } from '../src/login.js';\n test('login', () => {\n   expect(login('alice', 'secret')).toBe(true);\n });\n+\n+test('login rejects an empty password', () => {\n+  expect(login('alice', '   ')).toBe(false);\n+});\n",
    new_file: false,
    renamed_file: false,
    deleted_file: false,
  },
  {
    old_path: 'docs/guide.md',
    new_path: 'docs/guide.md',
    a_mode: '100644',
    b_mode: '100644',
    diff: '@@ -1,3 +1,5 @@\n # Guide\n \n Sign in with your username and password.\n+\n+Passwords made only of spaces are refused.\n',
    new_file: false,
    renamed_file: false,
    deleted_file: false,
  },
];

function genericDiff(source: string): DiffRow[] {
  const file = `src/${source.split('/').pop() ?? 'change'}.ts`;
  return [
    {
      old_path: file,
      new_path: file,
      a_mode: '0',
      b_mode: '100644',
      diff: `@@ -0,0 +1,3 @@\n+// ${source}\n+export const enabled = true;\n+\n`,
      new_file: true,
      renamed_file: false,
      deleted_file: false,
    },
  ];
}

function later(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
}

/** Merge requests of group/project; `tipOf` gives a branch's head sha. !243 is a fixed fact (sandbox-api.md). */
export function seedMergeRequests(tipOf: (branch: string) => string): MergeRequestRow[] {
  return specs.map((spec) => {
    const merged = spec.state === 'merged';
    const closed = spec.state === 'closed';
    const updated = merged || closed ? later(spec.created, 30) : later(spec.created, 2);
    return {
      id: 9000 + spec.iid,
      iid: spec.iid,
      project_id: 42,
      source_project_id: spec.fromFork ?? 42,
      allow_collaboration: spec.fromFork !== undefined,
      title: spec.title,
      description: spec.description ?? `${spec.title}.\n\nCloses #${spec.iid - 205}.`,
      state: spec.state,
      source_branch: spec.source,
      target_branch: spec.target ?? 'main',
      author_id: spec.author,
      assignee_ids: spec.assignees ?? [spec.author],
      reviewer_ids: spec.reviewers ?? [],
      approved_by_ids: merged ? [1] : [],
      labels: spec.labels ?? [],
      milestone_id: spec.milestone ?? null,
      head_pipeline_id: spec.pipeline ?? null,
      draft: spec.draft ?? false,
      detailed_merge_status: merged || closed ? 'not_open' : (spec.detailed ?? 'mergeable'),
      merge_status: spec.conflict === true ? 'cannot_be_merged' : 'can_be_merged',
      has_conflicts: spec.conflict ?? false,
      sha: tipOf(spec.source),
      merge_commit_sha: merged ? tipOf('main') : null,
      squash_commit_sha: null,
      squash: false,
      should_remove_source_branch: merged ? true : null,
      force_remove_source_branch: true,
      merge_when_pipeline_succeeds: false,
      merged_by_id: merged ? 1 : null,
      merged_at: merged ? updated : null,
      closed_by_id: closed ? spec.author : null,
      closed_at: closed ? updated : null,
      created_at: spec.created,
      updated_at: updated,
      discussion_locked: null,
      diffs:
        spec.iid === 243
          ? fixLoginDiffs
          : spec.iid === 244
            ? [...genericDiff(spec.source), ...rememberMeDiffs()]
            : genericDiff(spec.source),
      upvotes: spec.iid === 243 ? 1 : 0,
      downvotes: 0,
    };
  });
}
