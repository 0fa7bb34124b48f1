import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import type { Findable } from './action-index.js';
import { act } from './test-support/findable.js';

/** An emoji reaction's actions: a changing one whose alias is GitLab's noun for the thing, and a reading one. */
const emoji: Findable[] = [
  {
    id: 'issue.emoji_issue_create',
    description: 'Award an emoji to an issue.',
    aliases: ['award emoji'],
    params: ['project_id', 'issue_iid'],
    readOnly: false,
  },
  {
    id: 'issue.emoji_issue_list',
    description: 'List the emoji reactions of an issue.',
    aliases: [],
    params: ['project_id', 'issue_iid'],
    readOnly: true,
  },
];

describe('Finder reading requests as people write them (issue 21, ninth round)', () => {
  it("reads a changing action's alias as naming what a request asks to see, and as the act only when acting", () => {
    const phraseOfCreate = (query: string) =>
      new Finder(emoji, (action) => action)
        .rank(query)
        .find((hit) => hit.action.id === 'issue.emoji_issue_create')?.features?.phrase;
    expect(phraseOfCreate('list the award emojis of issue 8')).toBe(0);
    expect(phraseOfCreate('award emoji to issue 8')).toBeGreaterThan(0);
  });

  it('reads a polite question that asks for an act (could you delete…?) as the command it is', () => {
    const issues: Findable[] = [
      {
        id: 'issue.delete',
        description: 'Delete an issue.',
        aliases: [],
        params: ['issue_iid'],
        readOnly: false,
      },
      { id: 'issue.get', description: 'Get one issue.', aliases: [], params: ['issue_iid'], readOnly: true },
    ];
    const demotion = (query: string) =>
      new Finder(issues, (action) => action).rank(query).find((hit) => hit.action.id === 'issue.delete')
        ?.features?.writeForQuestion;
    expect(demotion('could you delete issue 8?')).toBe(0);
    // Asking what is, or whether it was, still reads.
    expect(demotion('was issue 8 deleted?')).toBe(1);
    expect(demotion('could you tell me if issue 8 was deleted?')).toBe(1);
  });

  it('reads everyday words for what GitLab calls otherwise (issue 21, tenth round)', () => {
    const actions = [
      act('job.get', 'Get one job.', ['job_id'], true),
      act('job.cancel', 'Cancel a job.', ['job_id'], false),
      act('branch.get', 'Get one branch.', ['branch_name'], true),
      act('branch.delete', 'Delete a branch.', ['branch_name'], false),
      act('user.token_list', 'List the personal access tokens of a user.', ['user_id'], true),
      act('user.email_list', 'List the emails of a user.', ['user_id'], true),
      act('vulnerability.get', 'Get one vulnerability.', ['vulnerability_id'], true),
      act('issue.get', 'Get one issue.', ['issue_iid'], true),
      act('issue.note_create', 'Comment on an issue: a reply.', ['issue_iid', 'body'], false),
    ];
    const first = (query: string) => new Finder(actions, (action) => action).search(query, 3)[0]?.action.id;
    expect(first('kill job 42')).toBe('job.cancel');
    expect(first('the obsolete branch feature/x')).toBe('branch.delete');
    expect(first('credentials of user 7')).toBe('user.token_list');
    expect(first('vuln 12')).toBe('vulnerability.get');
    expect(first('answer issue 9')).toBe('issue.note_create');
  });

  it('reads any object word said with a number as one object the action must take (tenth round)', () => {
    const milestones = [
      act('project.milestone_list', 'List the milestones of a project.', ['project_id'], true),
      act('project.milestone_get', 'Get one milestone.', ['project_id', 'milestone_id'], true),
      act('access.deploy_token_delete', 'Delete a deploy token.', ['deploy_token_id'], false),
      act('access.token_list', 'List the access tokens of a project.', ['project_id'], true),
    ];
    const cannotTake = (query: string, id: string) =>
      new Finder(milestones, (action) => action).rank(query).find((hit) => hit.action.id === id)?.features
        ?.cannotTake;
    // `milestone` is no domain, the head of the milestone actions' names: said with a number, it is one milestone.
    expect(cannotTake('when is milestone 3 due', 'project.milestone_list')).toBe(1);
    expect(cannotTake('when is milestone 3 due', 'project.milestone_get')).toBe(0);
    expect(
      new Finder(milestones, (action) => action).search('when is milestone 3 due', 1)[0]?.action.id,
    ).toBe('project.milestone_get');
    // A compound taken by ID (`deploy_token_id`) takes the token its last word names.
    expect(cannotTake('delete token 4', 'access.deploy_token_delete')).toBe(0);
    expect(cannotTake('delete token 4', 'access.token_list')).toBe(1);
  });

  // Each word is the only link between its request and the action: without it another action comes first.
  it.each([
    ['downgrade dave to reporter in group platform', 'group.group_member_edit'],
    ['lower the security approval rule to 1 approval', 'project.approval_rule_update'],
    ['log 90 minutes on issue 7', 'issue.spent_time_add'],
    ['what have people said on issue 17', 'issue.note_list'],
    ['make project old-site writable again', 'project.unarchive'],
    ['which projects are trusted by the job token of project api', 'job.token_scope_list_inbound'],
    ['who pushed to project web yesterday', 'user.event_list_project'],
    ['is the path new-service still free', 'user.namespace_exists'],
  ])('reads the everyday words of requests of GitLab tasks (eleventh round): %s', (query, id) => {
    const actions = [
      act('group.group_member_get', 'Get a member of a group.', ['group_id', 'user_id'], true),
      act(
        'group.group_member_edit',
        'Change the role of a member of a group.',
        ['group_id', 'user_id'],
        false,
      ),
      act('project.approval_rule_create', 'Create an approval rule.', ['project_id', 'name'], false),
      act('project.approval_rule_update', 'Change an approval rule.', ['project_id', 'rule_id'], false),
      act('issue.get', 'Get one issue.', ['issue_iid'], true),
      act('issue.spent_time_add', 'Add time spent on an issue.', ['issue_iid', 'duration'], false),
      act('issue.note_list', 'List the comments of an issue.', ['issue_iid'], true),
      act('project.get', 'Get one project.', ['project_id'], true),
      act('project.unarchive', 'Unarchive a project.', ['project_id'], false),
      act('job.token_scope_get', 'Get the job token access settings of a project.', ['project_id'], true),
      act(
        'job.token_scope_list_inbound',
        "List the projects in a project's job token allowlist.",
        ['project_id'],
        true,
      ),
      act('user.event_list_project', 'List the events of a project.', ['project_id'], true),
      act('user.namespace_exists', 'Check whether a namespace path exists.', ['namespace'], true),
      act('user.namespace_get', 'Get a namespace by its path.', ['namespace_id'], true),
    ];
    expect(new Finder(actions, (action) => action).search(query, 3)[0]?.action.id).toBe(id);
  });

  it('reads a two-word object of the catalog said as a run as that object, not its first word (twelfth round)', () => {
    const actions = [
      act('job.list', 'List the jobs of a project.', ['project_id'], true),
      act(
        'job.token_scope_list_inbound',
        'List the projects allowed to reach a project with their CI/CD job token.',
        ['project_id'],
        true,
      ),
      act('project.list', 'List projects.', [], true),
    ];
    const finder = new Finder(actions, (action) => action);
    const query = 'which projects can use their CI job token to reach project api';
    const compound = (id: string) =>
      finder.rank(query).find((hit) => hit.action.id === id)?.features?.compound;
    expect(compound('job.token_scope_list_inbound')).toBe(1);
    expect(compound('job.list')).toBe(-1);
    expect(compound('project.list')).toBe(0);
    // Said apart, the words are no compound: `jobs and the token` names both.
    expect(
      finder.rank('jobs of the project and the token').every((hit) => hit.features?.compound === 0),
    ).toBe(true);
  });

  // Each word is the only link between its request and the action: without it another action comes first.
  it.each([
    ['what is in the src/api folder on main', 'repository.tree'],
    ['download project web as a tarball', 'repository.archive'],
    ['zip of the backend repository at v2', 'repository.archive'],
    ['give me the file package.json on main', 'repository.file_raw'],
    ['what has user dave been working on', 'user.contribution_events'],
    ['who may create tags like v3.* in project api', 'tag.get_protected'],
    ['trigger the pipeline of project deploy with our trigger token', 'pipeline.trigger_run'],
    ['leave a note on issue 9 that it is fixed', 'issue.note_create'],
    ['only maintainers may touch v* tags', 'tag.protect'],
    ['mask the variable DEPLOY_TOKEN', 'ci_variable.update'],
    ['flag merge request 8 as a draft', 'merge_request.update'],
    ['save my deploy script in a snippet', 'snippet.create'],
    ['resume runner 4', 'runner.update'],
  ])('reads the everyday words of requests of GitLab users (twelfth round): %s', (query, id) => {
    const actions = [
      act(
        'repository.tree',
        'List the files and directories of a repository.',
        ['project_id', 'path', 'ref'],
        true,
      ),
      act(
        'repository.archive',
        'Download an archive of the repository.',
        ['project_id', 'sha', 'format'],
        true,
      ),
      act('repository.file_raw', 'Get the raw content of a file.', ['project_id', 'file_path', 'ref'], true),
      act(
        'repository.file_update',
        'Update a file in the repository.',
        ['project_id', 'file_path', 'content'],
        false,
      ),
      act('branch.get', 'Get one branch.', ['project_id', 'branch'], true),
      act('project.get', 'Get one project.', ['project_id'], true),
      act('user.get', 'Get one user.', ['user_id'], true),
      act('tag.create', 'Create a tag.', ['project_id', 'tag_name', 'ref'], false),
      act('snippet.list', 'List my snippets.', [], true),
      act('snippet.create', 'Create a snippet.', ['title', 'content'], false),
      act('runner.get', 'Get one runner.', ['runner_id'], true),
      act('runner.update', 'Update a runner.', ['runner_id', 'paused'], false),
      act('merge_request.update', 'Update a merge request.', ['project_id', 'merge_request_iid'], false),
      act(
        'mr_review.draft_note_create',
        'Create a draft note on a merge request.',
        ['project_id', 'merge_request_iid', 'note'],
        false,
      ),
      act('ci_variable.get', 'Get one CI/CD variable of a project.', ['project_id', 'key'], true),
      act(
        'ci_variable.update',
        'Update a CI/CD variable of a project.',
        ['project_id', 'key', 'value'],
        false,
      ),
      act('tag.protect', 'Protect tags matching a name or wildcard.', ['project_id', 'name'], false),
      act('issue.note_list', 'List the notes of an issue.', ['project_id', 'issue_iid'], true),
      act('issue.note_create', 'Create a note on an issue.', ['project_id', 'issue_iid', 'body'], false),
      act('pipeline.trigger_list', 'List the pipeline trigger tokens of a project.', ['project_id'], true),
      act(
        'pipeline.trigger_run',
        'Run a pipeline with a trigger token.',
        ['project_id', 'ref', 'token'],
        false,
      ),
      act('tag.list', 'List the tags of a project.', ['project_id'], true),
      act('tag.get_protected', 'Get one protected tag or wildcard.', ['project_id', 'name'], true),
      act('user.contribution_events', 'List the contribution events of a user.', ['user_id'], true),
    ];
    expect(new Finder(actions, (action) => action).search(query, 3)[0]?.action.id).toBe(id);
  });

  // Each reading is the only link between its request and the action: without it another action comes first.
  it.each([
    ['open merge requests in backend', 'merge_request.list'],
    ['open bugs in the backend project', 'issue.list'],
    ['open a bug for the login crash', 'issue.create'],
    ['invite sam@example.com to the platform group as a reporter', 'access.invite_group'],
    ['group boards of platform', 'group.group_board_list'],
    ["what's different between main and develop", 'repository.compare'],
    ['watch the priority::high label', 'project.label_subscribe'],
    [
      'which security scanners are turned on for project checkout?',
      'security_scan_profile.list_project_statuses',
    ],
  ])('reads the requests of the thirteenth round: %s', (query, id) => {
    const actions = [
      act('issue.create', 'Create an issue.', ['project_id', 'title', 'state'], false),
      act('issue.list', 'List the issues of a project.', ['project_id', 'state'], true),
      act('merge_request.create', 'Create a merge request.', ['project_id', 'source_branch'], false),
      act('merge_request.list', 'List the merge requests of a project.', ['project_id', 'state'], true),
      act(
        'group.group_member_add',
        'Add a member to a group.',
        ['group_id', 'user_id', 'access_level'],
        false,
      ),
      act('access.invite_group', 'Invite people to a group.', ['group_id', 'email', 'access_level'], false),
      act('group.epic_board_list', 'List the epic boards of a group.', ['group_id'], true),
      act('group.group_board_list', 'List the issue boards of a group.', ['group_id'], true),
      act('branch.get', 'Get one branch.', ['project_id', 'branch'], true),
      act('project.label_get', 'Get one label.', ['project_id', 'label_id'], true),
      act('project.label_subscribe', 'Subscribe to a label.', ['project_id', 'label_id'], false),
      act('job.wait', 'Wait for a job to finish.', ['project_id', 'job_id'], true),
      act('project.security_settings_get', 'Get the security settings of a project.', ['project_id'], true),
      act(
        'security_scan_profile.list_project_statuses',
        'List the security scan profiles of a project and whether each is on.',
        ['project_id'],
        true,
      ),
      act('repository.compare', 'Compare two branches, tags or commits.', ['project_id', 'from', 'to'], true),
    ];
    expect(new Finder(actions, (action) => action).search(query, 3)[0]?.action.id).toBe(id);
  });
});
