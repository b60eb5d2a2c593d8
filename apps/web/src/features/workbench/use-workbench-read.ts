// One workbench read (decision 0070): POST /workbench/read through the console's HTTP client (its
// session headers and refusals), its JSON lines parsed as they arrive. Pausing is not reading the
// stream (the server, then the brokers, hold back); resuming reads it again; stopping aborts the
// request, which closes the server's readers. Rows are kept outside React state and handed over
// at most every FLUSH_MS, so 100 000 of them cost one render per beat, not one per message.
import {
  API_PREFIX,
  WORKBENCH_READ_PATH,
  WORKBENCH_STREAM_TYPE,
  type ReadEndReason,
  type ReadMessageLine,
  type WorkbenchLine,
  type WorkbenchReadRequest,
} from '@beacon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestStream } from '../../shared/api/index.ts';
import { readJsonLines } from '../../shared/lib/json-lines.ts';

const FLUSH_MS = 100;

export type ReadOutcome =
  | { kind: 'ended'; reason: ReadEndReason }
  /** The server's `failed` line: the read stopped after it began. */
  | { kind: 'failed'; message: string }
  /** Refused before it began (a 4xx with the server's reason), or not reached at all. */
  | { kind: 'refused'; error: unknown }
  /** The stream ended without its last line (the connection dropped). */
  | { kind: 'cut' }
  | { kind: 'stopped' };

export interface ReadStatus {
  phase: 'idle' | 'starting' | 'reading' | 'paused' | 'done';
  partitions: readonly string[];
  read: number;
  matched: number;
  filterFailures: number;
  /** Why the filter could not be evaluated on a message, the first time it could not. */
  filterFailed?: string;
  /** The read goes through the admin REST API: why the binary port could not be reached. */
  viaRest?: string;
  outcome?: ReadOutcome;
}

const IDLE: ReadStatus = { phase: 'idle', partitions: [], read: 0, matched: 0, filterFailures: 0 };

export interface WorkbenchRead {
  status: ReadStatus;
  /** The messages kept so far (the same array, grown; `rowCount` says how far to read it). */
  rows: readonly ReadMessageLine[];
  rowCount: number;
  start: (request: WorkbenchReadRequest) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

/** Applies one line of the stream to the status; a message line goes to the rows instead. */
function applyLine(status: ReadStatus, line: Exclude<WorkbenchLine, ReadMessageLine>): ReadStatus {
  switch (line.kind) {
    case 'started':
      return {
        ...status,
        phase: status.phase === 'paused' ? 'paused' : 'reading',
        partitions: line.partitions,
        ...(line.via === 'rest' ? { viaRest: line.reason ?? '' } : {}),
      };
    case 'progress':
      return {
        ...status,
        read: line.read,
        matched: line.matched,
        filterFailures: line.filterFailures ?? status.filterFailures,
      };
    case 'filter-failed':
      return status.filterFailed === undefined ? { ...status, filterFailed: line.message } : status;
    case 'end':
      return {
        ...status,
        phase: 'done',
        read: line.read,
        matched: line.matched,
        filterFailures: line.filterFailures ?? status.filterFailures,
        outcome: { kind: 'ended', reason: line.reason },
      };
    case 'failed':
      return {
        ...status,
        phase: 'done',
        read: line.read,
        matched: line.matched,
        outcome: { kind: 'failed', message: line.message },
      };
  }
}

export function useWorkbenchRead(): WorkbenchRead {
  const [status, setStatus] = useState<ReadStatus>(IDLE);
  const [rowCount, setRowCount] = useState(0);
  const rows = useRef<ReadMessageLine[]>([]);
  const [shownRows, setShownRows] = useState<readonly ReadMessageLine[]>(rows.current);
  const controller = useRef<AbortController | undefined>(undefined);
  /** Resolves the wait of a paused read; undefined while it is not paused. */
  const paused = useRef<{ wait: Promise<void>; resume: () => void } | undefined>(undefined);

  const stopCurrent = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    paused.current?.resume();
    paused.current = undefined;
  }, []);

  // A read never outlives the page that started it.
  useEffect(() => stopCurrent, [stopCurrent]);

  const start = useCallback(
    (request: WorkbenchReadRequest) => {
      stopCurrent();
      const abort = new AbortController();
      controller.current = abort;
      const kept: ReadMessageLine[] = [];
      rows.current = kept;
      setShownRows(kept);
      setRowCount(0);
      setStatus({ ...IDLE, phase: 'starting' });
      const current = () => controller.current === abort;

      let flushTimer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        flushTimer = undefined;
        if (current()) setRowCount(kept.length);
      };
      const take = (line: WorkbenchLine) => {
        if (line.kind === 'message') {
          kept.push(line);
          flushTimer ??= setTimeout(flush, FLUSH_MS);
          return;
        }
        // The last rows come with the last line, in the same render: an ended read is never shown
        // without the rows it kept.
        if (line.kind === 'end' || line.kind === 'failed') {
          clearTimeout(flushTimer);
          flush();
        }
        setStatus((before) => applyLine(before, line));
      };

      void (async () => {
        try {
          const response = await requestStream(WORKBENCH_READ_PATH.slice(API_PREFIX.length), {
            method: 'POST',
            json: request,
            signal: abort.signal,
            accept: WORKBENCH_STREAM_TYPE,
            // The page shows the server's reason next to the form it is about.
            reportErrors: false,
          });
          await readJsonLines<WorkbenchLine>(response, take, () => paused.current?.wait);
          if (!current()) return;
          clearTimeout(flushTimer);
          flush();
          setStatus((before) =>
            before.outcome ? before : { ...before, phase: 'done', outcome: { kind: 'cut' } },
          );
        } catch (error) {
          if (abort.signal.aborted) return;
          if (!current()) return;
          clearTimeout(flushTimer);
          flush();
          setStatus((before) => ({
            ...before,
            phase: 'done',
            outcome: before.phase === 'starting' ? { kind: 'refused', error } : { kind: 'cut' },
          }));
        } finally {
          if (current()) controller.current = undefined;
        }
      })();
    },
    [stopCurrent],
  );

  const pause = useCallback(() => {
    if (!controller.current || paused.current) return;
    let resume = () => {};
    const wait = new Promise<void>((resolve) => {
      resume = resolve;
    });
    paused.current = { wait, resume };
    setStatus((before) => (before.phase === 'reading' ? { ...before, phase: 'paused' } : before));
  }, []);

  const resume = useCallback(() => {
    paused.current?.resume();
    paused.current = undefined;
    setStatus((before) => (before.phase === 'paused' ? { ...before, phase: 'reading' } : before));
  }, []);

  const stop = useCallback(() => {
    if (!controller.current) return;
    stopCurrent();
    setRowCount(rows.current.length);
    setStatus((before) => ({ ...before, phase: 'done', outcome: { kind: 'stopped' } }));
  }, [stopCurrent]);

  return { status, rows: shownRows, rowCount, start, pause, resume, stop };
}
