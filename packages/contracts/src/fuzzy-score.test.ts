import { describe, expect, it } from 'vitest';
import { fuzzyScore, fuzzyScoreLower, prefixScorer } from './fuzzy-score.ts';

describe('fuzzyScore', () => {
  it('refuses a name without the characters in order', () => {
    expect(fuzzyScore('abc', 'acb')).toBe(-1);
    expect(fuzzyScore('toolong', 'tool')).toBe(-1);
  });

  it('ranks prefix over segment start over inside over scattered', () => {
    const prefix = fuzzyScore('ord', 'orders');
    const segment = fuzzyScore('ord', 'sample/orders');
    const inside = fuzzyScore('ord', 'recorder');
    const scattered = fuzzyScore('ord', 'o-r-d');
    expect(prefix).toBeGreaterThan(segment);
    expect(segment).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(0);
  });

  it('prefers segment starts among scattered matches, and shorter names among equals', () => {
    expect(fuzzyScore('so', 'sample/orders')).toBeGreaterThan(fuzzyScore('so', 'saxophone'));
    expect(fuzzyScore('ord', 'orders')).toBeGreaterThan(fuzzyScore('ord', 'orders-archive'));
  });

  it('ignores case and surrounding spaces', () => {
    expect(fuzzyScore(' ORD ', 'Orders')).toBe(fuzzyScore('ord', 'orders'));
  });

  it('scores a name after a shared prefix exactly as the whole name (prefixScorer)', () => {
    // A seeded walk over a small alphabet with separators: every case the split must agree on
    // (occurrences inside the prefix, across its end, in the rest; scattered walks that leave it).
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = (max: number) =>
      Array.from({ length: Math.floor(next() * (max + 1)) }, () => 'ab/-t'[Math.floor(next() * 5)]).join('');
    let compared = 0;
    for (let round = 0; round < 4000; round += 1) {
      const prefix = word(8);
      const query = word(5);
      const scorer = prefixScorer(query, prefix);
      for (let each = 0; each < 5; each += 1) {
        const rest = word(8);
        expect(scorer(rest), `${query} in ${prefix}|${rest}`).toBe(fuzzyScoreLower(query, prefix + rest));
        compared += 1;
      }
    }
    expect(compared).toBe(20_000);
    expect(prefixScorer('large/topics/t-09', 'large/topics/')('t-0999')).toBe(
      fuzzyScoreLower('large/topics/t-09', 'large/topics/t-0999'),
    );
  });
});
