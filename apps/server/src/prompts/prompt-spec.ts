import type { RenderedResult } from '@gitlab-mcp/result';

/** Runs one catalog action the way tools/call does (validation, tier, read-only and fine-grained refusals). */
export type ActionRunner = (
  actionId: string,
  params: Record<string, unknown>,
  caller: string,
) => Promise<RenderedResult>;

/** One argument of a prompt, as prompts/list publishes it. */
export interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}

/**
 * What a feed's params are built from: the arguments as given, plus what the builder worked out before any feed
 * ran (the user a username names, the project's default branch, the date `days` reaches back to).
 */
export interface PromptInputs {
  args: Readonly<Record<string, string>>;
  /** The `username` argument, or the token's own user when the prompt says "my" and none is given. */
  username: string;
  /** The ID of `username`, when the prompt resolves users; null when GitLab knows no such user. */
  userId: number | null;
  /** The `branch`/`to` fallback: the project's default branch, read from GitLab, never assumed to be main. */
  defaultBranch: string | null;
  /** The `days` (or `stale_days`) argument, else the prompt's default. */
  days: number;
  /** ISO date `days` before now. */
  since: string;
}

/** One catalog action whose answer goes into the prompt as a fenced DATA block. */
export interface Feed {
  /** What the block shows, in the prompt's words: "Open merge requests". */
  label: string;
  action: string;
  /** The action's params; a string instead says why this feed cannot run with these arguments. */
  params: (inputs: PromptInputs) => Record<string, unknown> | string;
  /** Most characters of the action's answer kept (the rest is cut, and the prompt says so). */
  maxChars?: number;
}

/** One prompt of prompts/list: data only; `buildPrompt` turns any of them into messages. */
export interface PromptSpec {
  name: string;
  title: string;
  description: string;
  arguments: readonly PromptArgument[];
  /** Lookups before the feeds: the user behind `username`, the project's default branch. */
  resolve?: ReadonlyArray<'user' | 'defaultBranch'>;
  /** How far back `since` reaches when the prompt has no `days`/`stale_days` argument or it is not given. */
  defaultDays?: number;
  feeds: readonly Feed[];
  /** What the model is asked to do with the data; `{name}` placeholders are filled from the arguments. */
  instruction: string;
}
