import { randomUUID } from 'node:crypto';
import { inputRequired } from '@modelcontextprotocol/server';
import type { ElicitInputParams } from '@modelcontextprotocol/server';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { FormAnswer, FormRequest } from '../user-questions.js';

/** How long a task is kept from its creation (ttlMs): past the longest action (GITLAB_MCP_ACTION_TIMEOUT, 65 min). */
export const TASK_TTL_MS = 2 * 60 * 60 * 1000;
/** The most tasks one credential holds, running or finished; past it a long call is answered in-line. */
export const MAX_TASKS_PER_CREDENTIAL = 32;
/** How often a client is asked to poll tasks/get (pollIntervalMs): a wait's own poll is seconds apart. */
export const TASK_POLL_INTERVAL_MS = 2000;

/** What a task's work ends with: the tool's own answer, or a JSON-RPC error (the task then `failed`). */
export type TaskOutcome =
  { kind: 'result'; result: object } | { kind: 'error'; code: number; message: string };

/**
 * The work behind a task, run from its start on every round: with the answers the user gave so far (a question
 * not yet answered throws an `input_needed` error), the task's cancellation, and a way to say how far it has come.
 */
export type TaskWork = (
  answers: Readonly<Record<string, FormAnswer>>,
  signal: AbortSignal,
  report: (message: string) => void,
) => Promise<TaskOutcome>;

type Status = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

interface HeldTask {
  taskId: string;
  status: Status;
  statusMessage?: string;
  createdAt: number;
  lastUpdatedAt: number;
  work: TaskWork;
  cancel: AbortController;
  answers: Record<string, FormAnswer>;
  /** The question the task waits on while `input_required`. */
  asking?: { key: string; form: FormRequest };
  outcome?: TaskOutcome;
}

/**
 * The tasks of one credential (MCP 2026-07-28 Tasks extension, `io.modelcontextprotocol/tasks`): each is found
 * only by its credential's requests, so a task ID never reads another token's work. Bounded: a task is dropped
 * TASK_TTL_MS after its creation (still running, it is cancelled), and at most MAX_TASKS_PER_CREDENTIAL are held.
 */
export class TaskStore {
  private readonly tasks = new Map<string, HeldTask>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts the work as a task; null when the credential already holds its most running tasks. */
  start(work: TaskWork): Record<string, unknown> | null {
    this.dropExpired();
    if (this.tasks.size >= MAX_TASKS_PER_CREDENTIAL && !this.dropOldestFinished()) return null;
    const at = this.now();
    const task: HeldTask = {
      taskId: randomUUID(),
      status: 'working',
      createdAt: at,
      lastUpdatedAt: at,
      work,
      cancel: new AbortController(),
      answers: {},
    };
    this.tasks.set(task.taskId, task);
    this.run(task);
    return wireTask(task);
  }

  /** A task as tasks/get shows it, with its result, error or pending question; undefined when unknown or gone. */
  get(taskId: string): Record<string, unknown> | undefined {
    this.dropExpired();
    const task = this.tasks.get(taskId);
    return task && detailed(task);
  }

  /**
   * The user's answer to the question a task waits on: the work runs again from its start with it. Answers to any
   * other key are ignored (the specification's rule for keys not outstanding). False when the task is unknown.
   */
  update(taskId: string, responses: Readonly<Record<string, FormAnswer>>): boolean {
    this.dropExpired();
    const task = this.tasks.get(taskId);
    if (!task) return false;
    const answer = task.asking ? responses[task.asking.key] : undefined;
    if (task.status === 'input_required' && task.asking && answer) {
      task.answers = { ...task.answers, [task.asking.key]: answer };
      delete task.asking;
      this.move(task, 'working');
      this.run(task);
    }
    return true;
  }

  /** Cancels a task's GitLab requests (its signal aborts); a finished task stays as it ended. False when unknown. */
  cancel(taskId: string): boolean {
    this.dropExpired();
    const task = this.tasks.get(taskId);
    if (!task) return false;
    if (!isFinished(task.status)) {
      task.cancel.abort();
      delete task.asking;
      this.move(task, 'cancelled', 'Cancelled by the client.');
    }
    return true;
  }

  /** Whether any task is held: the credential's handler is kept while one is. */
  get size(): number {
    this.dropExpired();
    return this.tasks.size;
  }

  /** Cancels every running task: the credential's handler is going away. */
  close(): void {
    for (const task of this.tasks.values()) task.cancel.abort();
    this.tasks.clear();
  }

  private run(task: HeldTask): void {
    const report = (message: string) => {
      if (task.status === 'working') this.move(task, 'working', message);
    };
    const round = task.answers;
    void task.work(round, task.cancel.signal, report).then(
      (outcome) => this.finish(task, round, outcome),
      (error: unknown) => {
        if (task.answers !== round || task.status !== 'working') return;
        if (hasErrorCode(error, 'input_needed')) {
          const { key, form } = error.details;
          task.asking = { key, form };
          this.move(task, 'input_required', form.message);
          return;
        }
        this.finish(task, round, {
          kind: 'error',
          code: codeOf(error),
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }

  /** Records the work's outcome, unless the task was cancelled or a later round replaced this one. */
  private finish(task: HeldTask, round: object, outcome: TaskOutcome): void {
    if (task.answers !== round || task.status !== 'working') return;
    task.outcome = outcome;
    this.move(
      task,
      outcome.kind === 'result' ? 'completed' : 'failed',
      outcome.kind === 'error' ? outcome.message : undefined,
    );
  }

  private move(task: HeldTask, status: Status, message?: string): void {
    task.status = status;
    task.lastUpdatedAt = this.now();
    if (message === undefined) delete task.statusMessage;
    else task.statusMessage = message;
  }

  private dropExpired(): void {
    const oldest = this.now() - TASK_TTL_MS;
    for (const [taskId, task] of this.tasks)
      if (task.createdAt <= oldest) {
        task.cancel.abort();
        this.tasks.delete(taskId);
      }
  }

  private dropOldestFinished(): boolean {
    for (const [taskId, task] of this.tasks) if (isFinished(task.status)) return this.tasks.delete(taskId);
    return false;
  }
}

function isFinished(status: Status): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** The Task fields every answer about a task carries (the extension's `Task`). */
function wireTask(task: HeldTask): Record<string, unknown> {
  return {
    taskId: task.taskId,
    status: task.status,
    ...(task.statusMessage === undefined ? {} : { statusMessage: task.statusMessage }),
    createdAt: new Date(task.createdAt).toISOString(),
    lastUpdatedAt: new Date(task.lastUpdatedAt).toISOString(),
    ttlMs: TASK_TTL_MS,
    pollIntervalMs: TASK_POLL_INTERVAL_MS,
  };
}

/** The extension's `DetailedTask`: the status's own payload inlined. */
function detailed(task: HeldTask): Record<string, unknown> {
  const base = wireTask(task);
  const { outcome, asking } = task;
  if (task.status === 'completed' && outcome?.kind === 'result') return { ...base, result: outcome.result };
  if (task.status === 'failed' && outcome?.kind === 'error')
    return { ...base, error: { code: outcome.code, message: outcome.message } };
  if (task.status === 'input_required' && asking)
    return {
      ...base,
      inputRequests: { [asking.key]: inputRequired.elicit(asking.form as ElicitInputParams) },
    };
  return base;
}

/** A thrown error's JSON-RPC code (the server's and the SDK's protocol errors carry one), else internal error. */
function codeOf(error: unknown): number {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && Number.isInteger(code) ? code : -32603;
}
