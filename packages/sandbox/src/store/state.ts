import type { Tier } from '../types.js';
import type {
  BoardRow,
  BranchRow,
  CommitRow,
  DeployKeyRow,
  DeploymentRow,
  DraftNoteRow,
  EnvironmentRow,
  FeatureFlagRow,
  GroupRow,
  IssueRow,
  JobRow,
  LabelRow,
  MemberRow,
  MergeRequestRow,
  MilestoneRow,
  NoteRow,
  PipelineRow,
  PlainRow,
  ProjectRow,
  ProtectedBranchRow,
  ReleaseRow,
  RepoFileRow,
  SnippetRow,
  TagRow,
  TokenRow,
  UserRow,
  WikiPageRow,
} from './rows.js';

/** Every stored table. Arrays are the source of truth: writes push, splice or mutate rows in place. */
export interface Tables {
  users: UserRow[];
  groups: GroupRow[];
  projects: ProjectRow[];
  commits: CommitRow[];
  branches: BranchRow[];
  protectedBranches: ProtectedBranchRow[];
  tags: TagRow[];
  files: RepoFileRow[];
  mergeRequests: MergeRequestRow[];
  issues: IssueRow[];
  notes: NoteRow[];
  draftNotes: DraftNoteRow[];
  labels: LabelRow[];
  milestones: MilestoneRow[];
  pipelines: PipelineRow[];
  jobs: JobRow[];
  releases: ReleaseRow[];
  environments: EnvironmentRow[];
  deployments: DeploymentRow[];
  wikiPages: WikiPageRow[];
  snippets: SnippetRow[];
  featureFlags: FeatureFlagRow[];
  deployKeys: DeployKeyRow[];
  boards: BoardRow[];
  members: MemberRow[];
  tokens: TokenRow[];
}

/** Issues that exist without being stored: `count` rows with iids 1..count, built on demand (see generated-issues.ts). */
export interface GeneratedIssues {
  project_id: number;
  count: number;
  /** Iids copied into `tables.issues` (on first single read or write); the generator skips them. */
  materialized: Set<number>;
}

export interface SandboxConfig {
  tier: Tier;
  externalUrl: string;
  seed: number;
}

/** The whole sandbox state, shared by the REST and GraphQL halves. */
export interface SandboxState {
  config: SandboxConfig;
  tables: Tables;
  /** Tables of collections whose rows are kept as GitLab's JSON (hooks, variables, badges, …), by collection name. */
  plain: Record<string, PlainRow[]>;
  generatedIssues: GeneratedIssues[];
  /** Next free global id per kind; see nextId. */
  counters: Map<string, number>;
  /** The current time as GitLab writes it (`2025-03-21T09:00:00.000Z`); frozen when the sandbox runs with `now`. */
  now(): string;
}

/** The next free global id of a kind, above every id the seed used for it. */
export function nextId(state: SandboxState, kind: string, rows: readonly { id?: unknown }[]): number {
  const known = state.counters.get(kind);
  const next =
    known ??
    rows.reduce<number>((max, row) => (typeof row.id === 'number' && row.id > max ? row.id : max), 0) + 1;
  state.counters.set(kind, next + 1);
  return next;
}

/** The next project-scoped iid: GitLab numbers issues, MRs, milestones, pipelines per project. */
export function nextIid(rows: readonly { iid: number }[], floor = 0): number {
  return rows.reduce((max, row) => (row.iid > max ? row.iid : max), floor) + 1;
}

/** A clock that returns GitLab's timestamp form; frozen at `frozen` when given. */
export function makeClock(frozen: string | undefined): () => string {
  if (frozen === undefined) return () => new Date().toISOString();
  const fixed = new Date(frozen).toISOString();
  return () => fixed;
}

/**
 * The date (`2026-03-21`) one year after an ISO time: the expiry of the seeded tokens and licence, counted from the
 * sandbox clock so that they are valid whatever the machine's date, frozen clock or not.
 */
export function yearAfter(now: string): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
