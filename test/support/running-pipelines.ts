import { expect } from 'vitest';
import type { Sandbox } from '@gitlab-mcp/sandbox';

/** Pipelines of group/project that are still running in the seed (sandbox-api.md). */
export const RUNNING_PIPELINES = [1208, 1202] as const;
/** How long the waits below wait at most, in seconds: a progress's total. */
export const WAIT_TIMEOUT = 30;

/** The tools/call of `pipeline.wait` on a pipeline, polling it every second. */
export function pipelineWait(pipelineId: number) {
  return {
    name: 'gitlab_execute_action',
    arguments: {
      action: 'pipeline.wait',
      params: {
        project_id: 'group/project',
        pipeline_id: pipelineId,
        interval_seconds: 1,
        timeout_seconds: WAIT_TIMEOUT,
      },
    },
  };
}

/** A POST the way a user cancelling in the GitLab UI would send it: it ends the pipeline the server waits for. */
export async function cancelPipeline(sandbox: Sandbox, pipelineId: number): Promise<void> {
  const response = await fetch(
    `${sandbox.url}/api/v4/projects/group%2Fproject/pipelines/${pipelineId}/cancel`,
    { method: 'POST', headers: { 'PRIVATE-TOKEN': sandbox.tokens.api } },
  );
  expect(response.status).toBe(200);
}
