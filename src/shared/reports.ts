import { SOUTH_AFRICA_TIME_ZONE } from './calendar';
import type { TReportCell, TReportCellKind } from './contracts/reports';
import { formatDate } from './format';
import { centsToRandString, formatCents } from './money';

const countFormatter = new Intl.NumberFormat('en-ZA');
const percentFormatter = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 2 });
const instantFormatter = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SOUTH_AFRICA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as people read it in South Africa: '2026/11/20, 14:05'. */
export function formatSastDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '—' : instantFormatter.format(date);
}

/** A report cell for people (screen and PDF): amounts en-ZA, dates en-ZA, times in SAST. */
export function formatReportCell(kind: TReportCellKind, value: TReportCell): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') {
    if (kind === 'date') return formatDate(value);
    if (kind === 'datetime') return formatSastDateTime(value);
    return value;
  }
  switch (kind) {
    case 'money':
      return formatCents(value);
    case 'percent':
      return `${percentFormatter.format(value)}%`;
    default:
      return countFormatter.format(value);
  }
}

/** A report cell for spreadsheets: rand with a '.' point, ISO dates, SAST times, plain numbers. */
export function formatReportCsvCell(kind: TReportCellKind, value: TReportCell): string | number {
  if (value === null) return '';
  if (kind === 'money' && typeof value === 'number') return centsToRandString(value);
  if (kind === 'datetime' && typeof value === 'string') return formatSastDateTime(value).replace(/\//g, '-');
  return value;
}

/** 'Oct 2026' from '2026-10'. */
export function formatReportMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year ?? 2000, (monthNumber ?? 1) - 1, 1).toLocaleDateString('en-ZA', {
    month: 'short',
    year: 'numeric',
  });
}
