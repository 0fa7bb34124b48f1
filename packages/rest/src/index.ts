/** @module The REST client over @gitbeaker/rest: typed errors, one deadline per call, retries, page facts. */
export { cancellableRest, createRestClient } from './rest-client.js';
export type {
  CallOptions,
  Credential,
  DownloadOptions,
  HttpMethod,
  KeysetListOptions,
  KeysetParams,
  ListOptions,
  OffsetParams,
  RawRequestOptions,
  RawResponse,
  RestClient,
  RestClientOptions,
  RestDownload,
  RestPage,
} from './rest-client.js';
export { apiPath } from './api-path.js';
export { InvalidCursorError, MAX_PER_PAGE } from './pagination.js';
export { DEFAULT_RETRY_POLICY, readRetry } from './retry-policy.js';
export type { AttemptFailure, RetryPolicy } from './retry-policy.js';
export { createGitLabFetch } from './transport.js';
export { refusedAddress } from './destinations.js';
export type { Destinations } from './destinations.js';
export type { FetchLike, TransportOptions } from './transport.js';
