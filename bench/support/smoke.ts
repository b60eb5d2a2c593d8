// `BEACON_BENCH_SMOKE=1`: each benchmark runs once at a tiny size, which only proves it still runs
// to its end (npm test does this for every script in bench/, issue 28 D27). Its figures mean nothing
// then, and nothing checks them: timings are never asserted.
export const SMOKE = process.env.BEACON_BENCH_SMOKE === '1';

/** `full` for a measuring run, `smoke` for the smoke run. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}
