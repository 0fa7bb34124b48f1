import { GraphQLError } from 'graphql';

/** A GitLab global id as the API writes it: `gid://gitlab/MergeRequest/123`. */
export function toGid(model: string, id: number | string): string {
  return `gid://gitlab/${model}/${id}`;
}

/**
 * The model id inside a global id, when the gid names one of `models`. GitLab rejects a gid of another model with an
 * argument error naming the expected type, e.g. `"gid://gitlab/Issue/1" does not represent an instance of
 * MergeRequest` (Types::GlobalIDType coercion); the sandbox answers the same way.
 */
export function parseGid(gid: string, models: readonly string[]): { model: string; id: string } {
  const match = /^gid:\/\/gitlab\/([A-Za-z:]+)\/(.+)$/.exec(gid);
  if (!match) throw new GraphQLError(`${JSON.stringify(gid)} is not a valid Global ID`);
  const [, model, id] = match as unknown as [string, string, string];
  if (!models.includes(model)) {
    throw new GraphQLError(`${JSON.stringify(gid)} does not represent an instance of ${models.join(', ')}`);
  }
  return { model, id };
}

/** Numeric model id of a gid naming one of `models`; see parseGid. */
export function gidNumber(gid: string, models: readonly string[]): number {
  const { id } = parseGid(gid, models);
  const value = Number(id);
  if (!Number.isInteger(value)) throw new GraphQLError(`${JSON.stringify(gid)} is not a valid Global ID`);
  return value;
}
