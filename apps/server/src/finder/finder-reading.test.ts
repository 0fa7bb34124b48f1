import { describe, expect, it } from 'vitest';
import { Finder } from './finder.js';
import { buildIndex } from './action-index.js';
import type { Findable } from './action-index.js';
import { parseRequest } from './request.js';
import { act, featuresOf, findable } from './test-support/findable.js';
import { WEIGHTS } from './weights.js';

describe('Finder reading how a request is built (issue 21, eighth round)', () => {
  const finderOf = (actions: Findable[], weights = WEIGHTS) =>
    new Finder(actions, (action) => action, weights);
  const firstOf = (found: Finder<Findable>, query: string) => found.search(query, 3)[0]?.action.id;
  const vocabularyOf = (actions: Findable[]) => buildIndex(actions, (action) => action, WEIGHTS).vocabulary;

  it('reads an unknown word before an object word as its name, and one object named as no list', () => {
    const members = [
      act('group.members', 'List the members of a group.', ['group_id'], true),
      act('group.group_member_get', 'Get a member of a group.', ['group_id', 'user_id'], true),
    ];
    expect(firstOf(finderOf(members), 'is frank a member of the group')).toBe('group.group_member_get');
    // Unweighed, one member named is no reason to leave the list.
    expect(firstOf(finderOf(members, { ...WEIGHTS, listsOne: 0 }), 'is frank a member of the group')).toBe(
      'group.members',
    );
    // `a particular issue`: after an indefinite article the unknown word describes, it names nothing.
    expect(parseRequest('a particular member', vocabularyOf(members)).at(-1)?.one).toBeNull();
    // After a container's word, the unknown word is its name.
    const terms = parseRequest('members of group platform', vocabularyOf(members));
    expect(terms.map((term) => [term.text, term.one])).toEqual([
      ['members', null],
      ['group', 'named'],
    ]);
  });

  it('prefers the action that takes the context the request identifies', () => {
    // The catalog's own words for them, and neighbours that make pipelines objects and `failed` a common word.
    const jobs = [
      findable(
        'job.list_project',
        'List the jobs of a whole project across pipelines, newest first, filtered by status.',
        ['all jobs', 'recent builds', 'failed jobs'],
      ),
      findable(
        'job.list',
        "List a pipeline's jobs with their stage, status and duration, filtered by status.",
        ['pipeline jobs', 'builds', 'ci jobs'],
        ['project_id', 'pipeline_id'],
      ),
      findable('pipeline.get', 'Get one pipeline.', [], ['project_id', 'pipeline_id']),
      findable(
        'user.todo_list',
        'List your to-do items: mentions, assignments, review requests, failed pipelines.',
        [],
        [],
      ),
    ];
    expect(firstOf(finderOf(jobs), 'which jobs failed in pipeline 66')).toBe('job.list');
    expect(firstOf(finderOf(jobs, { ...WEIGHTS, takesContext: 0 }), 'which jobs failed in pipeline 66')).toBe(
      'job.list_project',
    );
  });

  it('reads a participle as a state of the object, not as an act', () => {
    const tags = [
      act('tag.protect', 'Protect tags matching a name or wildcard.', ['project_id', 'name'], false),
      act('tag.list_protected', 'List protected tags.', ['project_id'], true),
    ];
    const [first] = finderOf(tags).rank('protected tags in group/project');
    expect(first?.action.id).toBe('tag.list_protected');
    // Read as the act `protect`, the request would be a command, which a read does not do.
    expect(first?.features?.readForCommand).toBe(0);
  });

  it("reads the noun of an act in an object's name as naming it, not as the act", () => {
    const rules = [
      act('project.approval_rule_list', 'List approval rules.', ['project_id'], true),
      act('project.approval_rule_get', 'Get one approval rule.', ['project_id', 'approval_rule_id'], true),
      act('merge_request.approve', 'Approve a merge request.', ['project_id', 'merge_request_iid'], false),
    ];
    const [first] = finderOf(rules).rank('what approval rules does the project have');
    expect(first?.action.id).toBe('project.approval_rule_list');
    // `approval` says which rules: the plural they are said in picks the list.
    expect(first?.features?.pluralList).toBe(1);
  });

  it('reads a branch or a tag by name as a ref an action takes', () => {
    const refs = [
      act('branch.get', 'Get one branch.', ['project_id', 'branch_name'], true),
      act('repository.commit_list', 'List the commits of a branch or tag.', ['project_id', 'ref_name'], true),
    ];
    const [first] = finderOf(refs).rank('list commits on the main branch');
    expect(first?.action.id).toBe('repository.commit_list');
    // `ref_name` takes the main branch: the action is not one that cannot take the object named.
    expect(first?.features?.cannotTake).toBe(0);
    // So do GitLab's plain `ref` and a `target_branch`.
    const runs = [
      ...refs,
      act('pipeline.create', 'Run a new pipeline.', ['project_id', 'ref'], false),
      act('merge_request.create', 'Open a merge request.', ['project_id', 'target_branch'], false),
    ];
    const cannotTake = (query: string) =>
      finderOf(runs)
        .rank(query)
        .find((hit) => hit.action.id.endsWith('.create'))?.features?.cannotTake;
    expect(cannotTake('run a new pipeline on branch feature/login')).toBe(0);
    expect(cannotTake('open a merge request into branch release/2.0')).toBe(0);
  });

  it('reads an abbreviation opening an action name as its object, not as an act', () => {
    const requests = [
      act('interactive.mr_create', 'Open a merge request with the user.', ['project_id'], false),
      act('merge_request.update', 'Change a merge request.', ['project_id', 'merge_request_iid'], false),
      act('merge_request.get', 'Get one merge request.', ['project_id', 'merge_request_iid'], true),
    ];
    expect(firstOf(finderOf(requests), 'MR 10 title')).toBe('merge_request.get');
  });

  it('reads a list or a creation taking an object of its name by ID as about something of that object', () => {
    const notes = [
      act(
        'merge_request.emoji_mr_note_list',
        'List the emoji reactions on a merge request comment.',
        ['project_id', 'merge_request_iid', 'note_id'],
        true,
      ),
      act(
        'mr_review.note_list',
        'List the comments on a merge request.',
        ['project_id', 'merge_request_iid'],
        true,
      ),
    ];
    expect(firstOf(finderOf(notes), 'list the notes on MR 21')).toBe('mr_review.note_list');
  });

  it('costs a read of one object when the request names its object in the plural', () => {
    const pipelines = [
      findable('pipeline.latest', 'Get the latest pipeline of a branch.', [], ['project_id', 'ref']),
      findable('pipeline.list', 'List the pipelines of a project.', [], ['project_id', 'ref']),
    ];
    const costOf = (query: string) =>
      Object.fromEntries(
        finderOf(pipelines)
          .rank(query)
          .map((hit) => [hit.action.id, hit.features?.getsOneOfMany]),
      );
    expect(costOf('latest pipelines on main')).toMatchObject({ 'pipeline.latest': 1, 'pipeline.list': 0 });
    expect(costOf('latest pipeline on main')).toMatchObject({ 'pipeline.latest': 0 });
  });

  it('costs an action each object its path needs that the request does not name', () => {
    const needing = (id: string, description: string, pathParams: string[]): Findable => ({
      ...act(id, description, pathParams, false),
      pathParams,
    });
    const notes = [
      needing('issue.discussion_add_note', 'Add a note to a thread on an issue.', [
        'project_id',
        'issue_iid',
        'discussion_id',
      ]),
      needing('issue.note_create', 'Create a note on an issue.', ['project_id', 'issue_iid']),
    ];
    const [first] = finderOf(notes).rank('add a note to issue 9');
    expect(first?.action.id).toBe('issue.note_create');
    // The thread is not said; the project is the request's setting, the issue is named, and neither costs.
    expect(
      finderOf(notes)
        .rank('add a note to issue 9')
        .map((hit) => hit.features?.needsUnsaid),
    ).toEqual([0, 1]);
    // Said, the thread costs nothing.
    const [inThread] = finderOf(notes).rank('add a note to the thread on issue 9');
    expect(inThread?.action.id).toBe('issue.discussion_add_note');
    expect(inThread?.features?.needsUnsaid).toBe(0);
    // An action with no REST path needs what its name says it is of (the milestone), not each filter it takes.
    const lists = [
      act(
        'project.milestone_issues',
        'List the issues of a milestone.',
        ['project_id', 'milestone_iid'],
        true,
      ),
      act('issue.list', 'List issues.', ['project_id', 'assignee_id'], true),
    ];
    const needed = finderOf(lists)
      .rank('issues assigned to bob in the project')
      .map((hit) => [hit.action.id, hit.features?.needsUnsaid]);
    expect(needed).toEqual(
      expect.arrayContaining([
        ['project.milestone_issues', 1],
        ['issue.list', 0],
      ]),
    );
  });
});

