// The time limits of broker calls, all of one length kept by one timer. A setTimeout per call cost
// a Timeout object, a read of the event loop's clock and a list insertion on every proxied call,
// and its clearTimeout as much again (decision 0060). Here a call's limit is a node in a list: its
// limits all have the same length, so they fall due in the order they were set, and a timer that
// ticks a few times per length (only while a limit is pending) ends those that are due. A limit
// ends between `ms` and `ms` plus one tick after it was set.

const TICKS_PER_LIMIT = 8;

/** A pending limit: cleared when the call ended in time. */
export interface Deadline {
  clear(): void;
}

class Pending implements Deadline {
  previous: Pending | undefined;
  next: Pending | undefined;
  readonly setAtTick: number;
  readonly #owner: Deadlines;
  readonly onExpired: () => void;
  cleared = false;
  constructor(owner: Deadlines, setAtTick: number, onExpired: () => void) {
    this.#owner = owner;
    this.setAtTick = setAtTick;
    this.onExpired = onExpired;
  }
  clear(): void {
    if (this.cleared) return;
    this.cleared = true;
    this.#owner.remove(this);
  }
}

export class Deadlines {
  readonly #tickMs: number;
  /** Ticks from a limit's setting to its end: a limit set just before a tick still gets its `ms`. */
  readonly #ticksToEnd: number;
  #tick = 0;
  #first: Pending | undefined;
  #last: Pending | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(ms: number) {
    this.#tickMs = Math.max(1, Math.ceil(ms / TICKS_PER_LIMIT));
    this.#ticksToEnd = Math.ceil(ms / this.#tickMs) + 1;
  }

  /** Calls `onExpired` once the limit has passed, unless cleared first. */
  set(onExpired: () => void): Deadline {
    const pending = new Pending(this, this.#tick, onExpired);
    if (this.#last) {
      this.#last.next = pending;
      pending.previous = this.#last;
    } else {
      this.#first = pending;
    }
    this.#last = pending;
    if (!this.#timer) {
      this.#timer = setInterval(() => this.#advance(), this.#tickMs);
      // A pending limit never keeps the process alive on its own: its call's socket does.
      this.#timer.unref();
    }
    return pending;
  }

  remove(pending: Pending): void {
    if (pending.previous) pending.previous.next = pending.next;
    else this.#first = pending.next;
    if (pending.next) pending.next.previous = pending.previous;
    else this.#last = pending.previous;
    pending.previous = pending.next = undefined;
    if (!this.#first) this.#stop();
  }

  #advance(): void {
    this.#tick += 1;
    const dueAt = this.#tick - this.#ticksToEnd;
    while (this.#first && this.#first.setAtTick <= dueAt) {
      const due = this.#first;
      due.clear();
      due.onExpired();
    }
  }

  #stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

const byLength = new Map<number, Deadlines>();

/** The shared limits of one length (a proxy's, a collector's: a handful of lengths in all). */
export function deadlinesOf(ms: number): Deadlines {
  let deadlines = byLength.get(ms);
  if (!deadlines) {
    deadlines = new Deadlines(ms);
    byLength.set(ms, deadlines);
  }
  return deadlines;
}
