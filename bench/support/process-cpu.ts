// CPU time from /proc, the measure the benchmarks compare processes by on shared cores (throughput
// would compare the load generator and the broker as much as the process measured).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User plus system CPU time of one thread or process, in microseconds (fields 14 and 15 of its stat). */
export function statMicros(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
}

/** The CPU time process `pid` has used so far, all its threads, in microseconds. */
export const cpuMicrosOf = (pid: number): number => statMicros(`/proc/${String(pid)}/stat`);
