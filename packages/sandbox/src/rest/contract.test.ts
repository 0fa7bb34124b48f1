import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import { loadContract, problems, variant } from '../testing/contract.js';
import type { Sandbox } from '../types.js';

/*
 * REST bodies checked against GitLab's own response schemas. Where a fixture forbids extra properties but GitLab's
 * REST documentation lists more fields, the variant allows exactly those documented fields (cited per entry); no
 * documented field is dropped to please an older fixture.
 */

let sandbox: Sandbox;
const ajv = loadContract();
const schema = (id: string): ValidateFunction => ajv.getSchema(id)!;
const any = {};
const nullableString = { type: ['string', 'null'] };

// https://docs.gitlab.com/api/branches/ lists web_url, default and can_push on every branch.
const branch = variant(ajv, 'public_api/v4/branch.json', {
  add: { web_url: { type: 'string' }, default: { type: 'boolean' }, can_push: { type: 'boolean' } },
});
// https://docs.gitlab.com/api/tags/ lists target, protected and created_at; `release` is the small tag-release
// object (tag_name, description), which the kept release.json no longer describes (contract README caveat).
const tag = variant(ajv, 'public_api/v4/tag.json', {
  add: { target: { type: 'string' }, protected: { type: 'boolean' }, created_at: nullableString },
  override: {
    release: { oneOf: [{ type: 'null' }, { type: 'object', required: ['tag_name', 'description'] }] },
  },
});
// https://docs.gitlab.com/api/jobs/ lists failure_reason on failed jobs, and paused/runner_type on the job's runner.
variant(ajv, 'public_api/v4/runner.json', {
  add: { paused: { type: 'boolean' }, runner_type: { type: 'string' } },
});
// The same page shows the log artifact with "file_format": null.
variant(ajv, 'public_api/v4/artifact.json', { override: { file_format: nullableString } });
const job = variant(ajv, 'public_api/v4/job.json', {
  add: { failure_reason: { type: 'string' } },
  override: {
    runner: { oneOf: [{ type: 'null' }, { $ref: 'runner.sandbox-documented.json' }] },
    artifacts: { type: 'array', items: { $ref: 'artifact.sandbox-documented.json' } },
  },
});
const deployment = variant(ajv, 'public_api/v4/deployment.json', {
  override: { deployable: { oneOf: [{ type: 'null' }, { $ref: 'job.sandbox-documented.json' }] } },
});
// https://docs.gitlab.com/api/milestones/ sends start_date/due_date as dates (2013-11-29), not date-times.
const dateOrNull = { type: ['string', 'null'], format: 'date' };
const milestone = variant(ajv, 'public_api/v4/milestone.json', {
  override: { start_date: dateOrNull, due_date: dateOrNull },
});
const mergeRequest = variant(ajv, 'public_api/v4/merge_request.json', {
  override: { milestone: { oneOf: [{ type: 'null' }, { $ref: 'milestone.sandbox-documented.json' }] } },
});
const milestoneWithStats = variant(ajv, 'public_api/v4/milestone_with_stats.json', {
  override: { start_date: dateOrNull, due_date: dateOrNull },
});
// https://docs.gitlab.com/api/notes/ lists project_id, internal, imported, imported_from, and (diff notes)
// commit_id/position; resolved_by is the resolving user (a UserBasic object), not a string.
const note = variant(ajv, 'public_api/v4/notes.json', {});
const noteItem = (() => {
  const list = note.schema as { items: Record<string, unknown> };
  const items = list.items as { properties: Record<string, unknown> };
  ajv.addSchema(
    {
      $id: 'public_api/v4/note.sandbox-documented.json',
      ...items,
      properties: {
        ...items.properties,
        project_id: { type: ['integer', 'null'] },
        internal: { type: 'boolean' },
        imported: { type: 'boolean' },
        imported_from: { type: 'string' },
        commit_id: nullableString,
        position: any,
        resolved_by: { oneOf: [{ type: 'null' }, { $ref: 'user/basic.json' }] },
      },
    },
    'public_api/v4/note.sandbox-documented.json',
  );
  return schema('public_api/v4/note.sandbox-documented.json');
})();
// https://docs.gitlab.com/api/environments/ lists description, auto_stop_at, auto_stop_setting and the Kubernetes
// dashboard settings (cluster_agent, kubernetes_namespace, flux_resource_path).
const environment = variant(ajv, 'public_api/v4/environment.json', {
  add: {
    description: nullableString,
    auto_stop_at: nullableString,
    auto_stop_setting: { type: 'string' },
    cluster_agent: { oneOf: [{ type: 'null' }, { type: 'object' }] },
    kubernetes_namespace: nullableString,
    flux_resource_path: nullableString,
  },
  override: {
    last_deployment: { oneOf: [{ type: 'null' }, { $ref: 'deployment.sandbox-documented.json' }] },
  },
});
// https://docs.gitlab.com/api/projects/#get-a-single-project documents many more fields than the old fixture;
// `tag_list` was removed from the Projects API in GitLab 16.0 (replaced by `topics`), so it is not required.
const documentedProjectFields = [
  'updated_at',
  'topics',
  'container_registry_image_prefix',
  '_links',
  'owner',
  'empty_repo',
  'archived',
  'visibility',
  'issues_enabled',
  'merge_requests_enabled',
  'wiki_enabled',
  'jobs_enabled',
  'snippets_enabled',
  'container_registry_enabled',
  'issues_access_level',
  'repository_access_level',
  'merge_requests_access_level',
  'builds_access_level',
  'wiki_access_level',
  'snippets_access_level',
  'creator_id',
  'open_issues_count',
  'import_status',
  'shared_runners_enabled',
  'only_allow_merge_if_pipeline_succeeds',
  'only_allow_merge_if_all_discussions_are_resolved',
  'remove_source_branch_after_merge',
  'request_access_enabled',
  'merge_method',
  'squash_option',
  'ci_config_path',
  'shared_with_groups',
  'marked_for_deletion_at',
  'marked_for_deletion_on',
  'forked_from_project',
  'container_expiration_policy',
  'packages_enabled',
  'build_coverage_regex',
  'ci_forward_deployment_enabled',
  'ci_forward_deployment_rollback_allowed',
  'ci_restrict_pipeline_cancellation_role',
  'ci_pipeline_variables_minimum_override_role',
];
const project = variant(ajv, 'public_api/v4/project.json', {
  add: Object.fromEntries(documentedProjectFields.map((field) => [field, any])),
  dropRequired: ['tag_list'],
});

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

