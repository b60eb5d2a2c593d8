// Spec 9: rates and counts are shortened with the suffixes K, M, G, T, P, E (powers of 1000).
// Pulsar Manager added 0.1 before rounding, so 1000 read "1.1K"; here 1000 is "1K".

const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'K' },
] as const;

/**
 * `1000 → "1K"`, `1500 → "1.5K"`, `2_345_678 → "2.35M"`; below 1000 the number keeps `digits`
 * decimals (`12.5 → "12.50"`), as Pulsar Manager showed rates.
 */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  for (const [index, suffix] of SUFFIXES.entries()) {
    if (magnitude < suffix.value) continue;
    const scaled = Number((value / suffix.value).toFixed(digits));
    // 999_999 rounds to "1000K"; say "1M" instead.
    const larger = SUFFIXES[index - 1];
    if (larger && Math.abs(scaled) >= 1000)
      return `${stripZeros((value / larger.value).toFixed(digits))}${larger.symbol}`;
    return `${stripZeros(scaled.toFixed(digits))}${suffix.symbol}`;
  }
  const plain = value.toFixed(digits);
  // 999.999 rounds up to "1000.00": say "1K" instead.
  return Math.abs(Number(plain)) >= 1000 ? `${stripZeros((value / 1000).toFixed(digits))}K` : plain;
}

function stripZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
