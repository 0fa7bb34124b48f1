import { sha } from '../store/sha.js';
import type { BranchRow, CommitRow, RepoFileRow, TagRow } from '../store/rows.js';

interface Person {
  name: string;
  email: string;
}

const alice: Person = { name: 'Alice Anderson', email: 'alice@example.com' };
const bob: Person = { name: 'Bob Brown', email: 'bob@example.com' };
const carol: Person = { name: 'Carol Clark', email: 'carol@example.com' };
const root: Person = { name: 'Administrator', email: 'root@example.com' };
const people = [alice, bob, carol, root];

export interface SeedRepository {
  commits: CommitRow[];
  branches: BranchRow[];
  tags: TagRow[];
  files: RepoFileRow[];
}

/** A fork's repository: forking copies the whole repository, commits, branches, tags and files, into the fork. */
export function forkRepository(source: SeedRepository, projectId: number): SeedRepository {
  const into = <T extends { project_id: number }>(rows: T[]): T[] =>
    rows.map((row) => ({ ...row, project_id: projectId }));
  return {
    commits: into(source.commits),
    branches: into(source.branches),
    tags: into(source.tags),
    files: into(source.files),
  };
}

function makeCommit(
  projectId: number,
  key: string,
  title: string,
  date: string,
  parents: string[],
  author: Person,
  body = '',
): CommitRow {
  const id = sha(`${projectId}:${key}`);
  const additions = (title.length * 7) % 90;
  const deletions = (title.length * 3) % 40;
  return {
    project_id: projectId,
    id,
    short_id: id.slice(0, 8),
    title,
    message: body === '' ? `${title}\n` : `${title}\n\n${body}\n`,
    author_name: author.name,
    author_email: author.email,
    authored_date: date,
    committer_name: author.name,
    committer_email: author.email,
    committed_date: date,
    created_at: date,
    parent_ids: parents,
    stats: { additions, deletions, total: additions + deletions },
  };
}

const mainTitles = [
  'Initial commit',
  'Add package.json and tooling',
  'Add the HTTP server skeleton',
  'Add session handling',
  'Add the login page',
  'Add CI configuration',
  'Document local set-up in the README',
  'Hash passwords with scrypt',
  'Add logout',
  'Add user settings page',
  'Prepare release 1.0',
  'Fix redirect after login',
  'Add rate limiting to the login form',
  'Add audit log entries for sign-in',
  'Upgrade TypeScript to 5.9',
  'Add CSV export of users',
  'Fix timezone in audit log',
  'Add dark mode toggle',
  'Prepare release 1.1',
  'Add webhooks for sign-in events',
  'Rewrite the README',
  'Add two-factor authentication',
  'Fix flaky session test',
  'Add search to the users page',
  'Translate the login page',
  'Prepare release 1.2',
  'Add avatar upload',
  'Fix memory leak in session store',
  'Add notifications settings',
  'Merge branch develop into main',
];

/**
 * Changelog trailers (https://docs.gitlab.com/user/project/changelogs/) on the main commits after v1.2.0, so the
 * changelog API has something to generate for 1.3.0.
 */
const mainBodies: Record<number, string> = {
  26: 'Changelog: added',
  27: 'Changelog: fixed',
  28: 'Changelog: added',
};

/** The 41 branches of group/project besides main, develop, feature/login and feature/fix-login. */
const otherBranches = [
  'release/1.0',
  'release/1.1',
  'release/1.2',
  'hotfix/session-timeout',
  'hotfix/csrf-token',
  'feature/dark-mode',
  'feature/search',
  'feature/export-csv',
  'feature/avatar-upload',
  'feature/two-factor',
  'feature/audit-log',
  'feature/webhooks',
  'feature/rate-limit',
  'feature/i18n',
  'feature/notifications',
  'feature/sso',
  'feature/api-v2',
  'feature/markdown-preview',
  'feature/billing',
  'feature/onboarding',
  'bugfix/null-milestone',
  'bugfix/pagination-off-by-one',
  'bugfix/timezone',
  'bugfix/unicode-titles',
  'bugfix/memory-leak',
  'chore/deps-update',
  'chore/eslint-10',
  'chore/node-20',
  'docs/readme',
  'docs/api-guide',
  'docs/contributing',
  'refactor/auth-module',
  'refactor/store',
  'refactor/router',
  'test/e2e-login',
  'test/flaky-retry',
  'experiment/graphql',
  'experiment/wasm',
  'spike/cache',
  'renovate/vitest-4',
  'renovate/typescript-5.9',
];

/** Branches that point at a main commit (so GitLab reports them merged), by index into main's history. */
const mergedAt: Record<string, number> = {
  'release/1.0': 10,
  'release/1.1': 18,
  'release/1.2': 25,
  'docs/readme': 20,
};

function isoDay(start: string, hoursLater: number): string {
  return new Date(Date.parse(start) + hoursLater * 3_600_000).toISOString();
}

