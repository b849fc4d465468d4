/**
 * Calendar dates for the seed as 'YYYY-MM-DD' strings. Arithmetic runs on Date.UTC values, so no
 * time zone or daylight-saving change can move a date by a day.
 */
/** A past or present day relative to the seed's today: a day of a month, or a number of days ago. */
export type TDayRef = { monthsAgo: number; day: number } | { daysAgo: number };

type TParts = { year: number; month: number; day: number };

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function fromUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parse(iso: string): TParts {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`not a calendar date: ${iso}`);
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today's calendar date as the server's clock sees it (the same convention seed.ts uses for joined_at). */
export function toCalendarDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parse(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Same day n months later (or earlier), clamped to the end of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parse(iso);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1);
  return fromUtc(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))));
}

/** A day of the month `monthsAgo` months before today's month, clamped to that month's length. */
export function dayOfMonthAgo(today: string, monthsAgo: number, day: number): string {
  const { year, month } = parse(today);
  const first = addMonths(`${year}-${pad(month)}-01`, -monthsAgo);
  const parts = parse(first);
  return `${first.slice(0, 8)}${pad(Math.min(day, daysInMonth(parts.year, parts.month)))}`;
}

export function lastDayOfMonthAgo(today: string, monthsAgo: number): string {
  return dayOfMonthAgo(today, monthsAgo, 31);
}

export function resolveDay(today: string, ref: TDayRef): string {
  return 'daysAgo' in ref ? addDays(today, -ref.daysAgo) : dayOfMonthAgo(today, ref.monthsAgo, ref.day);
}

/** A moment on that calendar day at the given South African hour (UTC+2, no daylight saving). */
export function atSastHour(iso: string, hour = 10): Date {
  const { year, month, day } = parse(iso);
  return new Date(Date.UTC(year, month - 1, day, hour - 2));
}

/** 'November 2026': the month names the books use. */
export { formatMonthName as monthLabel } from '../../shared/book-months';
