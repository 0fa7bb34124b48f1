import { z } from 'zod';
import type { KindName, NextStep } from '@gitlab-mcp/result';
import { actionRefusal } from '../action-refusal.js';
import { defineAction } from '../action.js';
import type { ActionContext, ActionSpec } from '../action.js';
import { CREATES } from '../classifications.js';
import { projectId } from '../params.js';
import { fillTemplate } from '../run-action.js';
import { askSteps } from './interactive-steps.js';
import type { Step } from './interactive-steps.js';

/**
 * A create that asks the user for each field in the client (MCP elicitation, one field per question), then
 * creates through the same endpoint, parameters and answer as the non-interactive action it stands for.
 */
interface Wizard {
  /** `interactive.<kind>_create`; its tool is `gitlab_interactive_<kind>_create`, as in catalog.json. */
  id: string;
  /**
   * The action that creates the same object from params (`merge_request.create`): its template, schema and
   * answer are used, and its domain is the object kind of the answer.
   */
  creates: `${KindName}.create`;
  /** Creates inside a project: takes `project_id`, and asks for it first when the call did not name it. */
  inProject: boolean;
  steps: readonly Step[];
  /** Loads the module of `creates` only when a wizard runs. */
  load: () => Promise<readonly ActionSpec[]>;
  nextSteps: readonly NextStep[];
  aliases: readonly string[];
}

/** Asked first by a project's wizards when the call did not name the project. */
const PROJECT_STEP: Step = {
  name: 'project_id',
  title: 'Project',
  type: 'string',
  required: true,
  description: 'Project ID or full path, e.g. 42 or group/project',
};

const DESCRIPTION: Step = {
  name: 'description',
  title: 'Description',
  type: 'string',
  description: 'Markdown',
};
const LABELS: Step = {
  name: 'labels',
  title: 'Labels',
  type: 'string',
  description: 'Comma-separated, e.g. bug, ui',
  list: true,
};

const WIZARDS: readonly Wizard[] = [
  {
    id: 'interactive.issue_create',
    creates: 'issue.create',
    inProject: true,
    steps: [
      { name: 'title', title: 'Title', type: 'string', required: true },
      DESCRIPTION,
      LABELS,
      {
        name: 'confidential',
        title: 'Confidential',
        type: 'boolean',
        description: 'Visible to project members only',
      },
    ],
    load: async () => (await import('./issue/index.js')).issueActions,
    nextSteps: [
      { action: 'issue.get', text: 'see the new issue' },
      { action: 'issue.update', text: 'assign it or set a milestone' },
    ],
    aliases: ['guided issue', 'issue wizard', 'ask me for an issue'],
  },
  {
    id: 'interactive.mr_create',
    creates: 'merge_request.create',
    inProject: true,
    steps: [
      { name: 'source_branch', title: 'Source branch', type: 'string', required: true },
      { name: 'target_branch', title: 'Target branch', type: 'string', required: true },
      { name: 'title', title: 'Title', type: 'string', required: true },
      DESCRIPTION,
      LABELS,
      { name: 'remove_source_branch', title: 'Delete source branch when merged', type: 'boolean' },
      { name: 'squash', title: 'Squash commits when merged', type: 'boolean' },
    ],
    load: async () => (await import('./merge_request/index.js')).mergeRequestActions,
    nextSteps: [
      { action: 'merge_request.get', text: 'follow its merge status' },
      { action: 'merge_request.update', text: 'add reviewers or assignees' },
    ],
    aliases: ['guided merge request', 'mr wizard', 'guided pull request'],
  },
  {
    id: 'interactive.project_create',
    creates: 'project.create',
    inProject: false,
    steps: [
      { name: 'name', title: 'Name', type: 'string', required: true },
      DESCRIPTION,
      { name: 'visibility', title: 'Visibility', type: 'string', enum: ['private', 'internal', 'public'] },
      { name: 'initialize_with_readme', title: 'Start with a README', type: 'boolean' },
    ],
    load: async () => (await import('./project/index.js')).projectCoreActions,
    nextSteps: [
      { action: 'project.get', text: 'see the project in full' },
      { action: 'branch.create', text: 'create a branch in it' },
    ],
    aliases: ['guided project', 'project wizard', 'new repository wizard'],
  },
  {
    id: 'interactive.release_create',
    creates: 'release.create',
    inProject: true,
    steps: [
      { name: 'tag_name', title: 'Tag', type: 'string', required: true, description: 'e.g. v1.2.0' },
      {
        name: 'ref',
        title: 'Create the tag from',
        type: 'string',
        description: 'Branch or SHA, when the tag does not exist yet',
      },
      { name: 'name', title: 'Release title', type: 'string', description: 'Default: the tag name' },
      { name: 'description', title: 'Release notes', type: 'string', description: 'Markdown' },
    ],
    load: async () => (await import('./release.js')).releaseActions,
    nextSteps: [
      { action: 'release.get', text: 'see the release' },
      { action: 'release.link_create', text: 'attach a download' },
    ],
    aliases: ['guided release', 'release wizard'],
  },
];

