// The console's one date-time format (issue 14 item 10): the reader's language, date and time to
// the second, 24-hour in Chinese; the raw value stays available (ISO) for tooltips and copying.
import { i18n } from '../i18n/i18n.ts';

/** What Pulsar and Beacon hand us: epoch milliseconds, an ISO string, or a Date. */
export type DateTimeValue = number | string | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format =
      language === 'zh'
        ? new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' })
        : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(language, format);
  }
  return format;
}

export function toDate(value: DateTimeValue): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `Nov 22, 2026, 3:04:05 PM` / `2026年11月22日 15:04:05`; an unreadable value is shown as given. */
export function formatDateTime(value: DateTimeValue, language: string = i18n.language): string {
  const date = toDate(value);
  return date ? formatFor(language).format(date) : String(value);
}

/**
 * The same format in UTC, the zone named: `Nov 22, 2026, 5:50:00 AM UTC` / `2026年11月22日 UTC 05:50:00`.
 * For times a confirmation commits to, so nobody has to guess the zone (issue 28 A13: one format).
 */
export function formatUtcDateTime(value: DateTimeValue, language: string = i18n.language): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: 'UTC',
    ...(language === 'zh' ? { hourCycle: 'h23' as const } : {}),
  }).format(date);
}

/** The value as ISO 8601: a string from Pulsar is kept as it came (with its offset). */
export function isoOf(value: DateTimeValue): string {
  if (typeof value === 'string') return value;
  return toDate(value)?.toISOString() ?? String(value);
}
