// Frame timing in the page, for the browser benchmarks of scrolling: one requestAnimationFrame
// callback a frame, performance.now() taken in each, and a scroll container moved to a given offset
// in each (or left alone: the machine's ceiling, measured in the same run). `framesInPage` runs in
// the page (page.evaluate), so it names nothing from outside itself (and
// needs the DOM's types).
/// <reference lib="dom" />

export interface FramesPlan {
  /** A CSS selector of the scroll container. */
  scroller: string;
  frames: number;
  /** The scroll offset to set in each frame, or none: the page stays idle. */
  offsets?: number[];
}

export interface FramesRun {
  /** Milliseconds between one frame's callback and the next. */
  intervals: number[];
  /** How many different first rendered rows the frames saw (aria-rowindex): rows really redrawn. */
  distinctFirstRows: number;
}

export async function framesInPage({ scroller: selector, frames, offsets }: FramesPlan): Promise<FramesRun> {
  const scroller = document.querySelector<HTMLElement>(selector);
  if (!scroller) throw new Error(`no scroll container ${selector}`);
  // The table's second row group holds the drawn rows; reading an attribute forces no layout.
  const body = scroller.querySelectorAll('[role="rowgroup"]')[1];
  const nextFrame = () =>
    new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const intervals: number[] = [];
  const firstRows = new Set<string | null | undefined>();
  let last = await nextFrame();
  for (let frame = 0; frame < frames; frame += 1) {
    const offset = offsets?.[frame];
    if (offset !== undefined) scroller.scrollTop = offset;
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
    firstRows.add(body?.firstElementChild?.getAttribute('aria-rowindex'));
  }
  return { intervals, distinctFirstRows: firstRows.size };
}

/** At 60 Hz a frame lasts 16.7 ms; one of more than 1.5 times that dropped at least one. */
export const FRAME_MS = 1000 / 60;

export interface FrameFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
  /** Share of intervals longer than 1.5 × FRAME_MS. */
  longShare: number;
  /** Frames per second over the whole run. */
  fps: number;
}

export function frameFigures(intervals: readonly number[]): FrameFigures {
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
  const total = intervals.reduce((sum, interval) => sum + interval, 0);
  return {
    frames: intervals.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    longShare: intervals.filter((interval) => interval > 1.5 * FRAME_MS).length / intervals.length,
    fps: (intervals.length * 1000) / total,
  };
}
