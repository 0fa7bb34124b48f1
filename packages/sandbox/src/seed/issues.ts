import { sha } from '../store/sha.js';
import type { IssueRow, NoteRow } from '../store/rows.js';

/** Titles of issues #1..#41 of group/project; #42 is the next one created (sandbox-api.md). */
const titles = [
  'Set up the repository',
  'Add a login page',
  'Store sessions server-side',
  'Hash passwords',
  'Add CI pipeline',
  'Write the README',
  'Logout does not clear the cookie',
  'Add user settings',
  'Redirect loops after login',
  'Release 1.0',
  'Rate limit sign-in attempts',
  'Audit log for sign-in',
  'Upgrade TypeScript',
  'Export users as CSV',
  'Audit log shows wrong timezone',
  'Dark mode',
  'Release 1.1',
  'Webhooks for sign-in events',
  'Rewrite the README for contributors',
  'Two-factor authentication',
  'Flaky session test on CI',
  'Search users by name',
  'Translate the login page',
  'Release 1.2',
  'Avatar upload',
  'Memory leak in the session store',
  'Notification settings',
  'Single sign-on with SAML',
  'API v2 design',
  'Markdown preview in comments',
  'Billing page',
  'Onboarding emails are sent twice',
  'Crash when an issue has no milestone',
  'Login accepts a password made of spaces',
  'Remember-me checkbox',
  'Document the 1.3 cycle',
  'Pagination shows one page too many',
  'Unicode titles are cut in emails',
  'Cache the users page',
  'Evaluate WebAssembly for hashing',
  'Login button misaligned on mobile',
];

const labelSets: string[][] = [
  ['bug'],
  ['feature'],
  ['documentation'],
  ['bug', 'security'],
  [],
  ['feature', 'priority::high'],
];

function at(hoursAfterStart: number): string {
  return new Date(Date.parse('2025-01-06T09:00:00.000Z') + hoursAfterStart * 3_600_000).toISOString();
}

export function seedIssues(): IssueRow[] {
  return titles.map((title, index) => {
    const iid = index + 1;
    const created = iid === 41 ? '2025-03-20T14:00:00.000Z' : at(index * 40);
    const closed = iid <= 26 && iid % 3 !== 0;
    const updated = closed ? at(index * 40 + 30) : created;
    return {
      id: 500 + iid,
      iid,
      project_id: 42,
      title,
      description: `${title}.`,
      state: closed ? 'closed' : 'opened',
      author_id: (index % 4) + 1,
      assignee_ids: iid % 5 === 0 ? [] : [((index + 1) % 4) + 1],
      // #34 and the newest issue, #41, are reported bugs whatever the cycle of label sets gives them.
      labels: iid === 34 || iid === 41 ? ['bug'] : labelSets[index % labelSets.length]!,
      // #39, caching the users page, is planned for v2.0.
      milestone_id: iid <= 10 ? 31 : iid <= 18 ? 32 : iid <= 30 ? 33 : iid === 39 ? 34 : null,
      confidential: iid === 26,
      discussion_locked: null,
      due_date: iid % 7 === 0 ? '2025-04-30' : null,
      weight: iid % 4 === 0 ? 3 : null,
      issue_type: iid === 26 ? 'incident' : 'issue',
      created_at: created,
      updated_at: updated,
      closed_at: closed ? updated : null,
      closed_by_id: closed ? 1 : null,
      upvotes: iid % 6,
      downvotes: 0,
    };
  });
}

/** Issue #n of group/big, generated on demand (10,050 of them; see store/generated-issues.ts). */
export function generatedBigIssue(iid: number): IssueRow {
  const created = new Date(Date.parse('2024-06-01T00:00:00.000Z') + iid * 600_000).toISOString();
  return {
    id: 100_000 + iid,
    iid,
    project_id: 43,
    title: `Generated issue ${iid}`,
    description: `Issue number ${iid} of the big project.`,
    state: iid % 4 === 0 ? 'closed' : 'opened',
    author_id: (iid % 4) + 1,
    assignee_ids: [],
    labels: iid % 2 === 0 ? ['bug'] : [],
    milestone_id: null,
    confidential: false,
    discussion_locked: null,
    due_date: null,
    weight: null,
    issue_type: 'issue',
    created_at: created,
    updated_at: created,
    closed_at: iid % 4 === 0 ? created : null,
    closed_by_id: iid % 4 === 0 ? 1 : null,
    upvotes: 0,
    downvotes: 0,
  };
}

interface NoteSpec {
  id: number;
  on:
    { type: 'MergeRequest'; iid: number } | { type: 'Issue'; iid: number } | { type: 'Commit'; sha: string };
  discussion: string;
  author: number;
  body: string;
  created: string;
  system?: boolean;
  resolvable?: boolean;
  resolved?: boolean;
  /** A note on a diff line (DiffNote): GitLab's position object. */
  position?: Record<string, unknown>;
}

