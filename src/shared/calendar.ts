/** Calendar dates ('YYYY-MM-DD') as the groups live them: in South African time. */
export const SOUTH_AFRICA_TIME_ZONE = 'Africa/Johannesburg';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in South Africa (or another zone), as 'YYYY-MM-DD'. Formatters are costly to build: one per zone. */
export function getTodayIso(now: Date = new Date(), timeZone: string = SOUTH_AFRICA_TIME_ZONE): string {
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
