import { describe, expect, it } from 'vitest';
import { parseRequest } from './request.js';
import type { Vocabulary } from './terms.js';
import { stem } from './words.js';

const vocabulary: Vocabulary = {
  terms: new Map(
    'branch issu pipelin request merg list get tag user unprotect web every reviewer'
      .split(' ')
      .map((term) => [term, 9]),
  ),
  domains: new Set(['branch', 'issu', 'pipelin', 'merge_request', 'project', 'tag', 'job']),
  objects: new Set(['branch', 'issu', 'pipelin', 'merge_request', 'project', 'tag', 'job']),
  compounds: new Set(['job token']),
  domainCompounds: new Set(['merg request']),
  createdInside: new Map(),
};
const parse = (text: string) => parseRequest(text, vocabulary);
const texts = (text: string) => parse(text).map((term) => term.text);
/** Every meaning the request's terms carry, whichever term carries it. */
const meanings = (text: string) => parse(text).flatMap((term) => term.variants);

describe('stem', () => {
  it('brings a word and its inflections to one form, on both sides of a match', () => {
    expect(['merge', 'merged', 'merging', 'merges'].map(stem)).toEqual(['merg', 'merg', 'merg', 'merg']);
    expect(['tag', 'tagged', 'tags'].map(stem)).toEqual(['tag', 'tag', 'tag']);
    expect(['branches', 'protected', 'called'].map(stem)).toEqual(['branch', 'protect', 'call']);
    expect(['approve', 'approved', 'approval', 'removal'].map(stem)).toEqual([
      'approv',
      'approv',
      'approv',
      'remov',
    ]);
  });
});

