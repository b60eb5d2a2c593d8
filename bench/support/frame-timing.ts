// Frame timing in the page, for the browser benchmarks of scrolling: one requestAnimationFrame
// callback a frame, performance.now() taken in each, and a scroll container moved to a given offset
// between each two frames (or left alone: the machine's ceiling, measured in the same run), with a
// count of the frames whose drawn rows covered the view. `framesInPage` runs in
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
  /** Frames that had rows drawn over the whole view at the offset they were given: no blank. */
  coveredFrames: number;
}

export async function framesInPage({ scroller: selector, frames, offsets }: FramesPlan): Promise<FramesRun> {
  const scroller = document.querySelector<HTMLElement>(selector);
  if (!scroller) throw new Error(`no scroll container ${selector}`);
  // The table's second row group holds the drawn rows; reading an attribute forces no layout. A
  // list that recycles its rows keeps no DOM order: the first and last are by aria-rowindex.
  const body = scroller.querySelectorAll<HTMLElement>('[role="rowgroup"]')[1];
  const drawn = () => {
    const indexes = [...(body?.children ?? [])].map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
    return { first: Math.min(...indexes), last: Math.max(...indexes) };
  };
  // Measured once, before any frame: the rows' height, where they start below the header, the view.
  const rowHeight = body?.firstElementChild?.getBoundingClientRect().height ?? NaN;
  const bodyTop = body?.offsetTop ?? 0;
  const view = scroller.clientHeight;
  const maxOffset = scroller.scrollHeight - view;
  const rowCount = Number(scroller.getAttribute('aria-rowcount')) - 1;
  /** Whether the drawn rows cover the view at `offset` (below the sticky header). */
  const covers = (offset: number) => {
    const top = Math.min(offset, maxOffset);
    const { first, last } = drawn();
    // Row i lies at bodyTop + i × rowHeight; the view shows [top + bodyTop, top + view) below the header.
    const firstInView = Math.max(0, Math.floor(top / rowHeight));
    const lastInView = Math.min(rowCount - 1, Math.ceil((top + view - bodyTop) / rowHeight) - 1);
    return first <= firstInView && last >= lastInView;
  };
  const nextFrame = () =>
    new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const intervals: number[] = [];
  const firstRows = new Set<number>();
  let coveredFrames = 0;
  let last = await nextFrame();
  for (let frame = 0; frame < frames; frame += 1) {
    const offset = offsets?.[frame];
    // The scroll lands between two frames, as a wheel's input does: the next frame runs the scroll
    // event's handlers (the list draws the rows for the offset) before it paints. Set here, in the
    // requestAnimationFrame callback, the offset would be painted with the rows of the last one.
    if (offset !== undefined)
      setTimeout(() => {
        scroller.scrollTop = offset;
      });
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
    firstRows.add(drawn().first);
    if (offset !== undefined && covers(offset)) coveredFrames += 1;
  }
  return { intervals, distinctFirstRows: firstRows.size, coveredFrames };
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