describe('Finder indexing what is created inside an object (issue 21, eighth round)', () => {
  it('reads a creating action as making the object its name says inside the objects it takes', () => {
    const inside = buildIndex(
      [
        act('issue.create', 'Create an issue.', ['project_id', 'title'], false),
        act('issue.update', 'Change an issue.', ['project_id', 'issue_iid'], false),
        act('issue.note_list', 'List the comments on an issue.', ['project_id', 'issue_iid'], true),
        act('issue.note_create', 'Comment on an issue.', ['project_id', 'issue_iid', 'body'], false),
        act('project.label_list', 'List labels.', ['project_id'], true),
        act('project.label_create', 'Create a label.', ['project_id', 'name'], false),
      ],
      (action) => action,
      WEIGHTS,
    ).vocabulary.createdInside;
    expect([...(inside?.get('issu') ?? [])]).toEqual(['note']);
    expect([...(inside?.get('project') ?? [])].sort()).toEqual(['issu', 'label', 'note']);
  });
});

describe('Finder reading an object inside the place a request names (issue 21, fourteenth round)', () => {
  it('keeps the named place’s action that needs the object in its domain, not off it', () => {
    const path = ['project_id', 'merge_request_iid'];
    const train = [
      { ...act('merge_request.get', 'Get one by its IID.', path, true), pathParams: path },
      { ...act('merge_train.get', 'Get a merge request on a merge train.', path, true), pathParams: path },
      act('merge_train.list_project', 'List the merge trains of a project.', ['project_id'], true),
    ];
    const found = new Finder(train, (action) => action, WEIGHTS);
    const offDomain = (id: string) =>
      found.rank('where is MR 101 in the merge train').find((hit) => hit.action.id === id)?.features
        ?.otherDomain;
    expect(offDomain('merge_train.get')).toBe(0);
    // The place's action that does not need the merge request is about something else.
    expect(offDomain('merge_train.list_project')).toBe(1);
    // `merge` is a word of the train there, not of the merge requests' domain.
    const domainPart = (query: string) =>
      found.rank(query).find((hit) => hit.action.id === 'merge_request.get')?.features?.domainPart;
    expect(domainPart('where is MR 101 in the merge train')).toBe(0);
    expect(domainPart('where is MR 101 in the merge table')).toBeGreaterThan(0);
    // Named by a word of its own (`merge queue`), the place is the context its action acts in on the object.
    const inQueue = found.rank('where is MR 101 in the merge queue');
    expect(
      inQueue.find((hit) => hit.action.id === 'merge_train.get')?.features?.contextDomain,
    ).toBeGreaterThan(0);
  });
});

