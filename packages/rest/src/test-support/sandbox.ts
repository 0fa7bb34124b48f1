/** Contract tests start one sandbox per file and build clients against it. */
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox, SandboxOptions } from '@gitlab-mcp/sandbox';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRestClient } from '../rest-client.js';
import type { RestClient, RestClientOptions } from '../rest-client.js';
import type { Credential } from '../request-encoding.js';

/**
 * The sandbox's seeded tokens expire on 2026-01-02; its clock is frozen before that so they stay valid whatever
 * the machine's date.
 */
export const SANDBOX_NOW = '2025-03-21T09:00:00Z';

export interface SandboxFixture {
  readonly sandbox: Sandbox;
  /** A client with the admin `api` token unless told otherwise. */
  client(options?: Partial<RestClientOptions>): RestClient;
  credential(kind: Credential['kind'], token: string): Credential;
}

/** Registers the hooks of a contract file: one sandbox for the file, faults and the request log cleared per test. */
export function useSandbox(options: SandboxOptions = {}): SandboxFixture {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: SANDBOX_NOW, ...options });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(() => {
    sandbox?.faults.clear();
    sandbox?.requests.clear();
  });
  const fixture: SandboxFixture = {
    get sandbox() {
      if (!sandbox) throw new Error('the sandbox starts in beforeAll');
      return sandbox;
    },
    client: (overrides = {}) =>
      createRestClient({
        url: fixture.sandbox.url,
        credential: { kind: 'private', token: fixture.sandbox.tokens.api },
        ...overrides,
      }),
    credential: (kind, token) => ({ kind, token }),
  };
  return fixture;
}
