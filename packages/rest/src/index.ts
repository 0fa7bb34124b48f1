/** @module The REST client: one request function over gitbeaker's encoding, with typed errors, one deadline per request, retries and page facts. */
export { createRestClient, restForCall } from './rest-client.js';
export type {
  KeysetListOptions,
  ListOptions,
  ReadOptions,
  RestClient,
  RestClientOptions,
  RestDownload,
  RestPage,
} from './rest-client.js';
export type { Credential } from './request-encoding.js';
export type { CallOptions, HttpMethod, RequestOptions, RestResponse } from './rest-request.js';
export { apiPath } from './api-path.js';
export { MAX_PER_PAGE } from './pagination.js';
export { DEFAULT_RETRY_POLICY, readRetry } from './retry-policy.js';
export type { AttemptFailure, RetryPolicy } from './retry-policy.js';
export { createGitLabFetch } from './transport.js';
export { refusedAddress } from './destinations.js';
export type { Destinations } from './destinations.js';
export type { FetchLike } from './fetch-like.js';
export type { TransportOptions } from './transport.js';
