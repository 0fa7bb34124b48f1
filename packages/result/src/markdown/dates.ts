/**
 * OF-30: dates in the Markdown are UTC and human (`15 Jan 2025 10:30 UTC`, `15 Jan 2025`); anything else is shown
 * as GitLab sent it, escaped. structuredContent keeps GitLab's machine form, so nothing here touches the data.
 */
import { text, trusted } from './escape.js';
import type { Md } from './escape.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 as GitLab sends it, with a zone: `2025-01-15T10:30:00Z`, `2025-01-15T10:30:00.000+01:00`.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The calendar day, or null when the parts do not name a real one (2025-02-30). */
function realDay(year: string, month: string, day: string): Date | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return real ? date : null;
}

function dayText(date: Date): string {
  return `${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A timestamp's instant, or null when the text is not a well-formed zoned ISO 8601 timestamp. */
function instant(raw: string): Date | null {
  const match = TIMESTAMP.exec(raw);
  if (!match) return null;
  const [
    ,
    year = '',
    month = '',
    day = '',
    hour = '',
    minute = '',
    second = '00',
    fraction = '',
    zone = 'Z',
  ] = match;
  if (!realDay(year, month, day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return null;
  const offset = /^z$/i.test(zone)
    ? 'Z'
    : zone.replace(/^([+-]\d{2}):?(\d{2})?$/, (_m, h: string, m?: string) => `${h}:${m ?? '00'}`);
  const millis = fraction === '' ? '' : `.${fraction.slice(0, 3).padEnd(3, '0')}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A GitLab date or timestamp for the Markdown (OF-30). */
export function formatDate(raw: string): Md {
  const dateOnly = DATE_ONLY.exec(raw);
  const day = dateOnly ? realDay(dateOnly[1] ?? '', dateOnly[2] ?? '', dateOnly[3] ?? '') : null;
  if (day) return trusted(dayText(day));
  const at = instant(raw.trim());
  if (at) return trusted(`${dayText(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`);
  return text(raw);
}

/** Whether GitLab's value reads as a date or timestamp (for kinds without a declared format). */
export function looksLikeDate(raw: string): boolean {
  return DATE_ONLY.test(raw) || TIMESTAMP.test(raw.trim());
}
