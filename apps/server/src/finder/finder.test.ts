import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import type { Findable } from './action-index.js';
import { act, featuresOf, findable } from './test-support/findable.js';
import { WEIGHTS } from './weights.js';

const actions: Findable[] = [
  findable('branch.list', 'List the branches of a project.', ['branches']),
  findable('branch.get', 'Get one branch.', ['show branch'], ['project_id', 'branch_name']),
  findable('branch.delete', 'Delete a branch.', ['remove branch'], ['project_id', 'branch_name']),
  findable('branch.delete_merged', 'Delete merged branches.', []),
  findable('issue.create', 'Open an issue.', ['file a bug'], ['project_id', 'title']),
  findable('branch.protect', 'Protect a branch.', [], ['project_id', 'branch_name']),
  findable('branch.list_protected', 'List protected branch rules.', [], ['project_id']),
  findable('pipeline.get', 'Get a pipeline: status and duration.', [], ['project_id', 'pipeline_id']),
  findable(
    'pipeline.latest',
    'Get the latest pipeline status of a branch.',
    ['current ci status'],
    ['project_id', 'ref'],
  ),
];
const finder = new Finder(actions, (action) => action);

const ids = (query: string) => finder.search(query, 5).map((hit) => hit.action.id);

describe('Finder', () => {
  it('puts an exact canonical ID first', () => {
    expect(finder.search('branch.delete_merged', 5)[0]).toEqual({ action: actions[3], score: 1000 });
  });

  it('returns nothing for a request of stopwords only', () => {
    expect(finder.search('the of a', 5)).toEqual([]);
  });

  it('lists for a plural object and gets for one named object', () => {
    expect(ids('show branches')[0]).toBe('branch.list');
    expect(ids('show branch feature/login')[0]).toBe('branch.get');
  });

  it('prefers the general action on a tie (branch.delete over branch.delete_merged)', () => {
    expect(ids('delete branch').slice(0, 2)).toEqual(['branch.delete', 'branch.delete_merged']);
  });

  it('reads a request through synonyms ("problem" is an issue, "file" an alias word)', () => {
    expect(ids('file a problem')[0]).toBe('issue.create');
  });

  it('prefers an action that takes the numbered object (pipeline 1207 → pipeline_id)', () => {
    expect(ids('status of pipeline 1207')[0]).toBe('pipeline.get');
    expect(ids('current ci status')[0]).toBe('pipeline.latest');
  });

  it('matches a state with a state and an act with an act', () => {
    expect(ids('protect branch main')[0]).toBe('branch.protect');
    expect(ids('which branches are protected')[0]).toBe('branch.list_protected');
  });
});

describe('Finder reading intent (issue 21)', () => {
  const intentFinder = new Finder(
    [
      act(
        'issue.mrs_closing',
        'List the merge requests that close an issue.',
        ['project_id', 'issue_iid'],
        true,
      ),
      act(
        'merge_request.issues_closed',
        'List the issues a merge request closes.',
        ['merge_request_iid'],
        true,
      ),
      act('user.get', 'Get one user.', ['user_id'], true),
      act('user.block', 'Block a user.', ['user_id'], false),
      act('user.unblock', 'Unblock a blocked user.', ['user_id'], false),
      act('runner.list', 'List your runners.', [], true),
      act('runner.list_all', 'List every runner of the instance.', [], true),
      act('runner.list_group', 'List the runners of a group.', ['group_id'], true),
      act('merge_request.approve', 'Approve a merge request.', ['merge_request_iid'], false),
      act(
        'merge_request.approval_state',
        'Who approved a merge request, by rule.',
        ['merge_request_iid'],
        true,
      ),
      act('group.protected_env_protect', 'Protect an environment tier.', ['group_id', 'name'], false),
      act('group.protected_env_list', 'List protected environment tiers.', ['group_id'], true),
      act(
        'merge_request.get',
        'Get a merge request: state, branches, author, reviewers, pipeline, merge status and description.',
        ['merge_request_iid'],
        true,
      ),
      act(
        'merge_request.reviewers',
        'List the reviewers of a merge request and the status of their review.',
        ['merge_request_iid'],
        true,
      ),
      act('package.list', 'List the packages of a project.', ['project_id'], true),
      act(
        'package.registry_list_project',
        'List the container registry repositories of a project.',
        ['project_id'],
        true,
      ),
    ],
    (action) => action,
  );
  const first = (query: string) => intentFinder.search(query, 3)[0]?.action.id;

  it('follows the direction of a relation', () => {
    expect(first('merge requests that close issue 15')).toBe('issue.mrs_closing');
    expect(first('issues this merge request will close')).toBe('merge_request.issues_closed');
  });

  it('reads a leading verb as an act', () => {
    expect(first('unblock the user carol')).toBe('user.unblock');
    expect(first('block user 31 from signing in')).toBe('user.block');
  });

  it('prefers the action of the scope the request names', () => {
    expect(first('all runners on the instance')).toBe('runner.list_all');
    expect(first('list the runners of the devops group')).toBe('runner.list_group');
    expect(first('list my runners')).toBe('runner.list');
  });

  it("reads an act's noun as what was done, not as the act", () => {
    expect(first('who approved merge request 12')).toBe('merge_request.approval_state');
    expect(first('approval state of MR 12')).toBe('merge_request.approval_state');
    expect(first('approve merge request 12')).toBe('merge_request.approve');
  });

  it('lists the object a sub-action of a broad domain names, said in the plural', () => {
    expect(first('protected environments of the group')).toBe('group.protected_env_list');
  });

  it('answers a question about one object with the object read whole', () => {
    expect(first('what is the status of MR 12')).toBe('merge_request.get');
  });

  it('does not answer with a sub-object the request never names', () => {
    expect(first('list the packages of the project')).toBe('package.list');
    expect(first('list the registry repositories of the project')).toBe('package.registry_list_project');
  });
});

