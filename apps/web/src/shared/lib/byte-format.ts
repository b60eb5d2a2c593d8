// Bytes shown as bytes (Pulsar Manager printed throughput with the plain number formatter, so
// "1.5K" meant bytes on one screen and messages on the next). Powers of 1024, as Pulsar's own
// size strings (200K, 50M, 1G) are.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;

/** `0 → "0 B"`, `1536 → "1.5 KB"`, `5_368_709_120 → "5 GB"`. */
export function formatBytes(bytes: number, digits = 2): string {
  if (!Number.isFinite(bytes)) return String(bytes);
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number(value.toFixed(unit === 0 ? 0 : digits));
  return `${bytes < 0 ? '-' : ''}${rounded} ${UNITS[unit]}`;
}

/** Throughput: `formatBytes` per second. */
export function formatBytesPerSecond(bytesPerSecond: number, digits = 2): string {
  return `${formatBytes(bytesPerSecond, digits)}/s`;
}

const SIZE_STRING = /^(\d+(?:\.\d+)?)\s*([KMGT]?)B?$/i;
const MULTIPLIERS: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };

/**
 * Pulsar's size strings: `200K`, `50M`, `1G`, `1.5T` or a plain number of bytes. Undefined for
 * anything else — the caller shows 'Invalid size string! (e.g 200K 50M 1G)'.
 */
export function parseSizeString(text: string): number | undefined {
  const match = SIZE_STRING.exec(text.trim());
  if (!match) return undefined;
  const [, amount = '', unit = ''] = match;
  const bytes = Math.round(Number(amount) * (MULTIPLIERS[unit.toUpperCase()] ?? Number.NaN));
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

/** The shortest exact size string for a byte count: `1073741824 → "1G"`, `1000 → "1000"`. */
export function toSizeString(bytes: number): string {
  for (const unit of ['T', 'G', 'M', 'K'] as const) {
    const multiplier = MULTIPLIERS[unit] ?? 1;
    if (bytes !== 0 && bytes % multiplier === 0) return `${bytes / multiplier}${unit}`;
  }
  return String(bytes);
}