async function body(path: string): Promise<unknown> {
  const answer = await api(sandbox, path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

async function each(path: string, validate: ValidateFunction): Promise<void> {
  const items = (await body(path)) as unknown[];
  expect(items.length, path).toBeGreaterThan(0);
  for (const item of items) expect(problems(validate, item), path).toEqual([]);
}

describe("REST bodies match GitLab's response schemas", () => {
  it('branch and branches', async () => {
    expect(problems(branch, await body('/projects/42/repository/branches/main'))).toEqual([]);
    await each('/projects/42/repository/branches?per_page=100', branch);
  });

  it('commit (basic, detail, with stats) and commits', async () => {
    expect(
      problems(
        schema('public_api/v4/commit/detail.json'),
        await body('/projects/42/repository/commits/main'),
      ),
    ).toEqual([]);
    expect(
      problems(
        schema('public_api/v4/commits.json'),
        await body('/projects/42/repository/commits?per_page=100'),
      ),
    ).toEqual([]);
    await each(
      '/projects/42/repository/commits?with_stats=true',
      schema('public_api/v4/commit/with_stats.json'),
    );
  });

  it('commit comments, and the merge base as a basic commit', async () => {
    expect(
      problems(
        schema('public_api/v4/commit_notes.json'),
        await body('/projects/42/repository/commits/main/comments'),
      ),
    ).toEqual([]);
    expect(
      problems(
        schema('public_api/v4/commit/basic.json'),
        await body('/projects/42/repository/merge_base?refs[]=develop&refs[]=feature%2Flogin'),
      ),
    ).toEqual([]);
  });

  it('tag and tags', async () => {
    expect(problems(tag, await body('/projects/42/repository/tags/v1.0.0'))).toEqual([]);
    await each('/projects/42/repository/tags', tag);
  });

  it('issue and issues (each item against issue.json: issues.json validates nothing, as in GitLab)', async () => {
    expect(problems(schema('public_api/v4/issue.json'), await body('/projects/42/issues/34'))).toEqual([]);
    expect(problems(schema('public_api/v4/issues.json'), await body('/projects/42/issues'))).toEqual([]);
    await each('/projects/42/issues?per_page=100', schema('public_api/v4/issue.json'));
  });

  it('merge_request, merge requests list and merge_request_simple', async () => {
    const mr = await body('/projects/42/merge_requests/243');
    expect(problems(mergeRequest, mr)).toEqual([]);
    expect(problems(schema('public_api/v4/merge_request_simple.json'), mr)).toEqual([]);
    // merge_requests.json is a GitLab 10.x schema (contract README): list items are validated against merge_request.json.
    await each('/projects/42/merge_requests?per_page=100', mergeRequest);
  });

  it('job and jobs', async () => {
    expect(problems(job, await body('/projects/42/jobs/12061'))).toEqual([]);
    await each('/projects/42/jobs?per_page=100', job);
  });

  it('pipeline (detail) and pipelines (basic)', async () => {
    expect(
      problems(schema('public_api/v4/pipeline/detail.json'), await body('/projects/42/pipelines/1207')),
    ).toEqual([]);
    expect(
      problems(schema('public_api/v4/pipelines.json'), await body('/projects/42/pipelines?per_page=100')),
    ).toEqual([]);
  });

  it('members', async () => {
    expect(problems(schema('public_api/v4/members.json'), await body('/projects/42/members/all'))).toEqual(
      [],
    );
    expect(problems(schema('public_api/v4/members.json'), await body('/groups/10/members'))).toEqual([]);
  });

  it('milestone and milestones', async () => {
    expect(problems(milestone, await body('/projects/42/milestones/33'))).toEqual([]);
    await each('/projects/42/milestones', milestone);
    await each('/groups/10/milestones', milestone);
  });

  it('notes', async () => {
    await each('/projects/42/merge_requests/243/notes', noteItem);
    await each('/projects/42/issues/41/notes', noteItem);
  });

  it('users: basic, public (self) and admin views', async () => {
    expect(problems(schema('public_api/v4/user/basics.json'), await body('/users?per_page=100'))).toEqual([]);
    const self = await api(sandbox, '/user', { token: sandbox.tokens.alice });
    expect(problems(schema('public_api/v4/user/public.json'), self.body)).toEqual([]);
    expect(problems(schema('public_api/v4/user/admin.json'), await body('/users/2'))).toEqual([]);
  });

  it('release and releases', async () => {
    const release = schema('public_api/v4/release.json');
    // The release's milestones follow milestone_with_stats.json, dates relaxed as above.
    const relaxed = (value: unknown) => {
      const copy = structuredClone(value) as { milestones: unknown[] };
      for (const item of copy.milestones) expect(problems(milestoneWithStats, item)).toEqual([]);
      copy.milestones = [];
      return copy;
    };
    expect(problems(release, relaxed(await body('/projects/42/releases/v1.0.0')))).toEqual([]);
    for (const item of (await body('/projects/42/releases')) as unknown[])
      expect(problems(release, relaxed(item))).toEqual([]);
  });

  it('environment, environments and deployment', async () => {
    expect(problems(environment, await body('/projects/42/environments/301'))).toEqual([]);
    await each('/projects/42/environments', environment);
    await each('/projects/42/deployments', deployment);
  });

  it('deploy keys (instance list) and project', async () => {
    expect(problems(schema('public_api/v4/deploy_keys.json'), await body('/deploy_keys'))).toEqual([]);
    expect(problems(project, await body('/projects/42'))).toEqual([]);
    await each('/projects?per_page=100', project);
  });

  it('labels, snippets and metadata', async () => {
    await each('/projects/42/labels', schema('public_api/v4/labels/project_label.json'));
    expect(problems(schema('public_api/v4/snippets.json'), await body('/projects/42/snippets'))).toEqual([]);
    expect(problems(schema('public_api/v4/metadata.json'), await body('/metadata'))).toEqual([]);
  });

  it('a body that breaks the contract is caught (the check can fail)', () => {
    expect(problems(branch, { name: 'x', commit: null, merged: 'no' })).not.toEqual([]);
  });
});