describe('Finder reading GitLab documentation language (issue 21, third round)', () => {
  const docsFinder = new Finder(
    [
      act('pipeline.schedule_get', 'Get one pipeline schedule.', ['project_id', 'schedule_id'], true),
      act('pipeline.schedule_list', 'List the pipeline schedules of a project.', ['project_id'], true),
      act('access.approve_group', 'Approve an access request to a group.', ['group_id', 'user_id'], false),
      act(
        'group.group_member_add',
        'Add a member to a group.',
        ['group_id', 'user_id', 'access_level'],
        false,
      ),
      act('merge_request.create', 'Create a merge request.', ['project_id', 'source_branch'], false),
      act('mr_review.discussion_create', 'Start a thread on a merge request.', ['merge_request_iid'], false),
      act('user.ssh_keys', "List the current user's SSH keys.", [], true),
      act('user.ssh_keys_for_user', "List a user's SSH keys.", ['user_id'], true),
      act('merge_request.list', 'List merge requests of a project.', ['project_id'], true),
      act('repository.commit_merge_requests', 'Merge requests that contain a commit.', ['sha'], true),
      act('user.todo_list', "List the current user's to-do items.", [], true),
      act('issue.list', 'List issues of a project.', ['project_id'], true),
      act('user.block', 'Block a user.', ['user_id'], false),
      act('user.modify', 'Change the attributes of a user.', ['user_id', 'admin'], false),
      act('template.gitignore_list', 'List the gitignore templates.', [], true),
      act('template.dockerfile_list', 'List the Dockerfile templates.', [], true),
    ],
    (action) => action,
  );
  const first = (query: string) => docsFinder.search(query, 3)[0]?.action.id;

  it('reads "get all" as a list', () => {
    expect(first('Get all pipeline schedules')).toBe('pipeline.schedule_list');
  });

  it("reads a role's access as membership, not as the access actions", () => {
    expect(first('grant reporter access to the group for user 8')).toBe('group.group_member_add');
  });

  it('reads a domain named by an abbreviation as part of the domain it abbreviates', () => {
    expect(first('Create new merge request thread')).toBe('mr_review.discussion_create');
  });

  it("tells the caller's own things from another user's", () => {
    expect(first('list my SSH keys')).toBe('user.ssh_keys');
    expect(first('List SSH keys for a user')).toBe('user.ssh_keys_for_user');
  });

  it('follows a relation whose other end is a word of the action name', () => {
    expect(first('List merge requests associated with a commit')).toBe('repository.commit_merge_requests');
  });

  it('reads an action named edit or modify as an update', () => {
    expect(first('update user 23 to be an administrator')).toBe('user.modify');
  });

  it('reads a dotted file kind (.gitignore) as its word', () => {
    expect(first('List .gitignore templates')).toBe('template.gitignore_list');
  });

  it('reads "to-do" as one word', () => {
    expect(first('Get a list of to-do items')).toBe('user.todo_list');
  });
});

