// Spec 9: "how long ago" in minutes, hours or days, worded in the current language.
import { i18n } from '../i18n/i18n.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * `formatTimeAgo(now - 5 min) → "5 minutes ago"`; under a minute "just now", under an hour in
 * minutes, under a day in hours. Plural forms come from i18next (`_one`, `_other`).
 */
export function formatTimeAgo(timestampMs: number, nowMs: number = Date.now()): string {
  const elapsed = Math.max(0, nowMs - timestampMs);
  if (elapsed < MINUTE_MS) return i18n.t('common.time.justNow');
  if (elapsed < HOUR_MS) return i18n.t('common.time.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return i18n.t('common.time.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
  return i18n.t('common.time.daysAgo', { count: Math.floor(elapsed / DAY_MS) });
}