describe('Finder reading a picture as something a request asks for (issue 21, fourteenth round)', () => {
  it('costs an action that draws when the request asks for the data, not for a picture', () => {
    const languages = [
      act('project.languages', "List a project's languages.", ['project_id'], true),
      {
        ...act('visual.repository_languages', "Chart a repository's languages.", ['project_id'], true),
        draws: true,
      },
    ];
    const drawing = (query: string) =>
      featuresOf(languages, query, 'visual.repository_languages')?.headUnsaid;
    expect(drawing('what languages is the repository written in')).toBe(1);
    expect(drawing('chart the languages of the repository')).toBe(0);
  });
});

describe('Finder reading scopes and whose things (issue 21, fifteenth round)', () => {
  it('reads whose things an action name says (`token_personal_list`) as no object: it lists tokens', () => {
    const tokens = [
      act('access.token_personal_list', 'List personal access tokens.', ['user_id'], true),
      act('access.token_personal_get', 'Get one personal access token.', ['token_id'], true),
    ];
    expect(
      featuresOf(tokens, 'which of my tokens are still active?', 'access.token_personal_list'),
    ).toMatchObject({ pluralList: 1, headUnsaid: 0 });
  });

  it('costs a project’s action when the request names only the instance, not when it says `all`', () => {
    const flags = [
      {
        ...act(
          'feature_flags.feature_flag_list',
          'List the feature flags of a project.',
          ['project_id'],
          true,
        ),
        pathParams: ['project_id'],
      },
      act('admin.feature_list', 'List the instance feature flags that are set.', [], true),
    ];
    const otherScope = (query: string) =>
      featuresOf(flags, query, 'feature_flags.feature_flag_list')?.otherScope;
    expect(otherScope('list the feature flags on this instance')).toBe(1);
    expect(otherScope('list all feature flags')).toBe(0);
    expect(otherScope('list the feature flags of project web')).toBe(0);
  });
});

