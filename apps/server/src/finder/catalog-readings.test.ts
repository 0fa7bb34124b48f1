/**
 * Readings whose effect depends on the whole catalog's words (which of them are domains, objects, compounds): a toy
 * catalog would not say a request's words the way the served one does, so these rank on the served catalog.
 */
import { describe, expect, it } from 'vitest';
import { actionFinder } from './action-finder.js';
import { featuresIn } from './test-support/findable.js';
import { wholeCatalog } from './test-support/whole-catalog.js';

const finder = actionFinder((await wholeCatalog()).actions);
const rankOf = (query: string, id: string) => finder.rank(query).findIndex((hit) => hit.action.id === id) + 1;

describe('Finder on the served catalog (issue 21)', () => {
  it('reads the group access is given to, between two groups, as the one shared', () => {
    const query = 'let the platform group access the design group with developer rights';
    expect(rankOf(query, 'group.share_with_group')).toBeLessThan(rankOf(query, 'project.share_with_group'));
  });

  it("reads the caller's own events as theirs, not a project's", () => {
    expect(rankOf('my events', 'user.event_list_contributions')).toBe(1);
  });

  it("finds a group wiki's pages as the project wiki's are found", () => {
    expect(rankOf('the pages of the platform group wiki', 'group.wiki_list')).toBe(1);
  });

  it.each([
    ['revoke the deploy token 7 of group platform', 'access.deploy_token_delete_group'],
    ['reactivate the legacy group', 'group.unarchive'],
  ])('finds a group’s action as its project counterpart is found: %s', (query, id) => {
    expect(rankOf(query, id)).toBe(1);
  });

  it('reads `for good` as permanently, so a label called good first issue names no deletion', () => {
    expect(rankOf('good first issues in backend', 'issue.list')).toBe(1);
    expect(rankOf('delete issue 5 for good', 'issue.delete')).toBe(1);
  });

  it('reads a list said in a place as that place’s list, not one given no place', () => {
    expect(rankOf('issues assigned to dave in the store project', 'issue.list')).toBe(1);
  });

  it('reads exploring as reading, so `snippet.explore` is about snippets, not a sub-object called explore', () => {
    expect(
      featuresIn(finder, 'list every public snippet of the instance', 'snippet.explore')?.headUnsaid,
    ).toBe(0);
  });

  it('reads a count of things as no list of them, whichever of its words names them', () => {
    const query = 'merge requests merged this month in group acme';
    expect(featuresIn(finder, query, 'group.analytics_mr_count')?.pluralList).toBe(0);
  });

  it('finds whether the licence is valid on the licence, not the CI linter', () => {
    expect(rankOf('is the license valid', 'admin.license_get')).toBe(1);
  });

  it('reads whether a runner is online or offline as its status, which the runner’s details say', () => {
    expect(featuresIn(finder, 'is runner 7 offline', 'runner.get')?.unmatched).toBe(0);
  });

  it('reads creating as no order of the list, so `created_at` of an order draws no request to create', () => {
    const query = 'where am I allowed to create new projects?';
    expect(featuresIn(finder, query, 'project.list')?.value).toBe(0);
    expect(rankOf(query, 'user.namespace_list')).toBe(1);
  });

  it('reads a group’s action as unasked for when only its domain is named, not the group', () => {
    expect(rankOf('approve the access request of user 12 for backend', 'access.approve_project')).toBe(1);
    expect(rankOf('update group attributes', 'group.update')).toBe(1);
  });

  it('finds a milestone’s dates on the milestone, and pushing a date back as changing it', () => {
    expect(rankOf("what's the due date of milestone v3.0 in backend?", 'project.milestone_get')).toBe(1);
    expect(rankOf('push the due date of milestone 2 in backend to friday', 'project.milestone_update')).toBe(
      1,
    );
  });

  it('finds the artifacts of a job given by ID as the ones downloaded, not the latest on a branch', () => {
    expect(rankOf('download the artifacts of job 5120 in backend', 'job.artifacts')).toBe(1);
    expect(rankOf('download the artifacts of the build job on main', 'job.download_artifacts')).toBe(1);
  });

  it('finds a failed status check retried on the retry, and a result reported on the report', () => {
    expect(
      rankOf('retry the failed status check 4 on MR 9 in backend', 'external_status_check.retry_project'),
    ).toBe(1);
    expect(
      rankOf('fail status check 4 on MR 9 in backend', 'external_status_check.set_project_mr_status'),
    ).toBe(1);
  });

  it("finds what is queued on one branch's merge train on that branch's train", () => {
    const query = 'which merge requests are queued on the merge train of develop in project api';
    expect(rankOf(query, 'merge_train.list_branch')).toBe(1);
  });
});
