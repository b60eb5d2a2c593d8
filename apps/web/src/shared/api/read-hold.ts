// While a resource is being deleted the console does not read it. A read that leaves beside the
// delete (a page's timed refresh, a tab mounted again) can reach Pulsar after it and come back 404,
// the page flashing errors on its way out. Reads of the held path, or below it, wait for the
// outcome: a refused delete releases them and they go out; after a delete that succeeded they wait
// until the page that deleted has gone, whose going aborts them.
import { useEffect, useRef } from 'react';

export interface ReadHold {
  release(): void;
}

interface Held {
  path: string;
  released: Promise<void>;
}

const held = new Set<Held>();

const covers = (hold: Held, path: string) => path === hold.path || path.startsWith(`${hold.path}/`);

/** Holds the reads of `path` (a resource's own address) and of everything below it. */
export function holdReads(path: string): ReadHold {
  let release = () => {};
  const hold: Held = { path, released: new Promise<void>((resolve) => (release = resolve)) };
  held.add(hold);
  return {
    release: () => {
      held.delete(hold);
      release();
    },
  };
}

/** Resolves once no hold covers `path`; rejects with the signal's reason when it aborts first. */
export async function waitForHeldReads(path: string, signal?: AbortSignal): Promise<void> {
  for (let hold = find(path); hold; hold = find(path)) {
    signal?.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      const leave = () => reject(signal?.reason as Error);
      signal?.addEventListener('abort', leave, { once: true });
      void hold.released.then(() => {
        signal?.removeEventListener('abort', leave);
        resolve();
      });
    });
  }
}

function find(path: string): Held | undefined {
  for (const hold of held) if (covers(hold, path)) return hold;
  return undefined;
}

/**
 * A page's delete: `hold(path)` as it is sent, `refused()` when Pulsar refused it (the reads go out).
 * A delete that succeeded holds until the page has gone; released a turn after the page's cleanup,
 * when its reads have been aborted by their queries' going.
 */
export function useReadHoldWhileDeleting(): { hold(path: string): void; refused(): void } {
  const current = useRef<ReadHold | undefined>(undefined);
  useEffect(
    () => () => {
      const hold = current.current;
      current.current = undefined;
      if (hold) setTimeout(() => hold.release(), 0);
    },
    [],
  );
  return {
    hold: (path) => {
      current.current?.release();
      current.current = holdReads(path);
    },
    refused: () => {
      current.current?.release();
      current.current = undefined;
    },
  };
}
