// Reads a V8 CPU profile (`node --cpu-prof`) and tells where a process spent its CPU inside a time
// window, grouped into the steps of a proxied call, in microseconds per call. Only the window's
// samples count: start-up, login and shutdown stay out.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A step and the sources whose own (self) time it holds; the first that matches wins. */
export interface Step {
  name: string;
  matches: (url: string, functionName: string) => boolean;
}

/**
 * Self time per step between `fromMicros` and `toMicros` (CLOCK_MONOTONIC in microseconds, the clock
 * of both V8's samples and `process.hrtime`), divided by `calls`.
 */
export function microsPerCallByStep(
  file: string,
  window: { fromMicros: number; toMicros: number },
  calls: number,
  steps: readonly Step[],
): { step: string; micros: number }[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>(steps.map((step) => [step.name, 0]));
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.fromMicros || at > window.toMicros) continue;
    const frame = frames.get(profile.samples[index]!);
    if (!frame || frame.functionName === '(idle)') continue;
    const step = steps.find((candidate) => candidate.matches(frame.url, frame.functionName));
    if (step) totals.set(step.name, (totals.get(step.name) ?? 0) + delta);
  }
  return [...totals].map(([step, micros]) => ({ step, micros: micros / calls }));
}