describe('parseRequest', () => {
  it('drops values (paths, versions, numbers, quoted text) and lets them name the word before them', () => {
    expect(texts("close issue #41 titled 'Fix the login'")).toEqual(['close', 'issue']);
    expect(parse('close issue #41')[1]?.one).toBe('numbered');
    expect(parse('show tag v1.2.0')[1]?.one).toBe('named');
    expect(parse('protect tags matching v*')[1]?.one).toBe('named');
    expect(parse('delete the v1.0 tag')[1]?.one).toBe('named');
    expect(texts('delete the project variable OLD_SECRET')).toEqual(['delete', 'project', 'variable']);
    expect(texts('add the label priority::high to issue 9')).toEqual(['add', 'label', 'issue']);
  });

  it('reads a path no word claims as a project given by ID, which identifies but never scores', () => {
    expect(parse('issues in group/project').at(-1)).toMatchObject({
      text: 'project',
      one: 'numbered',
      reference: true,
    });
    expect(parse('protect the release/* branches').map((term) => term.reference)).toEqual([false, false]);
  });

  it('reads !243 as one merge request and "merge requests" as the merge_request domain, plural', () => {
    expect(parse('is !243 mergeable')[0]).toMatchObject({ variants: ['merge_request'], one: 'numbered' });
    expect(parse('open merge requests')[1]).toMatchObject({ variants: ['merge_request'], plural: true });
  });

  it("reads GitLab's references: &7 is an epic, backend#12 a project's issue, acme/web!5 a project's merge request", () => {
    const read = (text: string) =>
      parse(text).map(({ variants, one, reference }) => ({ variant: variants[0], one, reference }));
    expect(read('erase note 77 from acme &14').slice(-1)).toEqual([
      { variant: 'epic', one: 'numbered', reference: false },
    ]);
    expect(read('detach backend#8')).toEqual([
      { variant: 'detach', one: null, reference: false },
      { variant: 'project', one: 'numbered', reference: true },
      { variant: 'issu', one: 'numbered', reference: false },
    ]);
    expect(read('rebase acme/web!5').slice(1)).toEqual([
      { variant: 'project', one: 'numbered', reference: true },
      { variant: 'merge_request', one: 'numbered', reference: false },
    ]);
    // `#12` alone is the ID of the word before it, not an issue of its own.
    expect(parse('close merge request #12').map(({ variants, one }) => [variants[0], one])).toEqual([
      ['clos', null],
      ['merge_request', 'numbered'],
    ]);
  });

  it('reads a name in capitals joined by underscores as a CI/CD variable of that name, unless a word says so', () => {
    const read = (text: string) => parse(text).map(({ text: said, one }) => [said, one]);
    expect(read('show NPM_TOKEN for acme/web').slice(0, 2)).toEqual([
      ['show', null],
      ['variable', 'named'],
    ]);
    expect(read('show me the ci setting NPM_TOKEN').slice(-2)).toEqual([
      ['setting', null],
      ['variable', 'named'],
    ]);
    expect(texts('delete the project variable OLD_SECRET')).toEqual(['delete', 'project', 'variable']);
    // A feature flag's or a label's name in lower case is no variable.
    expect(texts('enable beta_search')).toEqual(['enable']);
  });

  it('drops what people add around a request when they write to a colleague', () => {
    expect(texts("I'd like the branches of backend, thanks")).toEqual(['branches', 'backend']);
    expect(texts('can you tell me the approval rules, I just want to know')).toEqual(['approval', 'rules']);
  });

  it("reads fast-typed abbreviations as their words, `let's` as proposing, and what has to go as deleted", () => {
    // The group said last with a word before it is the group of that name.
    expect(texts('list the pipelines of the mobile grp')).toEqual(['list', 'pipelines', 'group']);
    // `web`, unknown here, said after `proj` is the project's name.
    expect(texts('rotate the PAT on svc acct 5 in proj web')).toEqual([
      'rotate',
      'pat',
      'servic account',
      'project',
    ]);
    expect(parse("let's reply in the thread")[0]?.variants).toEqual(['reply', 'note']);
    expect(parse('the stale branch 9 has to go').at(-1)?.variants).toEqual([stem('delete'), stem('remove')]);
    expect(parse('we need a branch for the fix')[0]?.variants).toEqual([stem('create')]);
    expect(parse('we want a board for the team')[0]?.variants).toEqual([stem('create')]);
    expect(parse('look at branch main')[0]?.variants).toEqual([stem('get'), stem('list')]);
    expect(parse('tweak the branch rules')[0]?.variants).toEqual([stem('tweak'), stem('update')]);
    expect(parse('we no longer need branch 9')[0]?.variants).toEqual([stem('delete'), stem('remove')]);
  });

  it('drops who asks and why, said before the request, and keeps an administrator as the instance', () => {
    expect(texts('as the release manager, list the branches')).toEqual(['list', 'branches']);
    expect(texts('auditor here, list the tags')).toEqual(['list', 'tags']);
    expect(texts('release mgr: list the tags')).toEqual(['list', 'tags']);
    expect(texts('as admin, list the users')).toEqual(['admin', 'list', 'users']);
    // A colon may title the request itself: after an act of writing, what follows is the text written, no words
    // of the request; after other clauses it is the request. A comma after a clause that is not framing is part of it.
    expect(texts('new issue: dark mode toggle does nothing')).toEqual(['new', 'issue']);
    expect(texts("file a bug: the 'save' button fails")).toEqual(['file', 'bug']);
    expect(texts('new maintainer: which secure files are stored')).toContain('files');
    expect(texts('post-migration check: show the failures')).toContain('failures');
    expect(texts('branches, tags')).toEqual(['branches', 'tags']);
  });

  it("reads a git remote's URL as the remote it names, and other addresses as values only", () => {
    expect(texts('which project is git@gitlab.acme.io:platform/api.git')).toEqual(['project', 'remote']);
    expect(texts('find https://gitlab.acme.io/platform/api.git')).toEqual(['find', 'remote']);
    expect(texts('add a webhook to https://ci.example.com/hook')).toEqual(['add', 'webhook']);
  });

  it('drops why the asker wants it, said after the request (so that we can…, in order to…)', () => {
    expect(texts('export the tag so we can move it elsewhere')).toEqual(['export', 'tag']);
    expect(texts('keep the pipeline so that they do not expire')).toEqual(['keep', 'pipeline']);
    expect(texts('list the branches in order to clean up')).toEqual(['list', 'branches']);
    // `so` without a person and a modal is no purpose.
    expect(texts('list the branches so far merged')).toContain('merged');
  });

  it('reads a state that is to be as an act asked for, and a state that is as a state', () => {
    const protectedTerm = (text: string) => parse(text).find((term) => term.text === 'protected');
    expect(protectedTerm('the release branch should be protected')?.participle).toBe(false);
    expect(protectedTerm('which branches are protected')?.participle).toBe(true);
  });

  it('reads who deleted or changed something as what an audit event records, and a README as a file', () => {
    const variantsOf = (text: string, word: string) =>
      parseRequest(text).find((term) => term.text === word)?.variants;
    expect(variantsOf('who deleted a project yesterday', 'deleted')).toEqual(
      expect.arrayContaining([stem('audit'), stem('event')]),
    );
    // Removing a label from an issue is the label event, not an audit event.
    expect(variantsOf('who removed the bug label', 'removed')).not.toContain(stem('audit'));
    // Closing, reopening or merging is what an issue's or merge request's state events record.
    expect(variantsOf('who closed issue 66', 'closed')).toEqual(
      expect.arrayContaining([stem('state'), stem('event')]),
    );
    expect(variantsOf('update the README on main', 'readme')).toContain('file');
  });

  it('corrects a typo towards a known term, and leaves short or unknown words alone', () => {
    expect(parse('brnaches')[0]?.variants[0]).toBe('branch');
    expect(parse('pipline 1207')[0]?.variants[0]).toBe('pipelin');
    expect(parse('show zorbo')[1]?.variants[0]).toBe('zorbo');
  });

  it('makes a later domain the context of the first one, and the last noun of a compound the object', () => {
    expect(parse('branches of this repo').map((term) => term.context)).toEqual([false, true]);
    expect(parse('output of CI job 88').map((term) => term.context)).toEqual([false, true, false]);
    // A possessive is the first noun of a compound: a pipeline's jobs are jobs.
    expect(parse("retry a pipeline's jobs").map((term) => term.context)).toEqual([false, true, false]);
    // A scope said as a level before another object says where: the branches are the object, not the project.
    expect(parse('project-level protected branches').map((term) => term.context)).toEqual([
      true,
      false,
      false,
    ]);
    // With no other object the level's domain stays the object: project-level protection is the project's.
    expect(parse('project-level protection settings')[0]?.context).toBe(false);
  });

  it('reads stopping an act as ending it, and as its undoing where the catalog has one (twelfth round)', () => {
    const stopping = ['delete', 'remove', 'disable'].map(stem);
    expect(parse('stop protecting the main branch').map((term) => term.variants)).toEqual([
      stopping,
      ['unprotect'],
      ['branch'],
    ]);
    // No `unmerge` in the catalog: the act is ended, its word still says which.
    expect(parse('stop merging the branch')[0]?.variants).toEqual(stopping);
    expect(parse('stop merging the branch')[1]?.variants[0]).toBe(stem('merging'));
    // Stopping a thing, not an act, is as before.
    expect(parse('stop pipeline 5')[0]?.variants).not.toEqual(stopping);
  });

  it('reads giving a group access as sharing with it, and giving a person access as before (twelfth round)', () => {
    const shared = parse('give the qa group access to the project');
    expect(shared[0]?.variants).toContain(stem('share'));
    expect(shared.find((term) => term.text === 'access')?.variants).toEqual([stem('share')]);
    expect(parse('give user 7 access to the project')[0]?.variants).not.toContain(stem('share'));
    expect(parse('give the project access to the group')[0]?.variants).not.toContain(stem('share'));
  });

  it('reads the word after the noun `label` as the label’s name, even a word GitLab uses (`bug`)', () => {
    const named = (request: string) => parse(request).map((term) => [term.text, term.one]);
    expect(named('issues with label bug')).toEqual([
      ['issues', null],
      ['label', 'named'],
    ]);
    expect(texts('rename the label issue to defect')).not.toContain('issue');
    // As a verb, `label` is followed by what it labels.
    expect(texts('label issue 5 as a bug')).toContain('issue');
    // What was done to the label is no name.
    expect(texts('when was the label added to issue 33')).toContain('added');
  });

  it('reads a hyphenated name that says `new` as a name, which makes nothing', () => {
    const flag = parse('toggle the new-checkout feature flag off');
    expect(flag.flatMap((term) => term.variants)).not.toContain(stem('create'));
    expect(flag.find((term) => term.text === 'feature')?.one).toBe('named');
  });

  it('reads a place said last with its container word as one project, named even by a known word', () => {
    const place = (request: string) => parse(request).map((term) => [term.text, term.one]);
    expect(place('squash commits when merging in project web')).toContainEqual(['project', 'named']);
    expect(texts('squash commits when merging in the web project')).not.toContain('web');
    expect(place('issues in every project')).toContainEqual(['project', null]);
    // A value after a quantifier names the word after it.
    expect(place('protect every release/* branch')).toEqual([
      ['protect', null],
      ['every', null],
      ['branch', 'named'],
    ]);
    // Hyphenated words after a place's container word are its name; said as what, they may be words.
    expect(place('delete tag 7 from the project web-shop')).toEqual([
      ['delete', null],
      ['tag', 'numbered'],
      ['project', 'named'],
    ]);
    expect(texts('make project web-shop the place for tags')).toContain('web');
    // Said before more words, the word is no name.
    expect(texts('web hooks in project web settings')).toEqual([
      'web',
      'hooks',
      'project',
      'web',
      'settings',
    ]);
  });

  it('keeps a domain that opens a two-word object of the catalog part of it, not the context', () => {
    // `job token` is one object (`job.token_scope_*`); `job list` is not.
    expect(parse('projects that can use the job token').map((term) => term.context)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(parse('projects with job runs').map((term) => term.context)).toEqual([false, true, false]);
  });

  it('reads adding to one existing object as changing it, and adding alone as creating', () => {
    expect(parse('add alice as a reviewer on MR 22')[0]?.variants).toContain(stem('update'));
    expect(parse('add a branch')[0]?.variants).not.toContain(stem('update'));
  });

  it("reads an opening act on one numbered object's state as changing it, and the same word later as a relation", () => {
    expect(parse('close MR 7 without merging')[0]?.variants).toContain(stem('update'));
    expect(parse('reopen issue 5')[0]?.variants).toContain(stem('update'));
    expect(parse('close the issues')[0]?.variants).not.toContain(stem('update'));
    const close = parse('which issues does MR 15 close').find((term) => term.text === 'close');
    expect(close?.variants).not.toContain(stem('update'));
  });

  it('reads adding a thing created inside one numbered object as creating it there, not changing the object', () => {
    const inside: Vocabulary = { ...vocabulary, createdInside: new Map([['issu', new Set(['note'])]]) };
    const adding = (request: string) => parseRequest(request, inside)[0]?.variants;
    expect(adding('add a comment to issue 9')).not.toContain(stem('update'));
    expect(adding('add a note to issue 18')).not.toContain(stem('update'));
    // Nor does giving one, whose word may otherwise mean a change (fifteenth round).
    expect(adding('give issue 9 a comment')).not.toContain(stem('update'));
    // The label is no thing an issue action creates: adding it changes the issue.
    expect(adding('add the label bug to issue 12')).toContain(stem('update'));
  });

  it('reads counting words as what count and statistics actions answer', () => {
    for (const request of ['how many jobs failed', 'number of jobs', 'count the jobs']) {
      expect(parse(request)[0]?.variants).toEqual(expect.arrayContaining(['count', 'statistic', 'stat']));
    }
  });

  it('reads a prefix joined by a hyphen as part of its word, not as a word of its own', () => {
    expect(texts('re-run job 881')).toEqual(['rerun', 'job']);
    expect(texts('un-archive the project')).toEqual(['unarchive', 'project']);
    expect(texts('de-activate user 88')).toEqual(['deactivate', 'user']);
    // A hyphen elsewhere still separates words.
    expect(texts('a read-only token')).toEqual(['read', 'only', 'token']);
  });

  it("reads a value's shape as what it names when no word before it says so: a file, an email, an SSH key", () => {
    expect(texts('get the contents of package.json on main')).toEqual([
      'get',
      'contents',
      'file',
      '(branch)',
    ]);
    expect(texts('add a .gitlab-ci.yml to the repo')).toEqual(['add', 'file', 'repo']);
    expect(texts('who wrote line 40 of src/app.ts')).toEqual(['wrote', 'line', 'file']);
    expect(texts('show the file docs/intro.md')).toEqual(['show', 'file']);
    // Versions, addresses and project paths are no files.
    expect(texts('tag v1.2.0')).not.toContain('file');
    expect(texts('invite jane@acme.com to the group')).not.toContain('file');
    // An address stands for an email, a public key's type for an SSH key.
    expect(texts('invite jane@acme.com to the group')).toContain('email');
    expect(texts('add ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 as laptop')).toContain('ssh');
    expect(parse('issues in group/project').at(-1)?.reference).toBe(true);
  });

  it('reads the verbs of everyday speech as the acts they say', () => {
    const act = (request: string) => parse(request)[0]?.variants;
    for (const request of [
      'nuke the branch',
      'get rid of tag v0.8',
      'purge the old packages',
      'throw away draft 3',
    ]) {
      expect(act(request)).toContain(stem('delete'));
    }
    for (const request of [
      'cut a branch',
      'kick off a pipeline',
      'set up a schedule',
      'spin up an environment',
      'issue a new token for registering runners',
    ]) {
      expect(act(request)).toContain(stem('create'));
    }
    // Before what names it, `issue` is the object: `issue 5 comments`, `issue boards of the project`.
    expect(act('issue 5 comments')).toEqual([stem('issue')]);
    expect(act('issue boards of the project')).toEqual([stem('issue')]);
    expect(act('hook up jira')).toEqual(expect.arrayContaining([stem('set'), stem('integration')]));
    expect(act('take back my approval')).toContain(stem('unapprove'));
    expect(act('kick frank from the group')).toContain(stem('remove'));
    expect(act('promote alice to maintainer')).toContain(stem('update'));
    expect(act('rewrite the description of release v2.0.0')).toContain(stem('update'));
  });

  it('reads "tag <name>" as git does: create the tag', () => {
    expect(texts('tag v1.2.0')).toEqual(['tag', 'create']);
    expect(texts('tag 12')).toEqual(['tag']);
    // The new name after `as`; what is tagged names a ref, and its words match nothing.
    expect(texts('tag the current main as v2.0.0')).toEqual(['tag', 'create']);
    expect(texts("tag main as v2.1.0 with the message 'Release'").at(-1)).toBe('create');
    // Tagging or labelling one thing with words changes it.
    expect(texts('tag runner 30 with docker').at(-1)).toBe('update');
    expect(texts('label issue 5 with bug').at(-1)).toBe('update');
    // Reacting with an emoji adds a reaction.
    expect(texts('react with :tada: to comment 1234 on MR 8').at(-1)).toBe('create');
    // Pointing a thing at somewhere else changes where it points.
    expect(texts('point group hook 7 at a new URL').at(-1)).toBe('update');
    expect(texts('point the staging environment to the new URL').at(-1)).toBe('update');
    expect(texts('story points of issue 5')).not.toContain('update');
    // The noun of a setting said first as its verb sets it: an estimate, a freeze.
    expect(texts('estimate issue 42 at 2 days').at(-1)).toBe('set');
    expect(texts('freeze deploys over christmas').at(-1)).toBe('create');
    expect(texts('freeze periods of backend')).not.toContain('create');
    expect(texts('schedule a nightly pipeline at 2am on main').at(-1)).toBe('create');
    expect(texts('schedule 14 of backend')).not.toContain('create');
    // Removing a protection unprotects; turning a protection off is a setting's.
    const protection = (request: string) =>
      parse(request).find((term) => term.text === 'protection')?.variants;
    expect(protection('remove branch protection from main')).toEqual([stem('unprotect')]);
    expect(protection('turn off secret push protection')).toEqual([stem('protection')]);
  });

  it('reads a comment said first, by where it goes or by what it says, and a link said first, as adding one', () => {
    expect(texts('comment on issue 4')).toEqual(['comment', 'issue', 'create']);
    expect(texts('comment "LGTM, merging after CI" on MR 12')).toEqual(['comment', 'mr', 'create']);
    expect(texts('comment 12 of issue 4')).toEqual(['comment', 'issue']);
    // Linking or relating one thing to another adds the link.
    expect(texts('link issue 40 to issue 41')).toEqual(['link', 'issue', 'issue', 'create']);
    expect(texts('links of issue 40')).toEqual(['links', 'issue']);
  });

  it('reads a name where requests name a person as a user or member, the object only when nothing else is', () => {
    const person = (request: string) => parse(request).find((term) => term.text === '(person)');
    for (const request of [
      'remove carol from the project',
      'block mallory',
      'assign issue 5 to bob',
      'projects starred by user alice',
    ]) {
      expect(person(request)?.variants, request).toEqual(['user', 'member']);
      expect(person(request)?.one, request).toBe('named');
    }
    // Named with a project, the person is neither the object nor where: the project is the object.
    expect(parse('remove carol from the project').map((term) => term.context)).toEqual([false, false, false]);
    // Not a person: a word the catalog knows, an unknown word before other words or after no act or preposition.
    expect(person('assign issue 5 to main')).toBeUndefined();
    expect(person('assign zorbo the issue')).toBeDefined();
    expect(person('list issues for zorbo in the project')).toBeUndefined();
    expect(person('show zorbo')).toBeUndefined();
    // `from` says where things are taken from, a project or a group, not who.
    expect(person('drop user list 4 from storefront')).toBeUndefined();
    // A day is when, not who.
    expect(person('push the due date of milestone 2 to friday')).toBeUndefined();
    // A common first name is a person wherever it is said, not a catalog word to correct it to (`alice` → `alias`).
    expect(person('list issues for bob in the project')).toBeDefined();
    expect(person('what did alice do this week')?.one).toBe('named');
    // Right after the things and `by`, a person is their author: a filter, not a user to act on.
    const texts = (request: string) => parse(request).map((term) => term.text);
    expect(texts('commits by alice on develop')).toEqual(['commits', '(author)', '(branch)']);
    expect(texts('issues opened by dave')).toContain('(author)');
    // Before an act of authoring the things said right before, a person is their author too.
    expect(texts('the issues carol opened last week')).toContain('(author)');
    expect(texts('tell carol opened issues')).not.toContain('(author)');
    expect(texts('projects starred by alice')).toContain('(person)');
  });

  it('reads a number beside a word of order as a count, and "read" like "show", by grammatical number', () => {
    // Counting: no word of the request is one object named by number.
    expect(parse('show me the last 10 commits').map((term) => term.one)).toEqual([null, null]);
    expect(parse('list the 5 most recent pipelines').some((term) => term.one !== null)).toBe(false);
    // The order words count with the number: `last` is not the latest pipeline, `recent` no filter.
    expect(parse('show me the last 10 commits').map((term) => term.text)).toEqual(['show', 'commits']);
    expect(parse('list the 5 most recent pipelines').map((term) => term.text)).toEqual(['list', 'pipelines']);
    expect(parse('the latest pipeline').map((term) => term.text)).toContain('latest');
    // The newest one thing is that thing; the newest things are a list.
    expect(parse('the latest pipeline')[0]?.variants).not.toContain('list');
    expect(parse('the latest pipelines')[0]?.variants).toContain('list');
    // The most recent one is the latest.
    expect(parse('the most recent pipeline on main')[1]?.variants).toEqual(['recent', stem('latest')]);
    expect(parse('recent pipelines')[0]?.variants).not.toContain(stem('latest'));
    // An object's number stays its ID.
    expect(parse('issue 5 comments')[0]?.one).toBe('numbered');
    expect(parse('read the comments')[0]?.variants).toEqual(
      expect.arrayContaining([stem('get'), stem('list')]),
    );
  });

  it('reads a name only branches have as a branch: where, unless nothing else is named', () => {
    const branch = (request: string) => parse(request).find((term) => term.text === '(branch)');
    expect(branch('list the pipelines on main')).toMatchObject({ variants: ['branch'], context: true });
    expect(branch('is develop protected')?.context).toBe(false);
    // Said after its word, the name names that word's one branch, no second branch.
    expect(branch('show branch main')).toBeUndefined();
    expect(parse('show branch main')[1]?.one).toBe('named');
  });

  it('reads who did an act as its doer where the catalog names one, and when a state changed as its events', () => {
    const [reviewed] = parse('who reviewed !14');
    expect(reviewed?.variants).toContain('reviewer');
    expect(reviewed?.participle).toBe(false);
    // Asked in the perfect, as in the past.
    expect(parse('who has reviewed !14')[0]?.variants).toContain('reviewer');
    // Asked of anyone, and of the act going on.
    const reviewing = (request: string) => parse(request).find((term) => term.text === 'reviewing')?.variants;
    expect(reviewing('is anyone reviewing !14')).toContain('reviewer');
    expect(reviewing('who is reviewing !14')).toContain('reviewer');
    expect(reviewing('start reviewing !14')).not.toContain('reviewer');
    // When a state changed is what the state events record.
    expect(parse('when was issue 4 closed').at(-1)?.variants).toEqual([
      stem('closed'),
      stem('state'),
      'event',
    ]);
    expect(parse('issue 4 closed').at(-1)?.variants).not.toContain('event');
    // No doer the catalog knows: the act stays a state said of the object.
    expect(parse('who tagged !14')[0]?.participle).toBe(true);
  });

  it('reads pushing a date back, or moving it, as changing it', () => {
    expect(parse('push the due date of milestone 2 to friday')[0]?.variants).toContain(stem('update'));
    expect(parse('move its deadline')[0]?.variants).toContain(stem('update'));
    expect(parse('push the branch')[0]?.variants).not.toContain(stem('update'));
  });

  it('reads making, setting or fixing a thing that exists as changing it', () => {
    const act = (request: string) => parse(request)[0]?.variants;
    expect(act('make the project private')).toEqual([stem('update'), stem('make')]);
    expect(act('set issue 4 to confidential')).toContain(stem('update'));
    expect(act('fix the release notes of v1.4.2')).toEqual([stem('update'), stem('fix')]);
    // One said by its name is one that exists.
    expect(act('make alice an administrator')).toContain(stem('update'));
    // A thing said as new is made; the noun `fix` is no act.
    expect(act('make a new project')).not.toContain(stem('update'));
    expect(meanings('add a note that the fix is deployed')).not.toContain(stem('update'));
  });

  it('reads the administrators asked for as users, not as the admin area', () => {
    const admins = (request: string) =>
      parse(request).find((term) => term.text.startsWith('admin'))?.variants;
    expect(admins('list the administrators on the instance')).toContain('user');
    expect(admins('who are the admins?')).toContain('user');
    expect(admins('what role does the okta admins group map to')).not.toContain('user');
    expect(admins('as admin, list all users')).not.toContain('user');
  });

  it('reads those taking part in a conversation as its participants', () => {
    expect(meanings('who is taking part in the discussion on issue 42?')).toContain('participant');
    expect(meanings('who has taken part in the discussion on MR 12?')).toContain('participant');
    expect(meanings('part of the pipeline')).not.toContain('participant');
  });

  it('reads names that start with a text as found by searching for it, not as starting anything', () => {
    const start = (request: string) => parse(request).find((term) => term.text.startsWith('start'))?.variants;
    expect(start('tags that start with v2')).toEqual([stem('search')]);
    expect(start("branches whose names start with 'feature'")).not.toContain(stem('create'));
    expect(start('start a pipeline on main')).toContain(stem('create'));
  });

  it('reads bringing or taking a thing back as one phrasal verb, wherever the thing is said', () => {
    expect(texts('bring project legacy-api back out of the archive')[0]).toBe('bring back');
    expect(texts('take the approval back')[0]).toBe('take back');
    expect(texts('bring back project legacy-api')[0]).toBe('bring back');
  });

  it('reads what happened in a place as its events', () => {
    expect(texts('what happened in the web project this week')[0]).toBe('events');
    expect(texts("what's been happening on web lately")[0]).toBe('events');
  });

  it('reads what someone did as their events', () => {
    expect(texts('what did alice do this week')).toEqual(['(person)', 'events', 'week']);
    expect(texts('what did I do yesterday')[0]).toBe('events');
    // What someone is doing, or has been doing, is their events too.
    expect(texts('what has dave been up to lately')).toEqual(['(person)', 'events', 'lately']);
    expect(texts('what is carol working on')).toEqual(['(person)', 'events']);
  });

  it('reads turning something off entirely as removing it', () => {
    const entirely = parse('turn off the push rule entirely').find((term) => term.text === 'entirely');
    expect(entirely?.variants).toContain(stem('delete'));
  });

  it('reads a thumbs-up as one word, and dropping one thing on another as putting it there', () => {
    expect(texts('give issue 42 a thumbs up')).toContain('thumbsup');
    expect(texts('drop a thumbs-down on MR 7')).toContain('thumbsdown');
    expect(texts('drop a comment on MR 7')[0]).toBe('put');
    expect(texts('drop the tag v1')[0]).toBe('drop');
  });

  it('reads a negative contraction as its verb and not, so its halves are no words to match', () => {
    expect(parse("hasn't accepted yet").map((term) => term.text)).toEqual(['not', 'accepted', 'yet']);
    expect(parse("pipelines that can't start").map((term) => term.text)).toEqual([
      'pipelines',
      'cannot',
      'start',
    ]);
    const wont = parse("the runner won't pick jobs").map((term) => term.text);
    expect(wont).toContain('not');
    expect(wont).not.toContain('won');
  });
});
