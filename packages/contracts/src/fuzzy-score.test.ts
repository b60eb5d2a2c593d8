import { describe, expect, it } from 'vitest';
import { fuzzyScore } from './fuzzy-score.ts';

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
});
