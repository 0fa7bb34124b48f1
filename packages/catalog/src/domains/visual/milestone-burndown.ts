import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import type { BurndownDay } from '../../charts/chart.js';
import { decimal } from '../../charts/format.js';
import { READS } from '../../classifications.js';
import { oneOf } from '../../params.js';
import { milestoneByIid, milestoneIid } from '../milestones/milestones.js';
import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import type { Owner } from '../owner.js';
import { allPages } from './all-pages.js';
import type { BurndownEvent } from './burndown-days.js';
import { burndownDays } from './burndown-days.js';
import { chartAnswer } from './chart-answer.js';

const measure = oneOf(
  ['issues', 'weight'],
  'What burns down: the count of open issues (default) or their weight',
);

/** The sentences of a burndown's card: the start and end values, the biggest one-day drop, and the gap to the ideal. */
function burndownWords(days: readonly BurndownDay[], key: 'open_issues' | 'open_weight', unit: string) {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  let drop = { date: '', by: 0 };
  days.forEach((day, index) => {
    const by = index === 0 ? 0 : days[index - 1]![key] - day[key];
    if (by > drop.by) drop = { date: day.date, by };
  });
  const gap = last[key] - last.ideal;
  return {
    totals:
      `On ${first.date}: ${first.open_issues} open issues (weight ${first.open_weight}); ` +
      `on ${last.date}: ${last.open_issues} open issues (weight ${last.open_weight}).`,
    outliers: [
      drop.by > 0
        ? `Biggest one-day drop: ${drop.by} ${unit} on ${drop.date}.`
        : `No day closed more ${unit} than were added.`,
      gap > 0
        ? `On ${last.date} it is ${decimal(gap)} ${unit} behind the ideal line.`
        : `On ${last.date} it is on or ahead of the ideal line (${decimal(-gap)} ${unit} ahead).`,
    ].join(' '),
  };
}

function burndown(owner: Owner) {
  return async (context: ActionContext, args: Record<string, unknown>) => {
    const { path, milestone } = await milestoneByIid(context, owner, args);
    const { rows } = await allPages(context, `${path}/burndown_events`);
    const events = rows as unknown as BurndownEvent[];
    const drawn = args.measure === 'weight' ? 'weight' : 'issues';
    const today = new Date().toISOString().slice(0, 10);
    const dates = events.map((event) => event.created_at.slice(0, 10)).sort();
    const start = (milestone.start_date as string | null) ?? dates[0];
    const end = (milestone.due_date as string | null) ?? dates[dates.length - 1] ?? today;
    const days = start === undefined ? [] : burndownDays(events, { start, end, today }, drawn);
    const title = `Burndown of milestone ${String(milestone.title)} (${owner.named(args)})`;
    const unit = drawn === 'issues' ? 'issues' : 'weight';
    const words =
      days.length === 0 || events.length === 0
        ? { totals: '', outliers: '' }
        : burndownWords(days, drawn === 'issues' ? 'open_issues' : 'open_weight', unit);
    return chartAnswer({
      chart: 'milestone_burndown',
      measure: drawn,
      title,
      shows:
        days.length === 0 || events.length === 0
          ? `Milestone ${String(milestone.title)} has no burndown events${start === undefined ? ' and no start date' : ''}, so there is no burndown to draw.`
          : `Open ${unit} at the end of each day from ${days[0]!.date} to ${days[days.length - 1]!.date} ` +
            `(${days.length} days; due ${end}), from ${events.length} burndown events, with the ideal line falling to 0 on ${end}.`,
      ...words,
      points: events.length === 0 ? [] : days,
    });
  };
}

/** A milestone's burndown chart, for a project's or a group's milestone (GitLab Premium). */
function burndownAction(owner: Owner, id: string, tool: string) {
  return defineAction({
    id,
    tool,
    description: `Draw the burndown chart of a ${owner.kind} milestone: open issues or weight per day against the ideal line.`,
    input: z.object({ ...owner.one, milestone_iid: milestoneIid, measure: measure.optional() }).strict(),
    gitlab: { local: burndown(owner) },
    answer: { object: 'chart' },
    content: 'image',
    classification: READS,
    resource: null,
    nextSteps: [
      owner.kind === 'project'
        ? { action: 'project.milestone_issues', text: 'list the milestone’s issues' }
        : { action: 'group.group_milestone_issues', text: 'list the milestone’s issues' },
    ],
    tier: 'premium',
    aliases: ['burndown chart', 'burndown', 'sprint progress', 'milestone progress chart', 'are we on track'],
  });
}

export const burndownActions = [
  burndownAction(
    PROJECT_OWNER,
    'visual.project_milestone_burndown',
    'gitlab_chart_project_milestone_burndown',
  ),
  burndownAction(GROUP_OWNER, 'visual.group_milestone_burndown', 'gitlab_chart_group_milestone_burndown'),
];
