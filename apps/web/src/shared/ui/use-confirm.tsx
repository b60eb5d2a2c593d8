// One confirmation host for the console (issue 29 item 3): a screen asks `await confirm({...})`
// instead of keeping "the row being deleted" in its own state with its own ConfirmDialog. The host is
// mounted once under antd (app/antd-outlet.tsx) and shows the one ConfirmDialog, so its wording,
// its single-send guard, the typed name and the return of focus are the same everywhere.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/** What to ask: the dialog's texts and the action it runs (a rejection keeps it open with the reason). */
export type ConfirmRequest = Omit<ConfirmDialogProps, 'open' | 'onClose'>;

/** Resolves true once the action has succeeded, false on Cancel or Escape. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

/**
 * A question whose content follows its asker while it is open: a dialog with controls of the
 * asker's own (a "force" switch, a new partition count) shows them as they are now, and its action
 * reads them as they are when confirmed.
 */
export interface LiveQuestion {
  answer: Promise<boolean>;
  /** The request as the asker renders it now (the same dialog: what was typed in it stays). */
  update: (request: ConfirmRequest) => void;
}

type Ask = (request: ConfirmRequest) => LiveQuestion;

const ConfirmContext = createContext<Ask | undefined>(undefined);

interface Asking {
  /** A fresh dialog per request, so a typed name or a failure never carries over to the next. */
  id: number;
  request: ConfirmRequest;
  settle: (done: boolean) => void;
}

/** The one place confirmations show; everything below it may `useConfirm()`. */
export function ConfirmHost({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking>();
  // Kept apart from `asking`: the dialog stays mounted, closed, until antd's afterClose has put
  // focus back (return-focus.ts); unmounting it at once would leave focus on the page's body.
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const done = useRef(false);

  const ask = useCallback<Ask>((request) => {
    const id = nextId.current++;
    const answer = new Promise<boolean>((resolve) => {
      setAsking((previous) => {
        // A second question while one is open answers the first with "no" (nothing was run).
        previous?.settle(false);
        return { id, request, settle: resolve };
      });
    });
    done.current = false;
    setOpen(true);
    const update = (next: ConfirmRequest) =>
      setAsking((current) => (current?.id === id ? { ...current, request: next } : current));
    return { answer, update };
  }, []);

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {asking && (
        <ConfirmDialog
          key={asking.id}
          {...asking.request}
          open={open}
          onConfirm={async () => {
            const answer = await asking.request.onConfirm();
            done.current = true;
            return answer;
          }}
          onClose={() => {
            asking.settle(done.current);
            setOpen(false);
          }}
        />
      )}
    </ConfirmContext.Provider>
  );
}

function useAsk(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm() needs the ConfirmHost above it (app/antd-outlet.tsx).');
  return ask;
}

/** Asks in the console's one ConfirmDialog; see ConfirmHost. */
export function useConfirm(): Confirm {
  const ask = useAsk();
  return useCallback((request) => ask(request).answer, [ask]);
}

/**
 * Asks in the one ConfirmDialog, the question following `request` as the caller renders it while
 * the question is open (see LiveQuestion). Resolves as useConfirm's answer does.
 */
export function useLiveConfirm(request: ConfirmRequest): () => Promise<boolean> {
  const ask = useAsk();
  const latest = useRef(request);
  const open = useRef<LiveQuestion | undefined>(undefined);
  useEffect(() => {
    latest.current = request;
    open.current?.update(request);
  });
  return useCallback(async () => {
    const question = ask(latest.current);
    open.current = question;
    try {
      return await question.answer;
    } finally {
      if (open.current === question) open.current = undefined;
    }
  }, [ask]);
}
