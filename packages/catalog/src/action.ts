import type { z } from 'zod';
import type { GraphqlDocument } from '@gitlab-mcp/graphql';
import type { ContentType, FieldSpec, GitLabObject, KindName, NextStep, PageInfo } from '@gitlab-mcp/result';
import type { RestDownload } from '@gitlab-mcp/rest';
import { describeUnsupported } from './unsupported-params.js';
import type { WriteCheck } from './verify-write.js';
import { joinReference } from './join-reference.js';

/** Which GitLab tier first offers an action (catalog.json's `free_tier: false` means premium or ultimate). */
export type Tier = 'free' | 'premium' | 'ultimate';

/** What calling an action does; the tool hints are derived from it on every surface (OF-58), never set by hand. */
export interface Classification {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
}

/** An HTTP method and a GitLab REST path template, exactly as catalog.json records it: `GET /projects/{project_id}`. */
export type RestTemplate = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * How the action reaches GitLab.
 * - `rest`: one request; path parameters fill the template, the other params go to the query (GET, DELETE) or the
 *   JSON body (POST, PUT, PATCH). `send` rewrites the params first where GitLab names things differently from the
 *   call shape (`order_by` + `sort` → `sort=updated_desc`); `search: true` marks GitLab's search API, whose lists
 *   report lower bounds instead of totals (OF-52).
 * - `local`: no GitLab request of its own, or logic a template cannot express (`server.status`).
 */
export type GitLabCall<Args> =
  RestCall<Args> | GraphqlCall<Args> | { local: (context: ActionContext, args: Args) => Promise<unknown> };

/** One REST request, from a template (see GitLabCall). */
export interface RestCall<Args> {
  rest: RestTemplate;
  /** Another endpoint for some calls (`GET /groups/{group_id}/search` when a group is named). */
  route?: (args: Args) => RestTemplate;
  send?: (args: Args) => Record<string, unknown>;
  /**
   * Turns GitLab's answer into the object the answer's kind shows (a plain-text log into its tail); for a list,
   * each item (dropping fields never to be shown, such as a token value some GitLab versions put in lists).
   */
  reshape?: (data: unknown, args: Args) => unknown;
  search?: boolean;
}

/**
 * A GraphQL read, for what GitLab offers only there: the document (validated against GitLab's schema in the
 * graphql package's tests), its variables from the args, and where the object or connection sits in the data.
 * A list's cursor variables (`first`, `after`, and `last`, `before` where it pages backwards) are added for it.
 */
export interface GraphqlCall<Args> {
  graphql: GraphqlDocument<unknown, object>;
  variables: (args: Args) => object;
  select: (data: unknown) => unknown;
  pagesBackward?: boolean;
}

/** A typed GraphQL call: the document's data and variable types check the entry, then are erased. */
export function graphqlCall<Data, Variables extends object, Args>(
  document: GraphqlDocument<Data, Variables>,
  variables: (args: Args) => Variables,
  select: (data: Data) => unknown,
  pagesBackward = false,
): GraphqlCall<Args> {
  return {
    graphql: document as GraphqlDocument<unknown, object>,
    variables,
    select: select as (data: unknown) => unknown,
    pagesBackward,
  };
}

/**
 * How GitLab's answer becomes a Result, named by object kind (`packages/result/src/kinds`): the kind gives the
 * table, the card, the plural key of a list and the not-found card. `notFound` makes a 404 on this get that card
 * (OF-62), saying what was asked for: `"nonexistent" in project 42`. A list's `columns` are added to its kind's table
 * for the question this action answers (a merge request list's reviewers).
 */
export type Answer<Args> =
  | { list: KindName; columns?: readonly FieldSpec[] }
  | { object: KindName; notFound?: (args: Args) => string }
  | { done: string };

/** The answer of an action that leaves nothing to show: the contract's one line (OF-61). */
export const COMPLETED = { done: 'Action completed successfully.' } as const;

