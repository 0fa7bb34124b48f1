import { INVALID_PARAMS, INVALID_REQUEST, ProtocolError } from '../protocol-error.js';

/** A JSON-RPC error of a resource request, naming the URI in its data. */
export class ResourceError extends ProtocolError {
  override readonly name = 'ResourceError';
  declare readonly data: { uri: string };

  constructor(code: number, message: string, uri: string) {
    super(code, message, { uri });
  }
}

/** JSON-RPC's invalid params: a URI no resource or template of this server matches. */
export const UNKNOWN_RESOURCE = INVALID_PARAMS;
/** MCP's code for a resource that exists as a URI form but cannot be read (specification, server/resources). */
export const RESOURCE_NOT_READ = -32002;
/** A subscription the server will not take (the credential's watchers are all in use). */
export { INVALID_REQUEST };

export function unknownResource(uri: string, why = ''): ResourceError {
  return new ResourceError(UNKNOWN_RESOURCE, `Unknown resource ${uri}${why}`, uri);
}
