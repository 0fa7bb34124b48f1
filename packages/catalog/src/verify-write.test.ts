import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gitlabApiError, gitlabTransportError } from '@gitlab-mcp/result';
import type { GraphqlClient } from '@gitlab-mcp/graphql';
import type { RestClient } from '@gitlab-mcp/rest';
import type { ActionSpec, GitLabCall } from './action.js';
import { CREATES } from './classifications.js';
import { runAction } from './run-action.js';
import type { ActionRuntime } from './run-action.js';
import { createdItem } from './verify-write.js';
import type { WriteCheck } from './verify-write.js';

type Answer = unknown | Error;

/** A runtime whose REST client answers each `METHOD path` from the table and records what it was asked. */
function runtimeWith(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const rest = {
    // The client takes paths relative to the API base; the table names them from the root, as GitLab does.
    request: async (method: string, relative: string) => {
      const path = `/${relative}`;
      asked.push(`${method} ${path}`);
      const answer = answers[`${method} ${path}`];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw gitlabApiError(404, method, path, 'Not found', null, null, null);
      return { data: answer, status: 200, headers: {} };
    },
  } as unknown as RestClient;
  const runtime: ActionRuntime = {
    rest,
    graphql: {} as GraphqlClient,
    instance: {},
    files: { maxUploadBytes: 0, pathsAllowed: false },
  };
  return { runtime, asked };
}

const input = z.object({ project_id: z.string(), name: z.string() }).strict();
type Args = z.infer<typeof input>;

/** A made-up create: built as the joined spec is, since the reference table has no such action to join. */
function create(gitlab: GitLabCall<Args>, verifyWrite?: WriteCheck<Args>): ActionSpec {
  const action: ActionSpec<typeof input> = {
    id: 'thing.create',
    tool: null,
    description: 'Create a thing.',
    input,
    gitlab,
    ...(verifyWrite ? { verifyWrite } : {}),
    answer: { object: 'branch' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: [],
  };
  return action as unknown as ActionSpec;
}

const args = { project_id: 'group/project', name: 'x' };
const POST = 'POST /projects/group%2Fproject/things';
const LOOKUP = 'GET /projects/group%2Fproject/things/x';
const badGateway = () =>
  gitlabApiError(502, 'POST', '/projects/group%2Fproject/things', 'Bad', null, null, null);
const reset = () =>
  gitlabTransportError('connection', 'POST', '/projects/group%2Fproject/things', 'ECONNRESET');
const rest = { rest: 'POST /projects/{project_id}/things' } as const;
const byName: WriteCheck<Args> = { lookup: 'GET /projects/{project_id}/things/{name}' };

async function failure(action: ActionSpec, runtime: ActionRuntime): Promise<unknown> {
  return runAction(action, args, runtime).then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

describe('a write whose answer was lost is checked, never resent', () => {
  it('found: the lookup shows the object, the write was sent once', async () => {
    const { runtime, asked } = runtimeWith({ [POST]: badGateway(), [LOOKUP]: { name: 'x', id: 9 } });
    const error = await failure(create(rest, byName), runtime);
    expect(error).toMatchObject({
      code: 'write_outcome',
      details: { verdict: 'found', found: { id: 9 }, lookup: LOOKUP },
    });
    expect(asked).toEqual([POST, LOOKUP]);
  });

  it('absent: the lookup answers 404 after a dropped connection', async () => {
    const { runtime, asked } = runtimeWith({ [POST]: reset() });
    const error = await failure(create(rest, byName), runtime);
    expect(error).toMatchObject({ details: { verdict: 'absent', found: null } });
    expect(asked.filter((request) => request.startsWith('POST'))).toHaveLength(1);
  });

  it('unknown: the lookup fails too, or the entry declares none', async () => {
    const failing = runtimeWith({
      [POST]: badGateway(),
      [LOOKUP]: gitlabApiError(500, 'GET', '/', 'x', null, null, null),
    });
    expect(await failure(create(rest, byName), failing.runtime)).toMatchObject({
      details: { verdict: 'unknown' },
    });
    const none = runtimeWith({ [POST]: badGateway() });
    expect(await failure(create(rest), none.runtime)).toMatchObject({
      details: { verdict: 'unknown', lookup: null },
    });
    expect(none.asked).toEqual([POST]);
  });

  it('a refusal (4xx) is passed on as it is: GitLab said the write did not happen', async () => {
    const refused = gitlabApiError(422, 'POST', '/things', 'name is invalid', null, null, null);
    const { runtime, asked } = runtimeWith({ [POST]: refused });
    expect(await failure(create(rest, byName), runtime)).toBe(refused);
    expect(asked).toEqual([POST]);
  });

  it('a local call that failed before its write is not reported as a possible write', async () => {
    const lookupFailed = gitlabApiError(502, 'GET', '/projects/x', 'Bad', null, null, null);
    const { runtime } = runtimeWith({ 'GET /projects/x': lookupFailed });
    const local = create({
      local: async (context) => {
        await context.rest('GET', '/projects/x');
        return context.rest('POST', '/projects/x/things');
      },
    });
    expect(await failure(local, runtime)).toBe(lookupFailed);
  });
});

describe('a create GitLab accepted is reported as done', () => {
  it('when the read after it fails, the answer is the write and a note says so', async () => {
    const { runtime, asked } = runtimeWith({
      'POST /projects/x/things': { id: 7, name: 'x' },
      'GET /projects/x/things/7': gitlabApiError(
        503,
        'GET',
        '/projects/x/things/7',
        'Down',
        null,
        null,
        null,
      ),
    });
    const local = create({
      local: async (context) => {
        const created = (await context.rest('POST', '/projects/x/things')) as { id: number };
        return context.rest('GET', `/projects/x/things/${created.id}`);
      },
    });
    const result = await runAction(local, args, runtime);
    expect(result).toMatchObject({ kind: 'object', data: { id: 7, name: 'x' } });
    expect(result.notes.join(' ')).toMatch(
      /GitLab carried out POST \/projects\/x\/things; reading .* failed/,
    );
    expect(asked).toEqual(['POST /projects/x/things', 'GET /projects/x/things/7']);
  });
});

describe('createdItem', () => {
  const since = new Date('2026-01-01T12:00:00Z');
  const pick = createdItem('title');
  it('picks the namesake created since the call began, not an older one', () => {
    const old = { id: 1, title: 'T', created_at: '2025-12-01T00:00:00Z' };
    const fresh = { id: 2, title: 'T', created_at: '2026-01-01T12:00:01Z' };
    expect(
      pick([old, { id: 3, title: 'U', created_at: fresh.created_at }, fresh], { title: 'T' }, since),
    ).toBe(fresh);
    expect(pick([old], { title: 'T' }, since)).toBeNull();
    expect(pick({ not: 'a list' }, { title: 'T' }, since)).toBeNull();
  });
});