/** What an action's `local` call may use. Filled by the server for each call. */
export interface ActionContext {
  /**
   * Raw GitLab REST request through the runtime's client (retries, deadline and errors included). `path` is written
   * as GitLab documents it, from the API root (`/projects/42/jobs`), like a catalog template.
   */
  rest(
    method: string,
    path: string,
    options?: { query?: Record<string, unknown>; body?: unknown },
  ): Promise<unknown>;
  /**
   * One page of a GitLab REST list, with the page facts GitLab's headers give (totals, next and previous page), as
   * a template's list has them: for lists a local call reads after a lookup (a milestone's issues). `path` as for
   * `rest`; `page` and `per_page` are the caller's, the rest of `query` goes as it is.
   */
  list(
    path: string,
    options: { query?: Record<string, unknown>; page?: number; per_page?: number },
  ): Promise<{ items: GitLabObject[]; pageInfo: PageInfo }>;
  /**
   * A GitLab GET whose answer is a file, as a stream (errors, retries and deadline as for `rest`; a 404 is still the
   * not-found card): for answers written to disk or hashed, which must never be held whole in memory.
   */
  download(path: string, options?: { query?: Record<string, unknown> }): Promise<RestDownload>; // path as for rest
  /**
   * One GraphQL request through the runtime's client: for steps GitLab offers only there (an IID → global ID lookup
   * before a mutation). Answers GitLab's `data`; errors without data are thrown as typed errors by the client.
   */
  graphql<D, V extends object>(document: GraphqlDocument<D, V>, variables: V): Promise<D>;
  /** Facts read at start-up (version, user, tier, scopes) for actions that report them. */
  instance: Readonly<Record<string, unknown>>;
  /** What file parameters (`file_path`, `output_path`) may do with the disk of the machine the server runs on. */
  files: LocalFiles;
  /**
   * Tells the client how far a long action (a wait, a batch) has come, on the action's own scale: MCP progress
   * notifications. The context already reports a local call's GitLab requests and its files' bytes
   * (call-progress.ts); an action's own report takes over from those.
   */
  progress(done: number, total: number | null, message: string): void;
  /** Asks the user one question in the client (MCP elicitation); absent when the client cannot be asked. */
  ask?: Ask;
  /**
   * Gets the user's approval of a step that destroys something of theirs (a download replacing a local file), the
   * way a destructive action is confirmed: `confirm` on the call, else elicitation, else yolo mode. Throws an
   * `action_refused` error when it is not given; absent where no call can be confirmed.
   */
  approve?: (question: string) => Promise<void>;
}

/** One question to the user: a form of exactly one field, whose name is the answer's key. */
export interface Question {
  /** What the client shows above the field. */
  message: string;
  name: string;
  title: string;
  type: 'string' | 'boolean' | 'integer';
  required: boolean;
  description?: string;
  enum?: readonly string[];
}

/** The user's reply: the value (undefined for an optional field left empty), or that they stopped. */
export type Reply = { value: string | number | boolean | undefined } | 'declined' | 'cancelled';

/** Asks the user one question and waits for the reply. */
export type Ask = (question: Question) => Promise<Reply>;

/** The server's rules for files of its own machine, which uploads read and downloads write. */
export interface LocalFiles {
  /** GITLAB_MCP_UPLOAD_MAX_FILE_SIZE: the largest file an upload may send. */
  maxUploadBytes: number;
  /**
   * False in HTTP mode: the caller is not on this machine, so no path it sends may be read or written here
   * (uploads then take content_base64, downloads are described).
   */
  pathsAllowed: boolean;
  /**
   * Where file parameters may read and write when paths are allowed: the client's MCP roots when it declares
   * them, else GITLAB_MCP_ALLOWED_DIRS. None (or absent): every file parameter is refused.
   */
  allowedDirectories?: () => Promise<readonly string[]>;
  /**
   * The git remote URLs of the client's open workspace (its MCP roots' `.git/config`, origin first), for
   * `discover_project.resolve`. Absent where the client's disk is not this machine's (HTTP mode).
   */
  workspaceRemotes?: () => Promise<readonly string[]>;
}

/**
 * Parameters an action takes (the reference catalog gives them) that its GitLab endpoint does not declare: GitLab
 * would ignore them without a word, so a call giving one is refused by name before any request (unsupported-params.ts).
 */
export interface UnsupportedParams {
  /** Each such parameter and why GitLab lacks it, which ends the parameter's published description. */
  params: Readonly<Record<string, string>>;
  /** GitLab's endpoint as the refusal names it: "GitLab's trigger token list (GET /projects/{project_id}/triggers)". */
  endpoint: string;
}

/**
 * Parameters the reference catalog leaves optional that GitLab's endpoint requires: a call without one would be
 * answered 400 `<name> is missing`, so it is refused by name before any request (unsupported-params.ts).
 */