describe('Finder reading actions named by what they list (issue 21, fourth round)', () => {
  const pluralFinder = new Finder(
    [
      act(
        'merge_request.get',
        'Get a merge request: its state, branches, commits behind and pipeline.',
        ['merge_request_iid', 'include_diverged_commits_count'],
        true,
      ),
      act('merge_request.commits', 'The commits of a merge request.', ['merge_request_iid'], true),
      act('merge_request.list', 'List merge requests of a project.', ['project_id', 'draft'], true),
      // Most actions get one thing, as in the catalog: `get` says little.
      ...['issue', 'job', 'pipeline', 'user', 'tag', 'release'].map((domain) =>
        act(`${domain}.get`, `Get one ${domain}.`, [`${domain}_id`], true),
      ),
      act('mr_review.draft_note_list', 'Draft notes of a merge request.', ['merge_request_iid'], true),
    ],
    (action) => action,
  );
  const first = (query: string) => pluralFinder.search(query, 3)[0]?.action.id;

  const scoreOf = (query: string, id: string) =>
    pluralFinder.search(query, 20).find((hit) => hit.action.id === id)?.score ?? Number.NaN;

  it('lists with a read whose name says its things in the plural, like one named list', () => {
    expect(first('Get single merge request commits')).toBe('merge_request.commits');
    // A plural asks for the list: it earns what `list merge requests` earns merge_request.list.
    expect(scoreOf('merge request commits', 'merge_request.commits')).toBeGreaterThan(
      scoreOf('merge request commit', 'merge_request.commits'),
    );
  });

  it('does not read a plural of the broad domain as the sub-object a list is about', () => {
    expect(first('draft MRs in group/project')).toBe('merge_request.list');
  });
});

describe("Finder reading the caller's own (issue 21, fourth round)", () => {
  const read = (id: string, description: string, params: string[]) => act(id, description, params, true);
  const ownFinder = new Finder(
    [
      read('user.get_status', "Get a user's status message.", ['user_id']),
      read('user.current_user_status', "Get the current user's status message.", []),
      read('user.get', 'Get one user: profile and state.', ['user_id']),
      read('user.current', 'Get the current user: the profile of the token owner.', []),
      read('user.ssh_keys', "List the current user's SSH keys.", []),
      read('group.credential_list_ssh_keys', 'List the SSH keys of the credentials inventory.', ['group_id']),
    ],
    (action) => action,
  );
  const first = (query: string) => ownFinder.search(query, 3)[0]?.action.id;

  it("reads my/me as the current user's, not a user the request must name nor a group's", () => {
    expect(first('show my user profile')).toBe('user.current');
    expect(first('list my SSH keys')).toBe('user.ssh_keys');
    expect(first('show the status of user 5')).toBe('user.get_status');
  });
});

describe('Finder reading the attributes a description lists (issue 21, fourth round)', () => {
  const attributeFinder = new Finder(
    [
      act(
        'project.update',
        "Change a project's settings: name, visibility, default branch and merge options.",
        ['project_id', 'default_branch'],
        false,
      ),
      act(
        'branch.update_protected',
        'Change the rules of a protected branch.',
        ['project_id', 'name'],
        false,
      ),
      act('branch.delete', 'Delete a branch.', ['project_id', 'branch'], false),
    ],
    (action) => action,
  );
  const first = (query: string) => attributeFinder.search(query, 3)[0]?.action.id;

  it("reads an attribute the description lists as the action's object's", () => {
    expect(first('change the default branch of the project to develop')).toBe('project.update');
    expect(first('set the default branch to develop')).toBe('project.update');
  });
});

describe("Finder reading an action name's stopwords (issue 21, fourth round)", () => {
  const joinedFinder = new Finder(
    [
      act(
        'environment.deployment_approve_or_reject',
        'Approve or reject a deployment waiting for approval.',
        ['deployment_id', 'status'],
        false,
      ),
      act('environment.deployment_get', 'Get one deployment.', ['deployment_id'], true),
      act('user.approve', 'Approve a user whose sign-up is pending.', ['user_id'], false),
      act('environment.protected_protect', 'Protect an environment: who may deploy and approve.', [], false),
    ],
    (action) => action,
  );

  it('neither counts them as words of the name nor takes them for its object', () => {
    expect(joinedFinder.search('approve the pending deployment to production', 3)[0]?.action.id).toBe(
      'environment.deployment_approve_or_reject',
    );
  });
});

