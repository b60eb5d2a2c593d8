import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n.ts';
import { formatTimeAgo } from './relative-time.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => formatTimeAgo(NOW - ms, NOW);

describe('formatTimeAgo', () => {
  afterEach(() => switchLanguage('en'));

  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59_999)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(3 * 60_000)).toBe('3 minutes ago');
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 3_600_000)).toBe('23 hours ago');
    expect(ago(24 * 3_600_000)).toBe('1 day ago');
    expect(ago(10 * 86_400_000)).toBe('10 days ago');
  });

  it('treats a time in the future as just now', () => {
    expect(formatTimeAgo(NOW + 60_000, NOW)).toBe('just now');
  });

  it('speaks Chinese after a language switch', async () => {
    await switchLanguage('zh');
    expect(ago(10_000)).toBe('刚刚');
    expect(ago(5 * 60_000)).toBe('5 分钟前');
    expect(ago(3 * 3_600_000)).toBe('3 小时前');
    expect(ago(2 * 86_400_000)).toBe('2 天前');
  });
});
