import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNEY_SECONDS, shardFiles, specFiles, weightOf } from './e2e-shards.ts';
import {
  leftToTheRealBroker,
  REAL_PULSAR_JOURNEYS,
  REAL_PULSAR_ONLY,
  SIMULATOR_TOO,
} from '../e2e/real-pulsar-journeys.ts';

const e2eDir = path.resolve(import.meta.dirname, '..', 'e2e');

describe('the Playwright shards of npm test', () => {
  const files = specFiles(e2eDir);

  it('finds the journeys, as paths relative to e2e/', () => {
    expect(files).toContain('a11y/every-screen-english.spec.ts');
    expect(files).toContain('shell/navigation.spec.ts');
    expect(files.every((file) => file.endsWith('.spec.ts') && !file.startsWith('/'))).toBe(true);
  });

  it('runs every journey file exactly once', () => {
    const shards = shardFiles(files, 3);
    expect(shards).toHaveLength(3);
    expect(shards.flat().sort()).toEqual(files);
  });

  it('keeps the shards within one file of each other in weight', () => {
    const shards = shardFiles(files, 3);
    const weights = shards.map((shard) => shard.reduce((sum, file) => sum + weightOf(file), 0));
    const heaviestFile = Math.max(...files.map(weightOf));
    expect(Math.max(...weights) - Math.min(...weights)).toBeLessThanOrEqual(heaviestFile);
  });

  it('makes no empty shard when there are fewer files than shards', () => {
    expect(shardFiles(['a.spec.ts', 'b.spec.ts'], 3)).toEqual([['a.spec.ts'], ['b.spec.ts']]);
  });

  it('runs a journey on the simulator as well only where it shows what a standalone cannot', () => {
    const leftOut = leftToTheRealBroker(true);
    expect(leftOut).toContain('overview/overview.spec.ts');
    expect(leftOut).toContain(REAL_PULSAR_ONLY[0]);
    expect(leftOut.some((file) => SIMULATOR_TOO.includes(file))).toBe(false);
    // A journey that runs in both projects weighs twice its seconds; one that runs once, once.
    expect(weightOf('management/one-topic-operations.spec.ts')).toBe(
      2 * (JOURNEY_SECONDS['management/one-topic-operations.spec.ts'] ?? 0),
    );
    expect(weightOf('overview/overview.spec.ts')).toBe(JOURNEY_SECONDS['overview/overview.spec.ts']);
    // Where no broker can run, every journey the simulator can take runs on it.
    expect(leftToTheRealBroker(false)).toEqual(REAL_PULSAR_ONLY);
    expect(REAL_PULSAR_JOURNEYS).toEqual(expect.arrayContaining(SIMULATOR_TOO));
  });
});
