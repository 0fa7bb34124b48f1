import { describe, expect, it } from 'vitest';
import { ACTIONS } from './catalog.js';
import { toPortableJsonSchema } from './json-schema.js';
import { refuseMissing, refuseUnsupported, UNSUPPORTED } from './unsupported-params.js';

const tokens = {
  params: {
    order_by: 'GitLab answers this list in its own order',
    sort: 'GitLab answers this list in its own order',
  },
  endpoint: "GitLab's trigger token list (GET /projects/{project_id}/triggers)",
};

/** The message a refusal throws, or null when the call goes through. */
function refusal(refuse: () => void): string | null {
  try {
    refuse();
    return null;
  } catch (error) {
    expect(error).toMatchObject({ code: 'action_outcome' });
    return (error as Error).message;
  }
}

describe('a parameter GitLab would ignore', () => {
  it('is refused by name with the endpoint, saying nothing was sent', () => {
    expect(refusal(() => refuseUnsupported({ sort: 'asc', page: 2 }, tokens))).toBe(
      "GitLab's trigger token list (GET /projects/{project_id}/triggers) does not take sort (GitLab would ignore it); " +
        'nothing was sent. Call again without sort.',
    );
    expect(refusal(() => refuseUnsupported({ sort: 'asc', order_by: 'id' }, tokens))).toBe(
      "GitLab's trigger token list (GET /projects/{project_id}/triggers) does not take order_by, sort (GitLab would " +
        'ignore them); nothing was sent. Call again without order_by, sort.',
    );
    expect(refusal(() => refuseUnsupported({ page: 2 }, tokens))).toBeNull();
  });

  it("is described by its entry's declaration in every published schema, never restated", () => {
    const undescribed = ACTIONS.flatMap((action) => {
      const properties = (toPortableJsonSchema(action.input).properties ?? {}) as Record<
        string,
        { description?: string }
      >;
      return Object.entries(action.unsupported?.params ?? {})
        .filter(([name, why]) => properties[name]?.description !== `${UNSUPPORTED}: ${why}`)
        .map(([name]) => `${action.id}: ${name}`);
    });
    expect(undescribed).toEqual([]);
  });
});

describe('a parameter GitLab requires that the reference catalog leaves optional', () => {
  it("is refused by name when missing, in GitLab's own words", () => {
    const create = {
      params: ['scopes'],
      endpoint: "GitLab's deploy token creation (POST /groups/{group_id}/deploy_tokens)",
    };
    expect(refusal(() => refuseMissing({ name: 'ci' }, create))).toBe(
      "GitLab's deploy token creation (POST /groups/{group_id}/deploy_tokens) requires scopes (GitLab would answer " +
        '"scopes is missing"); nothing was sent. Call again with scopes.',
    );
    expect(refusal(() => refuseMissing({ name: 'ci', scopes: ['read_registry'] }, create))).toBeNull();
  });
});
