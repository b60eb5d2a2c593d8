import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.ts';

describe('formatNumber', () => {
  it.each([
    [1000, '1K'],
    [1500, '1.5K'],
    [1234, '1.23K'],
    [2_345_678, '2.35M'],
    [1e9, '1G'],
    [4.2e12, '4.2T'],
    [1e15, '1P'],
    [7e18, '7E'],
    [-1500, '-1.5K'],
  ])('shortens %d to %s', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it('keeps the decimals below 1000, as rates were shown', () => {
    expect(formatNumber(12.5)).toBe('12.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(999, 0)).toBe('999');
  });

  it('moves to the next suffix when rounding reaches 1000', () => {
    expect(formatNumber(999.999)).toBe('1K');
    expect(formatNumber(999_999)).toBe('1M');
  });

  it('honours the number of digits', () => {
    expect(formatNumber(1_234_567, 1)).toBe('1.2M');
    expect(formatNumber(1_500, 0)).toBe('2K');
  });
});
