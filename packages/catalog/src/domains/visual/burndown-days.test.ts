import { describe, expect, it } from 'vitest';
import { burndownDays } from './burndown-days.js';

const EVENTS = [
  { created_at: '2025-02-28T10:00:00Z', weight: 3, action: 'created' },
  { created_at: '2025-03-01T09:00:00Z', weight: null, action: 'created' },
  { created_at: '2025-03-02T12:00:00Z', weight: 3, action: 'closed' },
  { created_at: '2025-03-03T12:00:00Z', weight: 3, action: 'reopened' },
  { created_at: '2025-03-03T13:00:00Z', weight: 5, action: 'update' },
  { created_at: '2025-03-04T08:00:00Z', weight: null, action: 'closed' },
];

describe('burndownDays', () => {
  it('counts what is open at the end of each day, events before the start into the first day', () => {
    const days = burndownDays(
      EVENTS,
      { start: '2025-03-01', end: '2025-03-05', today: '2025-12-31' },
      'issues',
    );
    expect(days.map((day) => [day.date, day.open_issues, day.open_weight])).toEqual([
      ['2025-03-01', 2, 3],
      ['2025-03-02', 1, 0],
      // A reopened issue opens again; a weight change is not an issue opening or closing.
      ['2025-03-03', 2, 3],
      ['2025-03-04', 1, 3],
      ['2025-03-05', 1, 3],
    ]);
  });

  it('draws the ideal from the first day’s value to zero on the last, in the measure drawn', () => {
    const range = { start: '2025-03-01', end: '2025-03-05', today: '2025-12-31' };
    expect(burndownDays(EVENTS, range, 'issues').map((day) => day.ideal)).toEqual([2, 1.5, 1, 0.5, 0]);
    expect(burndownDays(EVENTS, range, 'weight').map((day) => day.ideal)).toEqual([3, 2.25, 1.5, 0.75, 0]);
  });

  it('leaves out the days after today, and keeps the last 366 days of a longer milestone', () => {
    const future = burndownDays(
      EVENTS,
      { start: '2025-03-01', end: '2025-03-31', today: '2025-03-02' },
      'issues',
    );
    expect(future.map((day) => day.date)).toEqual(['2025-03-01', '2025-03-02']);
    const long = burndownDays(
      EVENTS,
      { start: '2020-01-01', end: '2025-03-05', today: '2025-12-31' },
      'issues',
    );
    expect(long).toHaveLength(366);
    expect(long.at(-1)?.date).toBe('2025-03-05');
  });
});
