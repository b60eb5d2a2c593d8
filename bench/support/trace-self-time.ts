// Where a page's main thread spent its time in a Chromium trace (browser.startTracing): the self
// time of each kind of event (script, style, layout, paint…) on the renderer's main thread, so a
// benchmark can say what its frames cost.
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Milliseconds of self time per event name on the renderer's main thread, the longest first. */
export function mainThreadSelfTime(file: string, top = 12): [string, number][] {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const events = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  // Complete events nest: each one's self time is its duration less its direct children's.
  const open: { name: string; end: number }[] = [];
  for (const event of events) {
    const duration = event.dur ?? 0;
    while (open.length > 0 && open.at(-1)!.end <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - duration);
    self.set(event.name, (self.get(event.name) ?? 0) + duration);
    open.push({ name: event.name, end: event.ts + duration });
  }
  return [...self]
    .map(([name, micros]): [string, number] => [name, micros / 1000])
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
}

/**
 * Milliseconds each thread was busy, in every process of the trace (renderer, GPU, browser): the sum
 * of its outermost complete events, the busiest first. Raster and compositing run off the main thread.
 */
export function threadTime(file: string, top = 12): [string, number][] {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const names = (kind: string) =>
    new Map(
      traceEvents
        .filter((event) => event.ph === 'M' && event.name === kind)
        .map((event) => [
          kind === 'thread_name' ? `${String(event.pid)}:${String(event.tid)}` : String(event.pid),
          event.args?.name ?? '?',
        ]),
    );
  const processes = names('process_name');
  const threads = names('thread_name');
  const busy = new Map<string, number>();
  const ends = new Map<string, number>();
  const events = traceEvents.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts);
  for (const event of events) {
    const thread = `${String(event.pid)}:${String(event.tid)}`;
    // Nested events lie inside their parent: only an event starting after the last one ended counts.
    if (event.ts < (ends.get(thread) ?? -Infinity)) continue;
    const duration = event.dur ?? 0;
    ends.set(thread, event.ts + duration);
    const name = `${processes.get(String(event.pid)) ?? String(event.pid)} / ${threads.get(thread) ?? String(event.tid)}`;
    busy.set(name, (busy.get(name) ?? 0) + duration / 1000);
  }
  return [...busy].sort((a, b) => b[1] - a[1]).slice(0, top);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Milliseconds of self time per function in a CPU profile (CDP Profiler.stop), the longest first. */
export function profileSelfTime(
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] },
  top = 15,
): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const { samples = [], timeDeltas = [] } = profile;
  // A sample's time is the delta before the next one.
  for (const [index, id] of samples.entries()) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${String(frame.lineNumber + 1)}`;
    self.set(name, (self.get(name) ?? 0) + (timeDeltas[index + 1] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}