describe("Finder reading an object's aliases for all its actions (issue 21, fourth round)", () => {
  const act = (id: string, aliases: string[], params: string[], readOnly: boolean): Findable => ({
    id,
    description: 'Push mirrors of a project.',
    aliases,
    params,
    values: [],
    readOnly,
  });
  const siblingFinder = new Finder(
    [
      act('project.mirror_list', ['remote mirrors', 'show mirrors'], ['project_id'], true),
      act('project.mirror_delete', [], ['project_id', 'mirror_id'], false),
      act('project.mirror_add', [], ['project_id', 'url'], false),
      act('branch.delete', ['remove branch'], ['project_id', 'branch'], false),
      ...['issue', 'tag', 'release'].map((domain) => act(`${domain}.delete`, [], [`${domain}_id`], false)),
    ],
    (action) => action,
  );

  it("gives a write the words its object's reading actions are asked by, not their verbs", () => {
    expect(siblingFinder.search('Delete a remote mirror', 3)[0]?.action.id).toBe('project.mirror_delete');
    expect(siblingFinder.search('show remote mirrors', 3)[0]?.action.id).toBe('project.mirror_list');
  });
});

describe('Finder reading GitLab vocabulary across word forms (issue 21, fifth round)', () => {
  const vocabularyFinder = new Finder(
    [
      findable('project.create', 'Create a project.', [], ['name', 'namespace_id']),
      findable(
        'project.create_fork_relation',
        'Mark an existing project as a fork of another.',
        [],
        ['project_id', 'forked_from_id'],
      ),
      findable('project.fork', 'Fork a project.', [], ['project_id', 'namespace_id']),
    ],
    (action) => action,
  );

  it('reads a relationship as the relation an action names', () => {
    expect(
      vocabularyFinder.search('create a relationship between project 7 and project 3', 3)[0]?.action.id,
    ).toBe('project.create_fork_relation');
  });
});

describe('Finder reading compound objects and a context that is the action’s domain (issue 21, seventh round)', () => {
  const contextActions = [
    act('job.retry', 'Retry a job.', ['project_id', 'job_id'], false),
    act('job.list', 'List the jobs of a pipeline.', ['project_id', 'pipeline_id'], true),
    act('pipeline.retry', 'Retry the failed jobs of a pipeline.', ['project_id', 'pipeline_id'], false),
    act('pipeline.get', 'Get one pipeline.', ['project_id', 'pipeline_id'], true),
  ];
  const contextFinder = new Finder(contextActions, (action) => action);
  const first = (query: string) => contextFinder.search(query, 3)[0]?.action.id;

  it('reads a container the request names as the context of an act its domain does', () => {
    expect(first('retry the jobs in a pipeline')).toBe('pipeline.retry');
    expect(first('list the jobs of pipeline 3')).toBe('job.list');
    // Unweighed, the context term matches nothing of pipeline.retry and the job's own retry wins.
    const unread = new Finder(contextActions, (action) => action, { ...WEIGHTS, contextDomain: 0 });
    expect(unread.search('retry the jobs in a pipeline', 1)[0]?.action.id).toBe('job.retry');
  });

  it("reads a scope word inside a compound object of an action's ID as part of the object", () => {
    const compoundFinder = new Finder(
      [
        act('job.retry', 'Retry a job.', ['project_id', 'job_id'], false),
        act('pipeline.resource_group_list', "List a project's resource groups.", ['project_id'], true),
        act('project.list_groups', 'List the groups of a project.', ['project_id'], true),
        act('group.list', 'List groups.', [], true),
      ],
      (action) => action,
    );
    // `resource_group` says no group scope: read as one, the project's groups would come first.
    const found = compoundFinder.search('list the resource groups of project 5', 1)[0]?.action.id;
    expect(found).toBe('pipeline.resource_group_list');
  });
});

describe('Finder reading how a list is ordered (issue 21, seventeenth round)', () => {
  const projects: Findable[] = [
    {
      ...act('project.list', 'List projects.', ['visibility', 'order_by'], true),
      values: ['private', 'public'],
      orderValues: ['created_at', 'star_count'],
    },
    act('project.create', 'Create a project.', ['name'], false),
  ];

  it('counts a value ordering the list only when the request says how to order', () => {
    expect(featuresOf(projects, 'which projects have stars', 'project.list')?.value).toBe(0);
    expect(featuresOf(projects, 'projects ordered by stars', 'project.list')?.value).toBeGreaterThan(0);
    expect(featuresOf(projects, 'public projects', 'project.list')?.value).toBeGreaterThan(0);
  });
});
