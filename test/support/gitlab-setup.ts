import type { Sandbox } from '@gitlab-mcp/sandbox';

/**
 * Direct REST calls to the sandbox for a test's own set-up and for reading what GitLab itself answers, so that
 * neither depends on the server under test. Callers clear the request log afterwards when they assert on it.
 */
export async function gitlab(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${sandbox.url}/api/v4${path}`, {
    method,
    headers: {
      'PRIVATE-TOKEN': sandbox.tokens.api,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
}

/** Creates a branch of group/project (id 42) from main, so a test can delete it without touching seeded ones. */
export async function createBranch(sandbox: Sandbox, name: string): Promise<void> {
  const created = await gitlab(sandbox, 'POST', '/projects/42/repository/branches', {
    branch: name,
    ref: 'main',
  });
  if (created.status !== 201) throw new Error(`could not create branch ${name}: ${created.status}`);
}

/** Whether group/project has this branch, as GitLab says. */
export async function branchExists(sandbox: Sandbox, name: string): Promise<boolean> {
  const found = await gitlab(sandbox, 'GET', `/projects/42/repository/branches/${encodeURIComponent(name)}`);
  return found.status === 200;
}