/**
 * Runs a wizard: the project (when not given), its steps, a final confirmation, then the create. Stopping at any
 * step, or a client that cannot ask, creates nothing and says so as a refusal naming the non-interactive action.
 */
async function runWizard(
  wizard: Wizard,
  context: ActionContext,
  args: { project_id?: string },
): Promise<unknown> {
  const instead = insteadOf(wizard);
  if (!context.ask) {
    throw actionRefusal(
      `${wizard.id} asks the user for each field, and this client cannot show questions (MCP elicitation): ` +
        `nothing was created. Create the ${nounOf(wizard)} with ${wizard.creates}, passing its fields as params.`,
      [instead],
    );
  }
  const steps = [
    ...(wizard.inProject && args.project_id === undefined ? [PROJECT_STEP] : []),
    ...wizard.steps,
  ];
  const heading = `New ${nounOf(wizard)}`;
  const outcome = await askSteps(
    context.ask,
    [...steps, { name: 'confirm', title: `Create the ${nounOf(wizard)}`, type: 'boolean', required: true }],
    heading,
  );
  if ('stopped' in outcome) {
    throw actionRefusal(`The user ${outcome.stopped} at "${outcome.at}": no ${nounOf(wizard)} was created.`, [
      instead,
    ]);
  }
  const { confirm, ...answers } = outcome.answers;
  if (confirm !== true)
    throw actionRefusal(`The user did not confirm: no ${nounOf(wizard)} was created.`, [instead]);
  return create(wizard, context, { ...args, ...answers });
}

/** The create the wizard stands for, with the answers checked by its own schema. */
async function create(
  wizard: Wizard,
  context: ActionContext,
  values: Record<string, unknown>,
): Promise<unknown> {
  const action = await createAction(wizard);
  const parsed = action.input.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw actionRefusal(
      `The answers do not make a valid ${nounOf(wizard)} (${problems.join('; ')}): nothing was created.`,
      [insteadOf(wizard)],
    );
  }
  const call = action.gitlab;
  if (!('rest' in call)) throw new Error(`${wizard.creates} is not a REST create`);
  const params = parsed.data as Record<string, unknown>;
  const { method, path, rest } = fillTemplate(call.rest, call.send ? call.send(params) : params);
  const data = await context.rest(method, path, { body: rest });
  return call.reshape ? call.reshape(data, params) : data;
}

async function createAction(wizard: Wizard): Promise<ActionSpec> {
  const action = (await wizard.load()).find((candidate) => candidate.id === wizard.creates);
  if (!action) throw new Error(`${wizard.creates} is not in its module`);
  return action;
}

/** The object kind a wizard creates (`merge_request`), the domain of its create action. */
// `creates` is typed `<kind>.create`, so what precedes `.create` is a kind name.
const kindOf = (wizard: Wizard) => wizard.creates.slice(0, -'.create'.length) as KindName;
/** The same in words: `merge request`. */
const nounOf = (wizard: Wizard) => kindOf(wizard).replaceAll('_', ' ');
/** The next step of every refusal: the create that takes the fields as params. */
const insteadOf = (wizard: Wizard): NextStep => ({
  action: wizard.creates,
  text: `create the ${nounOf(wizard)} from params instead`,
});

function wizardAction(wizard: Wizard): ActionSpec {
  const input = wizard.inProject
    ? z.object({ project_id: projectId.optional() }).strict()
    : z.object({}).strict();
  return defineAction({
    id: wizard.id,
    description: `Ask the user for each field of a new ${nounOf(wizard)} in turn, then create it (needs a client with MCP elicitation); ${wizard.creates} takes the fields as params.`,
    input,
    gitlab: { local: (context, args) => runWizard(wizard, context, args as { project_id?: string }) },
    answer: { object: kindOf(wizard) },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: wizard.nextSteps,
    aliases: wizard.aliases,
  });
}

export const interactiveActions: readonly ActionSpec[] = WIZARDS.map(wizardAction);
