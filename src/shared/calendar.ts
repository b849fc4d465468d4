/** Calendar dates ('YYYY-MM-DD') as the groups live them: in South African time. */
export const SOUTH_AFRICA_TIME_ZONE = 'Africa/Johannesburg';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * South Africa keeps UTC+2 all year and has had no daylight saving since 1944, so its day is read off the
 * clock without Intl: a page's first Intl formatter loads the locale and zone data, 50 to 75 ms on a fast
 * machine, and the dashboard's first render asks for today (docs/decisions/0043-first-render-without-intl.md).
 * calendar.test.ts checks it against the zone database for every day from 1950 to 2100.
 */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today's date in South Africa (or another zone), as 'YYYY-MM-DD'. Formatters are costly to build: one per zone. */
export function getTodayIso(now: Date = new Date(), timeZone: string = SOUTH_AFRICA_TIME_ZONE): string {
  if (timeZone === SOUTH_AFRICA_TIME_ZONE && Number.isFinite(now.getTime())) {
    return new Date(now.getTime() + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(0, 10);
  }
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** Whether the text is a real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first day of the date's month, as 'YYYY-MM-01'. */
export function getMonthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}
