/**
 * What the REST client takes from gitbeaker: an instance's API base URL and a credential's auth header
 * (`BaseResource`), and the encoding of a request (`defaultOptionsHandler`): the query with snake_case keys and
 * arrays as `name[]=`, a JSON body with snake_case keys or a multipart form as it is, the Sudo header. Sending,
 * retries and answers are the client's own (rest-request.ts).
 */
import { BaseResource, defaultOptionsHandler } from '@gitbeaker/requester-utils';
import type { RequesterType } from '@gitbeaker/requester-utils';
import { apiUrl } from './api-path.js';
import { PlainHeaders } from './plain-headers.js';

/**
 * How the client authenticates: `private` sends PRIVATE-TOKEN (personal, project and group access tokens),
 * `oauth` sends `Authorization: Bearer`, `job` sends JOB-TOKEN (CI job tokens).
 */
export interface Credential {
  kind: 'private' | 'oauth' | 'job';
  token: string;
}

/** What a request sends besides its method and path. */
export interface RequestContent {
  query?: Record<string, unknown>;
  /** JSON fields, a multipart form, or a Blob sent as the body itself (the generic package registry's PUT). */
  body?: Record<string, unknown> | FormData | Blob;
  /** Act as this user (admin tokens with the `sudo` scope): sent as the Sudo header. */
  sudo?: string | number;
}

export interface EncodedRequest {
  url: URL;
  headers: PlainHeaders;
  body: string | FormData | Blob | null;
}

export type RequestEncoder = (
  method: string,
  endpoint: string,
  content: RequestContent,
) => Promise<EncodedRequest>;

/** The encoder of one instance and credential; `endpoint` is relative to `/api/v4` (api-path.ts keeps it there). */
export function createRequestEncoder(url: string, credential: Credential): RequestEncoder {
  // Only the resource's URL and auth headers are read: its requester is never called, so gitbeaker's client-side
  // rate limiters (which its requester would build) are never made.
  const instance = new BaseResource({
    host: url.replace(/\/+$/, ''),
    ...tokenOption(credential),
    requesterFn: () => NO_REQUESTER,
  });
  return async (method, endpoint, { query, body, sudo }) => {
    // gitbeaker JSON-encodes every body that is not a FormData: a Blob is left out of its encoding and sent as is.
    const blob = body instanceof Blob ? body : null;
    const encoded = await defaultOptionsHandler(instance, {
      method,
      searchParams: query,
      body: body instanceof Blob ? undefined : body,
      sudo,
    });
    const target = apiUrl(encoded.prefixUrl ?? '', endpoint);
    target.search = encoded.searchParams ?? '';
    const headers = new PlainHeaders(encoded.headers);
    if (blob !== null) {
      headers.set('content-type', blob.type || 'application/octet-stream');
      headers.set('content-length', String(blob.size));
    }
    return { url: target, headers, body: blob ?? encoded.body ?? null };
  };
}

/** The requester a resource must be given, here one that is never used. */
const NO_REQUESTER = {} as RequesterType;

function tokenOption(credential: Credential) {
  switch (credential.kind) {
    case 'oauth':
      return { oauthToken: credential.token };
    case 'job':
      return { jobToken: credential.token };
    case 'private':
      return { token: credential.token };
  }
}
