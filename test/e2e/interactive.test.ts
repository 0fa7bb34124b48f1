/**
 * The four interactive wizards (reference-server.md §2.2, §5): each asks the user one field per elicitation,
 * ends with a confirmation, then creates through the same endpoint as the non-interactive create and answers
 * with its card. Stopping at any step, or a client without elicitation, creates nothing: the sandbox's request
 * log is the witness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { createBranch, gitlab } from '../support/gitlab-setup.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness, HarnessOptions } from '../support/harness.js';
import type { SurfaceName } from '../support/surfaces.js';

/** What the user types, by field name; `stopAt` declines (or cancels) the question of that field. */
interface Script {
  values: Record<string, unknown>;
  stopAt?: { field: string; action: 'decline' | 'cancel' };
}

let script: Script = { values: {} };
const asked: Array<ElicitRequest['params']> = [];

function answer(request: ElicitRequest['params']): ElicitResult {
  asked.push(request);
  const schema = 'requestedSchema' in request ? request.requestedSchema : { properties: {} };
  const [field] = Object.keys(schema.properties);
  if (field === undefined) throw new Error('a question without a field');
  if (script.stopAt?.field === field) return { action: script.stopAt.action };
  const value = script.values[field];
  return { action: 'accept', content: value === undefined ? {} : { [field]: value as string } };
}

const TOOLS: Record<string, string> = {
  'interactive.issue_create': 'gitlab_interactive_issue_create',
  'interactive.mr_create': 'gitlab_interactive_mr_create',
  'interactive.project_create': 'gitlab_interactive_project_create',
  'interactive.release_create': 'gitlab_interactive_release_create',
};

/** The call of a wizard: through gitlab_execute_action on dynamic, its own tool on meta and individual. */
function wizardCall(surface: SurfaceName, id: string, params: Record<string, unknown>) {
  return surface === 'dynamic'
    ? { name: 'gitlab_execute_action', arguments: { action: id, params } }
    : { name: TOOLS[id]!, arguments: params };
}

let asking: Record<SurfaceName, Harness>;
let plain: Record<'meta', Harness>;

beforeAll(async () => {
  const on = (surface: SurfaceName): HarnessOptions => ({ surface, elicit: answer });
  // Started one set after the other: five servers at once miss the start-up time when the suite runs in parallel.
  asking = await startHarnesses({ dynamic: on('dynamic'), meta: on('meta'), individual: on('individual') });
  plain = await startHarnesses({ meta: { surface: 'meta' } });
}, 2 * START_TIMEOUT);
afterAll(() => Promise.all([closeHarnesses(asking), closeHarnesses(plain)]));

/** Runs a wizard with a script; returns the answer and the fields asked, in order. */
async function run(surface: SurfaceName, id: string, params: Record<string, unknown>, next: Script) {
  const harness = asking[surface];
  script = next;
  asked.length = 0;
  harness.sandbox.requests.clear();
  const result = await harness.call(
    wizardCall(surface, id, params).name,
    wizardCall(surface, id, params).arguments,
  );
  const fields = asked.map((request) => {
    const schema = 'requestedSchema' in request ? request.requestedSchema : { properties: {} };
    return Object.keys(schema.properties);
  });
  return {
    result,
    text: textOf(result),
    fields,
    writes: harness.gitlabRequests().filter((line) => !line.startsWith('GET')),
  };
}