export interface RequiredParams {
  params: readonly string[];
  /** GitLab's endpoint as the refusal names it: "GitLab's deploy token creation (POST /projects/:id/deploy_tokens)". */
  endpoint: string;
}

/** One action of the catalog: data, from which surfaces, schemas, hints and results are derived. */
export interface ActionSpec<Input extends z.ZodObject = z.ZodObject> {
  /** Canonical `domain.action` ID, as in catalog.json; never renamed. */
  id: string;
  /** The individual surface's tool name (catalog.json `individual_tool`); null when it has none. */
  tool: string | null;
  /** One sentence a model can choose by. */
  description: string;
  input: Input;
  gitlab: GitLabCall<z.infer<Input>>;
  answer: Answer<z.infer<Input>>;
  content: ContentType;
  classification: Classification;
  /** `gitlab://` URI template of the object a get returns (OF-80, OF-81); null when none. */
  resource: `gitlab://${string}` | null;
  nextSteps: readonly NextStep[];
  tier: Tier;
  /** Extra words the finder matches (`mr`, `pull request`). */
  aliases: readonly string[];
  /** Needs the `admin_mode` scope (withheld from tokens without it). */
  admin?: boolean;
  /**
   * The fine-grained token permission it needs, in GitLab's name (`read_branch`), when GitLab's endpoint table
   * (@gitlab-mcp/gitlab-authz) cannot say it: a local call's, or a call GitLab checks otherwise; null when no
   * fine-grained token can reach it in GitLab (OF-70).
   */
  permission?: string | null;
  /**
   * A create's lookup: when its write fails without a clear answer (5xx, reset, timeout), the runner asks GitLab
   * whether it happened instead of leaving the caller to resend it blindly (verify-write.ts).
   */
  verifyWrite?: WriteCheck<z.infer<Input>>;
  /**
   * Writes a file on the server's machine (`output_path`): replacing an existing one is approved like a
   * destructive action, so its tool takes `confirm` too.
   */
  overwritesLocalFiles?: true;
  /** Parameters GitLab's endpoint does not take: described as such and refused when given, before any request. */
  unsupported?: UnsupportedParams;
  /** Parameters GitLab's endpoint requires that the action leaves optional: refused when missing, before any request. */
  requires?: RequiredParams;
}

/**
 * What an entry declares of a call: as GitLabCall, except that a REST call may leave its template to the reference
 * table when catalog.json records the same request (most do).
 */
export type EntryCall<Args> =
  | (Omit<RestCall<Args>, 'rest'> & { rest?: RestTemplate })
  | GraphqlCall<Args>
  | { local: (context: ActionContext, args: Args) => Promise<unknown> };

/**
 * An action as its domain file declares it: what is decided per action. The reference table
 * (reference-table.generated.ts, from catalog.json) holds the rest, and defineAction joins them (join-reference.ts):
 * - `tool`: the table's; only our own actions (beyond-reference.ts) name one.
 * - `classification`: a read is READS and a destructive action DELETES by the table's flags; an entry names one
 *   where the table cannot decide (CREATES or UPDATES, whether repeating it repeats the write) or differs from
 *   those defaults (a delete that is not idempotent).
 * - `tier`: free where the table says so; otherwise the entry says premium or ultimate.
 * - `gitlab`: the table's REST request when the entry names none (an entry with only `rest` leaves out `gitlab`).
 * A reference entry may still repeat a value the table holds, as long as it agrees (factories that compute REST
 * templates from their owner's path still do); new entries leave them out.
 */
export interface ActionEntry<Input extends z.ZodObject = z.ZodObject> extends Omit<
  ActionSpec<Input>,
  'tool' | 'classification' | 'tier' | 'gitlab'
> {
  tool?: string | null;
  classification?: Classification;
  tier?: Tier;
  gitlab?: EntryCall<z.infer<Input>>;
}

/**
 * Declares an action: its entry joined with its reference row, failing at module load (so at build and test time)
 * when they disagree. The generics are inferred so entries never spell them out.
 */
export function defineAction<Input extends z.ZodObject>(entry: ActionEntry<Input>): ActionSpec {
  const joined = joinReference(entry as unknown as ActionEntry);
  const { unsupported } = joined;
  // The published descriptions of the unsupported parameters come from the one declaration that refuses them.
  return unsupported ? { ...joined, input: describeUnsupported(joined.input, unsupported) } : joined;
}
