import type { SandboxState, TokenRow, UserRow } from '../store/index.js';

/** What every resolver receives: the shared store and who is asking, with which token. */
export interface GraphqlContext {
  state: SandboxState;
  /** The authenticated user; null for an anonymous request. */
  viewer: UserRow | null;
  /** The token the request authenticated with; null for an anonymous request. */
  token: TokenRow | null;
}

/** The web URL GitLab builds for a path under the instance (`https://gitlab.example.com/group/project`). */
export function webUrl(ctx: GraphqlContext, path: string): string {
  return `${ctx.state.config.externalUrl}/${path}`;
}
