/**
 * Every list shows the identifiers its next steps ask for (issue 18 4(c), issue 23): the columns of each list
 * action's table, by its kind and the columns the action adds.
 */
import { describe, expect, it } from 'vitest';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { formatField } from '../../packages/result/src/kinds/format-field.js';
import {
  cardFieldsShowing,
  cardStepNeeds,
  columnShowing,
  listStepNeeds,
  NOT_FROM_THE_LIST,
} from '../support/list-identifiers.js';
import { DOCUMENTED_LIST_OF_KIND, documentedListOfKind } from '../support/documented-bodies.js';

const kindOf = (action: ActionSpec) => ('list' in action.answer ? action.answer.list : '');

describe('lists show the identifiers their next steps need', () => {
  const needs = listStepNeeds();

  it('finds the next steps to check (the rule is not vacuous)', () => {
    expect(needs.length).toBeGreaterThan(100);
    expect(needs.map((need) => need.key)).toEqual(
      expect.arrayContaining([
        'user.list -> user.get:user_id',
        'project.milestone_list -> project.milestone_get:milestone_iid',
        'project.members -> project.member_get:user_id',
        'pipeline.list -> pipeline.get:pipeline_id',
        'job.list -> job.trace:job_id',
      ]),
    );
  });

  it('each list has a column for every identifier its next steps ask for', () => {
    const offenders = needs.filter((need) => !columnShowing(need.list, need.param)).map((need) => need.key);
    expect(offenders).toEqual([]);
  });

  it('each card has a field for every identifier its next steps ask for', () => {
    const needs = cardStepNeeds();
    expect(needs.length).toBeGreaterThan(50);
    const offenders = needs.filter((need) => cardFieldsShowing(need.list, need.param).length === 0);
    expect(offenders.map((need) => need.key)).toEqual([]);
  });

  it('the exceptions are still next steps of their lists or cards (none is stale)', () => {
    const asked = new Set([...listStepNeeds(true), ...cardStepNeeds(true)].map((need) => need.key));
    const stale = Object.keys(NOT_FROM_THE_LIST).filter((key) => !asked.has(key));
    expect(stale).toEqual([]);
  });
});

describe("GitLab's documented list bodies show those identifiers", () => {
  const byKind = Object.fromEntries(
    Object.keys(DOCUMENTED_LIST_OF_KIND).map((kind) => [kind, documentedListOfKind(kind) ?? []]),
  );
  const needs = listStepNeeds().filter((need) => kindOf(need.list) in byKind);

  it('covers the lists of the kinds GitLab documents (the rule is not vacuous)', () => {
    expect(new Set(needs.map((need) => kindOf(need.list))).size).toBeGreaterThan(20);
    expect(Object.values(byKind).filter((body) => body.length === 0)).toEqual([]);
  });

  it.each(Object.keys(byKind))('%s: every identifier a next step asks for has a value in its row', (kind) => {
    const body = byKind[kind]!;
    const offenders = needs
      .filter((need) => kindOf(need.list) === kind)
      .filter((need) => {
        const column = columnShowing(need.list, need.param)!;
        return body.some((item) => formatField(column, item, true) === null);
      })
      .map((need) => `${need.key} (${columnShowing(need.list, need.param)!.path})`);
    expect(offenders).toEqual([]);
  });
});
