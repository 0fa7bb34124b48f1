import type { BurndownDay } from '../../charts/chart.js';

/** One burndown event as GitLab answers it (https://docs.gitlab.com/api/milestones/#get-all-burndown-chart-events-for-a-single-milestone). */
export interface BurndownEvent {
  created_at: string;
  weight: number | null;
  action: string;
}

const DAY = 86_400_000;
/** The longest milestone drawn, in days: a year of daily points is still a readable line. */
export const MOST_DAYS = 366;

/** What each event does to the open count: an issue added or reopened opens, a closed one closes; others (a weight change) are not counted. */
const OPENS: Readonly<Record<string, number>> = { created: 1, reopened: 1, closed: -1 };

function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * The open issues and open weight at the end of each day from `start` to `end` (events before the start count
 * into its first day), and the ideal line of the measure drawn: the first day's value falling evenly to zero at
 * the last day. Days after `today` have not happened and are left out.
 */
export function burndownDays(
  events: readonly BurndownEvent[],
  range: { start: string; end: string; today: string },
  measure: 'issues' | 'weight',
): BurndownDay[] {
  const sorted = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const first = Date.parse(`${range.start}T00:00:00Z`);
  const last = Date.parse(`${range.end}T00:00:00Z`);
  const count = Math.min(MOST_DAYS, Math.floor((last - first) / DAY) + 1);
  const from = last - (count - 1) * DAY;
  const days: Omit<BurndownDay, 'ideal'>[] = [];
  let issues = 0;
  let weight = 0;
  let next = 0;
  for (let index = 0; index < count; index++) {
    const date = new Date(from + index * DAY).toISOString().slice(0, 10);
    if (date > range.today) break;
    while (next < sorted.length && dayOf(sorted[next]!.created_at) <= date) {
      const event = sorted[next++]!;
      const step = OPENS[event.action] ?? 0;
      issues += step;
      weight += step * (event.weight ?? 0);
    }
    days.push({ date, open_issues: issues, open_weight: weight });
  }
  const startValue = days[0] ? (measure === 'issues' ? days[0].open_issues : days[0].open_weight) : 0;
  return days.map((day, index) => ({
    ...day,
    ideal: count <= 1 ? 0 : Math.round(startValue * (1 - index / (count - 1)) * 100) / 100,
  }));
}
