import { describe, expect, it } from 'vitest';
import { readIntent, scopeOfId } from './intent.js';
import { parseRequest } from './request.js';

const DOMAINS = new Set(['runner', 'project', 'group', 'audit_event', 'ci_variable', 'user']);
const intent = (text: string) =>
  readIntent(
    text,
    parseRequest(text, {
      terms: new Map(),
      domains: DOMAINS,
      objects: DOMAINS,
      compounds: new Set(),
      domainCompounds: new Set(),
      createdInside: new Map(),
    }),
    DOMAINS,
  );

describe('readIntent', () => {
  it('reads whether the request says how to order a list', () => {
    expect(intent('contributors of backend sorted by commits').ordering).toBe(true);
    expect(intent('releases in descending order').ordering).toBe(true);
    expect(intent('projects I can create').ordering).toBe(false);
  });

  it('reads a question from its first word or a question mark, not from "how do I"', () => {
    expect(intent('who approved merge request 12').question).toBe(true);
    expect(intent('is runner 9 online').question).toBe(true);
    expect(intent('runners of the group?').question).toBe(true);
    expect(intent('how do I protect a branch').question).toBe(false);
    expect(intent('protect the main branch').question).toBe(false);
    // Asking someone to do it: a question in form, polite.
    expect(intent('could you open an issue in backend?')).toMatchObject({ question: true, polite: true });
    expect(intent('can we open an issue?').polite).toBe(false);
  });

  it('reads the scope a request names outside its object', () => {
    expect([...intent('list the runners of the devops group').scopes]).toEqual(['group']);
    expect([...intent('all runners on the instance').scopes]).toEqual(['instance']);
    expect([...intent('show every shared runner').scopes]).toEqual(['instance']);
    // The object is not a scope: "projects of a group" lists projects in a group.
    expect([...intent('projects of a group').scopes]).toEqual(['group']);
    expect([...intent('list the users').scopes]).toEqual([]);
    // Request words are stems (`instanc`): the scope word is read all the same.
    expect([...intent('disable sign-ups on the instance').scopes]).toEqual(['instance']);
    expect([...intent('runners of my namespace').scopes]).toEqual(['group']);
    // The whole GitLab, its server: the instance, unless a narrower scope is named.
    expect([...intent('which runners are offline on this gitlab').scopes]).toEqual(['instance']);
    expect([...intent('server-wide deploy keys').scopes]).toEqual(['instance']);
    expect([...intent('runners of the platform group on our gitlab').scopes]).toEqual(['group']);
  });
});

describe('readIntent owner', () => {
  it("reads whose things a request asks for: the caller's, another user's named or numbered, or nobody's", () => {
    expect(intent('list my ssh keys').owner).toBe('self');
    expect(intent("List currently authenticated user's events").owner).toBe('self');
    expect(intent('snippets of the current user').owner).toBe('self');
    expect(intent('ssh keys of user 42').owner).toBe('other');
    // An account is a user's: `jdoe's account` names another user.
    expect(intent("show the GPG keys on jdoe's account").owner).toBe('other');
    expect(intent('list the runners').owner).toBeNull();
  });
});

describe('scopeOfId', () => {
  it('reads the scope an ID names, explicitly or by its domain', () => {
    expect(scopeOfId('ci_variable.group_list')).toEqual({ scope: 'group', explicit: true });
    expect(scopeOfId('runner.list_all')).toEqual({ scope: 'instance', explicit: true });
    expect(scopeOfId('audit_event.list_instance')).toEqual({ scope: 'instance', explicit: true });
    expect(scopeOfId('group.members')).toEqual({ scope: 'group', explicit: false });
    expect(scopeOfId('ci_variable.list')).toBeNull();
    // A plural lists groups; it names no scope.
    expect(scopeOfId('project.list_groups')).toEqual({ scope: 'project', explicit: false });
  });
});