describe('Finder reading everyday words for the catalog’s (issue 21, fifteenth round)', () => {
  it('reads a number closing a compound as identifying the whole compound', () => {
    const freezes = [
      act('environment.freeze_list', 'List the deploy freeze periods.', ['project_id'], true),
      act('environment.freeze_get', 'Get one freeze period.', ['project_id', 'freeze_period_id'], true),
    ];
    const listsOne = (query: string) => featuresOf(freezes, query, 'environment.freeze_list')?.listsOne;
    expect(listsOne('show freeze period 3 of project shop')).toBe(1);
    // A plural before the name is no part of it.
    expect(listsOne('show freezes period 3 of project shop')).toBe(0);
  });

  it('reads a plural closing a compound a list’s head opens as what it lists', () => {
    const features = [act('admin.feature_list', 'List the instance feature flags that are set.', [], true)];
    const pluralList = (query: string) => featuresOf(features, query, 'admin.feature_list')?.pluralList;
    expect(pluralList('list the feature flags of this instance')).toBe(1);
    expect(pluralList('list the flags of this instance')).toBe(0);
  });

  it('reads a container named as the place as one that exists, which no creation of it is about', () => {
    const projects = [
      act('project.create', 'Create a project.', ['name', 'squash_option'], false),
      act('project.update', 'Change a project’s settings.', ['project_id', 'squash_option'], false),
    ];
    const cannotTake = (query: string) => featuresOf(projects, query, 'project.create')?.cannotTake;
    expect(cannotTake('squash commits by default when merging in project web')).toBe(1);
    expect(cannotTake('create project web that squashes commits by default')).toBe(0);
  });

  it('reads many things said with no name as none a read needing one can take', () => {
    const path = ['user_id', 'key_id'];
    const keys = [
      { ...act('user.get_ssh_key_for_user', 'Get one SSH key of a user.', path, true), pathParams: path },
      act('user.ssh_keys_for_user', 'List the SSH keys of a user.', ['user_id'], true),
    ];
    const needsUnsaid = (query: string) => featuresOf(keys, query, 'user.get_ssh_key_for_user')?.needsUnsaid;
    expect(needsUnsaid('ssh keys of user grace')).toBe(1);
    expect(needsUnsaid('ssh key 5 of user grace')).toBe(0);
    // Said as no one key, nor any one of them, the key is not one a read is given.
    expect(needsUnsaid('when was the ssh key of user grace added')).toBe(1);
    expect(needsUnsaid('get a single ssh key of user grace')).toBe(0);
  });

  it('reads a summary of many things as no list of them, only of itself', () => {
    const issues = [
      act('issue.statistics_get_project', 'Count the issues of a project.', ['project_id'], true),
      act('issue.list', 'List the issues of a project.', ['project_id'], true),
    ];
    const ranked = new Finder(issues, (action) => action, WEIGHTS).rank(
      'issues assigned to bob in the web project',
    );
    const pluralList = (id: string) => ranked.find((hit) => hit.action.id === id)?.features?.pluralList;
    expect(pluralList('issue.statistics_get_project')).toBe(0);
    expect(pluralList('issue.list')).toBe(1);
  });

  it('reads totals as a count', () => {
    const counts = [
      act('admin.app_statistics_get', 'Get the instance’s counts of users, projects and groups.', [], true),
      act('project.list', 'List projects.', [], true),
    ];
    const first = (query: string) =>
      new Finder(counts, (action) => action, WEIGHTS).search(query, 2)[0]?.action.id;
    expect(first('instance totals of projects')).toBe('admin.app_statistics_get');
  });

  it('reads what includes something as what contains it', () => {
    const refs = [
      act('repository.commit_refs', 'List the branches and tags that contain a commit.', ['sha'], true),
      act('tag.list', 'List the tags of a project, newest first.', ['project_id'], true),
    ];
    const first = (query: string) =>
      new Finder(refs, (action) => action, WEIGHTS).search(query, 2)[0]?.action.id;
    expect(first('which tags include commit 8d1f2e0')).toBe('repository.commit_refs');
  });
});
