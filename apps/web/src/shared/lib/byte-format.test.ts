import { describe, expect, it } from 'vitest';
import { formatBytes, formatBytesPerSecond, parseSizeString, toSizeString } from './byte-format.ts';

describe('byte formatting', () => {
  it('shows bytes in powers of 1024 with their unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(-2048)).toBe('-2 KB');
    expect(formatBytesPerSecond(1024 * 1024 * 2.25)).toBe('2.25 MB/s');
  });

  it('reads Pulsar size strings and refuses anything else', () => {
    expect(parseSizeString('200K')).toBe(200 * 1024);
    expect(parseSizeString('50M')).toBe(50 * 1024 ** 2);
    expect(parseSizeString('1G')).toBe(1024 ** 3);
    expect(parseSizeString('1.5t')).toBe(1.5 * 1024 ** 4);
    expect(parseSizeString('4096')).toBe(4096);
    expect(parseSizeString(' 10 MB ')).toBe(10 * 1024 ** 2);
    for (const bad of ['', 'abc', '10X', '-5M', '1e3', 'M']) expect(parseSizeString(bad)).toBeUndefined();
  });

  it('writes the shortest exact size string back', () => {
    expect(toSizeString(1024 ** 3)).toBe('1G');
    expect(toSizeString(200 * 1024)).toBe('200K');
    expect(toSizeString(1000)).toBe('1000');
    expect(toSizeString(0)).toBe('0');
  });
});