function note(spec: NoteSpec): NoteRow {
  const on = spec.on;
  return {
    id: spec.id,
    project_id: 42,
    noteable_type: on.type,
    noteable_id: on.type === 'MergeRequest' ? 9000 + on.iid : on.type === 'Issue' ? 500 + on.iid : null,
    noteable_iid: on.type === 'Commit' ? null : on.iid,
    commit_id: on.type === 'Commit' ? on.sha : null,
    discussion_id: sha(`discussion:${spec.discussion}`),
    body: spec.body,
    author_id: spec.author,
    created_at: spec.created,
    updated_at: spec.created,
    system: spec.system ?? false,
    internal: false,
    resolvable: spec.resolvable ?? false,
    resolved: spec.resolved ?? false,
    resolved_by_id: spec.resolved === true ? 2 : null,
    position: spec.position ?? null,
  };
}

/**
 * Notes of group/project. !243 has exactly two user notes (user_notes_count 2) plus one system note; its review
 * thread sits on a changed line at `reviewPosition`.
 */
export function seedNotes(mainTip: string, reviewPosition: Record<string, unknown>): NoteRow[] {
  const mr = (iid: number) => ({ type: 'MergeRequest', iid }) as const;
  const issue = (iid: number) => ({ type: 'Issue', iid }) as const;
  return [
    note({
      id: 3001,
      on: mr(243),
      discussion: 'mr243-review',
      author: 2,
      body: 'requested review from @bob',
      created: '2025-03-15T10:31:00.000Z',
      system: true,
    }),
    note({
      id: 3002,
      on: mr(243),
      discussion: 'mr243-thread',
      author: 3,
      body: 'Could you add a test for the empty password case?',
      created: '2025-03-15T11:00:00.000Z',
      resolvable: true,
      resolved: true,
      position: reviewPosition,
    }),
    note({
      id: 3003,
      on: mr(243),
      discussion: 'mr243-thread',
      author: 2,
      body: 'Added in the latest commit, thanks!',
      created: '2025-03-15T11:30:00.000Z',
      resolvable: true,
      resolved: true,
      position: reviewPosition,
    }),
    note({
      id: 3004,
      on: mr(244),
      discussion: 'mr244-thread',
      author: 4,
      body: 'Should remember-me be opt-in?',
      created: '2025-03-20T09:00:00.000Z',
      resolvable: true,
    }),
    note({
      id: 3005,
      on: mr(235),
      discussion: 'mr235-thread',
      author: 2,
      body: 'This conflicts with the session changes on main.',
      created: '2025-02-21T09:00:00.000Z',
      resolvable: true,
    }),
    note({
      id: 3011,
      on: mr(245),
      discussion: 'mr245-thread',
      author: 2,
      body: 'Which milestone does the 1.3 cycle start with?',
      created: '2025-03-20T13:00:00.000Z',
      resolvable: true,
    }),
    note({
      id: 3006,
      on: issue(41),
      discussion: 'issue41-a',
      author: 3,
      body: 'I can reproduce this on Safari.',
      created: '2025-03-20T15:00:00.000Z',
    }),
    note({
      id: 3007,
      on: issue(41),
      discussion: 'issue41-b',
      author: 2,
      body: 'Looks like a CSS flexbox issue.',
      created: '2025-03-20T15:30:00.000Z',
    }),
    note({
      id: 3008,
      on: issue(34),
      discussion: 'issue34-a',
      author: 1,
      body: 'Fixed by !243 once merged.',
      created: '2025-03-15T12:00:00.000Z',
    }),
    note({
      id: 3009,
      on: issue(34),
      discussion: 'issue34-b',
      author: 1,
      body: 'added ~"bug" label',
      created: '2025-03-15T12:01:00.000Z',
      system: true,
    }),
    // The system notes of !245's close and reopen (its resource state events, seed/merge-request-extras.ts).
    note({
      id: 3011,
      on: mr(245),
      discussion: 'mr245-closed',
      author: 3,
      body: 'closed',
      created: '2025-03-20T12:40:00.000Z',
      system: true,
    }),
    note({
      id: 3012,
      on: mr(245),
      discussion: 'mr245-reopened',
      author: 3,
      body: 'reopened',
      created: '2025-03-20T12:45:00.000Z',
      system: true,
    }),
    note({
      id: 3010,
      on: { type: 'Commit', sha: mainTip },
      discussion: 'commit-main',
      author: 4,
      body: 'Nice merge.',
      created: '2025-03-20T16:30:00.000Z',
    }),
  ];
}