const projectFiles: Record<string, string> = {
  'README.md':
    '# Project\n\nThe example web application.\n\n## Development\n\n```sh\nnpm ci\nnpm test\n```\n',
  'package.json':
    '{\n  "name": "project",\n  "version": "1.2.0",\n  "type": "module",\n  "scripts": { "test": "vitest run" }\n}\n',
  'src/index.ts': "import { startServer } from './server.js';\n\nawait startServer({ port: 8080 });\n",
  'src/server.ts':
    "import { createServer } from 'node:http';\n\nexport async function startServer(options: { port: number }) {\n  createServer().listen(options.port);\n}\n",
  'src/login.ts':
    'export function login(user: string, password: string): boolean {\n  if (password.length === 0) return false;\n  return user.length > 0;\n}\n',
  'src/session.ts':
    'export interface Session {\n  user: string;\n  expiresAt: number;\n}\n\nexport const SESSION_TTL_MS = 30 * 60 * 1000;\n',
  'tests/login.test.ts':
    "import { expect, test } from 'vitest';\nimport { login } from '../src/login.js';\n\ntest('login', () => {\n  expect(login('alice', 'secret')).toBe(true);\n});\n",
  'docs/guide.md': '# Guide\n\nSign in with your username and password.\n',
  '.gitlab-ci.yml':
    'stages: [build, test, deploy]\n\nbuild:\n  stage: build\n  script: npm ci\n\ntest:\n  stage: test\n  script: npm test\n\nlint:\n  stage: test\n  script: npm run lint\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n  rules:\n    - if: $CI_COMMIT_BRANCH == "main"\n',
  LICENSE: 'MIT License\n\nCopyright (c) 2025 Example Inc.\n',
  // The submodule itself is a tree entry of type commit (seed/repository-extras.ts), not a file.
  '.gitmodules':
    '[submodule "vendor/library"]\n\tpath = vendor/library\n\turl = https://gitlab.example.com/group/subgroup/library.git\n',
};

/** group/project: 45 branches; main, develop, feature/login are the three most recently updated, in that order. */
export function seedProjectRepository(): SeedRepository {
  const projectId = 42;
  const commits: CommitRow[] = [];
  const main: CommitRow[] = [];
  mainTitles.forEach((title, index) => {
    const date = index === 29 ? '2025-03-20T16:00:00.000Z' : isoDay('2025-01-10T10:00:00.000Z', index * 48);
    const parents = index === 0 ? [] : [main[index - 1]!.id];
    const commit = makeCommit(
      projectId,
      `main-${index}`,
      title,
      date,
      parents,
      people[index % people.length]!,
      mainBodies[index],
    );
    main.push(commit);
    commits.push(commit);
  });
  const tip = (index: number): string => main[index]!.id;
  const branches: BranchRow[] = [{ project_id: projectId, name: 'main', commit_id: tip(29) }];

  const own = (name: string, title: string, date: string, parent: string, author: Person): CommitRow => {
    const commit = makeCommit(projectId, `branch-${name}-${date}`, title, date, [parent], author);
    commits.push(commit);
    return commit;
  };
  const develop = own('develop', 'Start the 1.3 cycle', '2025-03-20T12:00:00.000Z', tip(28), bob);
  branches.push({ project_id: projectId, name: 'develop', commit_id: develop.id });
  const featureLogin = own(
    'feature/login',
    'Add remember-me to login',
    '2025-03-20T08:00:00.000Z',
    tip(28),
    alice,
  );
  branches.push({ project_id: projectId, name: 'feature/login', commit_id: featureLogin.id });
  const fix1 = own('feature/fix-login', 'Reject empty passwords', '2025-03-14T16:00:00.000Z', tip(27), alice);
  const fix2 = own(
    'feature/fix-login',
    'Test the empty password case',
    '2025-03-15T09:00:00.000Z',
    fix1.id,
    alice,
  );
  const fix3 = own(
    'feature/fix-login',
    'Document the login rules',
    '2025-03-15T10:00:00.000Z',
    fix2.id,
    alice,
  );
  branches.push({ project_id: projectId, name: 'feature/fix-login', commit_id: fix3.id });

  otherBranches.forEach((name, index) => {
    const merged = mergedAt[name];
    if (merged !== undefined) {
      branches.push({ project_id: projectId, name, commit_id: tip(merged) });
      return;
    }
    const date = isoDay('2025-02-01T09:00:00.000Z', index * 16);
    const parent = tip(Math.min(27, 8 + (index % 20)));
    const commit = own(name, `Work on ${name}`, date, parent, people[index % 3]!);
    branches.push({ project_id: projectId, name, commit_id: commit.id });
  });

  const tags: TagRow[] = [
    { name: 'v0.9.0', at: 5, message: null },
    { name: 'v1.0.0', at: 10, message: 'Release 1.0.0' },
    { name: 'v1.1.0', at: 18, message: 'Release 1.1.0' },
    { name: 'v1.2.0', at: 25, message: 'Release 1.2.0' },
  ].map((tag) => ({
    project_id: projectId,
    name: tag.name,
    commit_id: tip(tag.at),
    message: tag.message,
    target: tag.message === null ? tip(tag.at) : sha(`${projectId}:tag:${tag.name}`),
    created_at: tag.message === null ? null : main[tag.at]!.committed_date,
    protected: tag.name.startsWith('v1'),
  }));

  const files = Object.entries(projectFiles).map(([path, content]) => ({
    project_id: projectId,
    branch: 'main',
    path,
    content,
    last_commit_id: tip(29),
  }));
  return { commits, branches, tags, files };
}

/** A small repository (main only) for the other projects. */
export function seedSmallRepository(projectId: number, name: string): SeedRepository {
  const dates = ['2025-01-05T09:00:00.000Z', '2025-02-05T09:00:00.000Z', '2025-03-05T09:00:00.000Z'];
  const commits: CommitRow[] = [];
  dates.forEach((date, index) => {
    const parents = index === 0 ? [] : [commits[index - 1]!.id];
    const title = index === 0 ? 'Initial commit' : `Update ${name} (${index})`;
    commits.push(makeCommit(projectId, `main-${index}`, title, date, parents, people[index]!));
  });
  const head = commits[commits.length - 1]!.id;
  return {
    commits,
    branches: [{ project_id: projectId, name: 'main', commit_id: head }],
    tags: [],
    files: [
      {
        project_id: projectId,
        branch: 'main',
        path: 'README.md',
        content: `# ${name}\n`,
        last_commit_id: head,
      },
    ],
  };
}
