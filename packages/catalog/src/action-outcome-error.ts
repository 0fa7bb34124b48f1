/**
 * An action whose GitLab calls succeeded but whose outcome is a failure the caller asked to hear as one
 * (`pipeline.wait` with `fail_on_error` when the pipeline failed or the wait timed out). Not a GitLab error:
 * the server shows its message as the error's detail, without "internal".
 */
export class ActionOutcomeError extends Error {
  override readonly name = 'ActionOutcomeError';
}
