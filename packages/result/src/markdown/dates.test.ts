import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.js';

describe('OF-30 dates', () => {
  it('OF-30 a timestamp renders in UTC as 15 Jan 2025 10:30 UTC', () => {
    expect(formatDate('2025-01-15T10:30:00Z')).toBe('15 Jan 2025 10:30 UTC');
    expect(formatDate('2025-01-15T10:30:00.000Z')).toBe('15 Jan 2025 10:30 UTC');
    expect(formatDate('2025-01-15T12:30:00.123456+02:00')).toBe('15 Jan 2025 10:30 UTC');
    expect(formatDate('2025-01-01T01:00:00+0300')).toBe('31 Dec 2024 22:00 UTC');
  });

  it('OF-30 a date without time renders as 15 Jan 2025', () => {
    expect(formatDate('2025-01-15')).toBe('15 Jan 2025');
    expect(formatDate('2025-03-05')).toBe('05 Mar 2025');
  });

  it('OF-30 anything else is shown as GitLab sent it, escaped', () => {
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
    expect(formatDate('2025-01-15T10:30:00')).toBe('2025-01-15T10:30:00');
    expect(formatDate('yesterday *at* noon')).toBe('yesterday \\*at\\* noon');
  });
});
