/**
 * GitLab's error answers. GitLab's API (Grape) uses two body shapes: `{"message": …}` for errors its endpoints raise
 * (`render_api_error!`, `not_found!`, validation errors with a per-field object) and `{"error": …}` for parameter
 * validation and unmatched routes; OAuth scope failures use the RFC 6750 triple.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
    this.name = 'ApiError';
  }
}

/** `404 Branch Not Found`, `404 Project Not Found`: GitLab's `not_found!(resource)`. */
export function notFound(resource: string): ApiError {
  return new ApiError(404, { message: `404 ${resource} Not Found` });
}

/** A path no route serves: Grape's catch-all answers with `error`, not `message`. */
export function routeNotFound(): ApiError {
  return new ApiError(404, { error: '404 Not Found' });
}

/** A required parameter that is absent: Grape's validation message. */
export function missingParams(names: string[]): ApiError {
  return new ApiError(400, { error: names.map((name) => `${name} is missing`).join(', ') });
}

/** A parameter with a value GitLab rejects before running the endpoint. */
export function invalidParam(name: string): ApiError {
  return new ApiError(400, { error: `${name} does not have a valid value` });
}

export function badRequest(message: unknown): ApiError {
  return new ApiError(400, { message });
}

/** A model validation failure (`{"message":{"name":["has already been taken"]}}`). */
export function validationFailed(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, { message: errors });
}

export function unauthorized(): ApiError {
  return new ApiError(401, { message: '401 Unauthorized' });
}

export function forbidden(message = '403 Forbidden'): ApiError {
  return new ApiError(403, { message });
}

/** A token whose scopes do not cover the request (GitLab's OAuth-style answer, RFC 6750 §3.1). */
export function insufficientScope(requiredScope: string): ApiError {
  return new ApiError(403, {
    error: 'insufficient_scope',
    error_description: 'The request requires higher privileges than provided by the access token.',
    scope: requiredScope,
  });
}

export function methodNotAllowed(): ApiError {
  return new ApiError(405, { message: '405 Method Not Allowed' });
}

export function conflict(message: string): ApiError {
  return new ApiError(409, { message });
}

export function unprocessable(message: unknown): ApiError {
  return new ApiError(422, { message });
}
