import type { ServerResponse } from 'node:http';
import { createGitLabFetch } from '@gitlab-mcp/rest';
import { showDuration } from '@gitlab-mcp/result';

const CHECK_TIMEOUT_MS = 5_000;
/** A load balancer may ask every second: GitLab is asked at most once per this long per instance. */
const REMEMBER_MS = 5_000;

export interface GitLabReadiness {
  url: string;
  answers: boolean;
  /** GitLab's status to an anonymous GET /api/v4/version (401 is fine: GitLab is there and refuses strangers). */
  status: number | null;
  error: string | null;
}

/**
 * `/ready`: whether the GitLab instances this server is configured for answer, where `/health` only says that the
 * process serves. No token is sent: the server has none of its own in HTTP mode, and any answer below 500 shows
 * GitLab is up.
 */
export function readiness(gitlabUrls: readonly string[], skipTlsVerify: boolean) {
  const fetch = createGitLabFetch({ skipTlsVerify, timeoutMs: CHECK_TIMEOUT_MS });
  let remembered: { at: number; answer: Promise<GitLabReadiness[]> } | null = null;

  const ask = async (url: string): Promise<GitLabReadiness> => {
    try {
      const response = await fetch(`${url}/api/v4/version`, {
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { url, answers: response.status < 500, status: response.status, error: null };
    } catch (error) {
      const message =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${showDuration(CHECK_TIMEOUT_MS)}`
          : error instanceof Error
            ? error.message
            : String(error);
      return { url, answers: false, status: null, error: message };
    }
  };

  return async (response: ServerResponse, draining: boolean): Promise<void> => {
    if (!remembered || Date.now() - remembered.at > REMEMBER_MS)
      remembered = { at: Date.now(), answer: Promise.all(gitlabUrls.map(ask)) };
    const gitlab = await remembered.answer;
    const ready = !draining && gitlab.every((instance) => instance.answers);
    response.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ status: draining ? 'draining' : ready ? 'ready' : 'gitlab_unreachable', gitlab }),
    );
  };
}
