/**
 * A JSON-RPC error of a resource request, naming the URI in its data. The SDK sends any thrown error's `code`,
 * `message` and `data` as they are; its McpError would prefix "MCP error <code>:" to a message the client's own
 * McpError prefixes again.
 */
export class ResourceError extends Error {
  override readonly name = 'ResourceError';
  readonly data: { uri: string };

  constructor(
    readonly code: number,
    message: string,
    uri: string,
  ) {
    super(message);
    this.data = { uri };
  }
}

/** JSON-RPC's invalid params: a URI no resource or template of this server matches. */
export const UNKNOWN_RESOURCE = -32602;
/** MCP's code for a resource that exists as a URI form but cannot be read (specification, server/resources). */
export const RESOURCE_NOT_READ = -32002;
/** A subscription the server will not take (the credential's watchers are all in use). */
export const INVALID_REQUEST = -32600;

export function unknownResource(uri: string, why = ''): ResourceError {
  return new ResourceError(UNKNOWN_RESOURCE, `Unknown resource ${uri}${why}`, uri);
}