describe('the wizards on the dynamic surface', () => {
  it('interactive.issue_create asks project, title, description, labels, confidential and confirm, then creates the issue', async () => {
    const { result, text, fields, writes } = await run(
      'dynamic',
      'interactive.issue_create',
      {},
      {
        values: {
          project_id: 'group/project',
          title: 'Wizard issue',
          description: 'Made step by step.',
          labels: 'bug, ui',
          confidential: true,
          confirm: true,
        },
      },
    );
    expect(result.isError ?? false, text).toBe(false);
    expect(fields).toEqual([
      ['project_id'],
      ['title'],
      ['description'],
      ['labels'],
      ['confidential'],
      ['confirm'],
    ]);
    expect(asked.every((request) => request.mode === undefined || request.mode === 'form')).toBe(true);
    expect(writes).toEqual(['POST /projects/group%2Fproject/issues']);
    expect(text).toMatch(/^## .*Issue #(\d+): Wizard issue/m);
    const iid = /Issue #(\d+)/.exec(text)![1];
    const created = await gitlab(asking.dynamic.sandbox, 'GET', `/projects/42/issues/${iid}`);
    expect(created.body).toMatchObject({
      title: 'Wizard issue',
      description: 'Made step by step.',
      labels: expect.arrayContaining(['bug', 'ui']),
      confidential: true,
    });
  });

  it('interactive.mr_create does not ask for a project it was given, and opens the merge request', async () => {
    await createBranch(asking.dynamic.sandbox, 'e2e/wizard-mr');
    const { result, text, fields, writes } = await run(
      'dynamic',
      'interactive.mr_create',
      { project_id: 'group/project' },
      {
        values: {
          source_branch: 'e2e/wizard-mr',
          target_branch: 'main',
          title: 'Wizard MR',
          squash: true,
          confirm: true,
        },
      },
    );
    expect(result.isError ?? false, text).toBe(false);
    expect(fields.map(([field]) => field)).toEqual([
      'source_branch',
      'target_branch',
      'title',
      'description',
      'labels',
      'remove_source_branch',
      'squash',
      'confirm',
    ]);
    expect(writes).toEqual(['POST /projects/group%2Fproject/merge_requests']);
    expect(text).toMatch(/^## .*MR !\d+: Wizard MR/m);
  });

  it('interactive.project_create asks name, description, visibility, README and confirm, then creates the project', async () => {
    const { result, text, fields, writes } = await run(
      'dynamic',
      'interactive.project_create',
      {},
      {
        values: {
          name: 'wizard-project',
          visibility: 'internal',
          initialize_with_readme: true,
          confirm: true,
        },
      },
    );
    expect(result.isError ?? false, text).toBe(false);
    expect(fields.flat()).toEqual(['name', 'description', 'visibility', 'initialize_with_readme', 'confirm']);
    expect(
      asked[2] && 'requestedSchema' in asked[2] ? asked[2].requestedSchema.properties.visibility : null,
    ).toMatchObject({
      enum: ['private', 'internal', 'public'],
    });
    expect(writes).toEqual(['POST /projects']);
    expect(text).toMatch(/^## .*Project: .*wizard-project/m);
  });

  it('interactive.release_create creates the tag from a ref and publishes the release', async () => {
    const { result, text, fields, writes } = await run(
      'dynamic',
      'interactive.release_create',
      {},
      {
        values: {
          project_id: 'group/project',
          tag_name: 'v9.9.0',
          ref: 'main',
          name: 'Wizard release',
          description: 'Notes.',
          confirm: true,
        },
      },
    );
    expect(result.isError ?? false, text).toBe(false);
    expect(fields.flat()).toEqual(['project_id', 'tag_name', 'ref', 'name', 'description', 'confirm']);
    expect(writes).toEqual(['POST /projects/group%2Fproject/releases']);
    expect(text).toMatch(/^## .*Release: Wizard release/m);
    const created = await gitlab(asking.dynamic.sandbox, 'GET', '/projects/42/releases/v9.9.0');
    expect(created.status).toBe(200);
  });

  it.each(['decline', 'cancel'] as const)(
    'a %s at a middle step creates nothing and says so',
    async (action) => {
      const { result, text, fields, writes } = await run(
        'dynamic',
        'interactive.issue_create',
        { project_id: 'group/project' },
        {
          values: { title: 'Never made', confirm: true },
          stopAt: { field: 'labels', action },
        },
      );
      expect(result.isError).toBe(true);
      expect(text).toContain(`at "labels": no issue was created`);
      expect(text).toContain("action 'issue.create'");
      expect(fields.flat()).toEqual(['title', 'description', 'labels']);
      expect(writes).toEqual([]);
    },
  );

  it('not confirming at the end creates nothing', async () => {
    const { result, text, writes } = await run(
      'dynamic',
      'interactive.project_create',
      {},
      {
        values: { name: 'never-made', confirm: false },
      },
    );
    expect(result.isError).toBe(true);
    expect(text).toContain('did not confirm: no project was created');
    expect(writes).toEqual([]);
  });
});

describe('the wizards as their own tools on meta and individual', () => {
  it('meta publishes the four wizards as standalone tools, not a gitlab_interactive dispatcher', () => {
    const names = asking.meta.tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(TOOLS)));
    expect(names).not.toContain('gitlab_interactive');
    const issue = asking.meta.tools.find((tool) => tool.name === 'gitlab_interactive_issue_create');
    expect(Object.keys(issue?.inputSchema.properties ?? {})).toEqual(['project_id']);
  });

  it.each(['meta', 'individual'] as const)(
    'on %s, gitlab_interactive_issue_create creates the issue',
    async (surface) => {
      const { result, text, writes } = await run(
        surface,
        'interactive.issue_create',
        { project_id: 'group/project' },
        {
          values: { title: `Wizard on ${surface}`, confirm: true },
        },
      );
      expect(result.isError ?? false, text).toBe(false);
      expect(writes).toEqual(['POST /projects/group%2Fproject/issues']);
      expect(text).toMatch(new RegExp(`^## .*Issue #\\d+: Wizard on ${surface}`, 'm'));
    },
  );
});

// On dynamic, test/catalog/calls/interactive.ts runs every wizard on a client without elicitation.
describe('a client without elicitation', () => {
  it("on meta is refused in the surface's words, told to use gitlab_issue action 'create', and nothing is sent", async () => {
    const harness = plain.meta;
    harness.sandbox.requests.clear();
    const call = wizardCall('meta', 'interactive.issue_create', { project_id: 'group/project' });
    const result = await harness.call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('cannot show questions (MCP elicitation): nothing was created');
    expect(textOf(result)).toContain("gitlab_issue action 'create'");
    expect(harness.gitlabRequests()).toEqual([]);
  });
});
