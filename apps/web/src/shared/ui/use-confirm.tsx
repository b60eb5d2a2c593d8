// One confirmation host for the console (issue 29 item 3): a screen asks `await confirm({...})`
// instead of keeping "the row being deleted" in its own state with its own ConfirmDialog. The host is
// mounted once under antd (app/antd-outlet.tsx) and shows the one ConfirmDialog, so its wording,
// its single-send guard, the typed name and the return of focus are the same everywhere.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/** What to ask: the dialog's texts and the action it runs (a rejection keeps it open with the reason). */
export type ConfirmRequest = Omit<ConfirmDialogProps, 'open' | 'onClose'>;

/** Resolves true once the action has succeeded, false on Cancel or Escape. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

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

  const confirm = useCallback<Confirm>(
    (request) =>
      new Promise<boolean>((resolve) => {
        setAsking((previous) => {
          // A second question while one is open answers the first with "no" (nothing was run).
          previous?.settle(false);
          return { id: nextId.current++, request, settle: resolve };
        });
        done.current = false;
        setOpen(true);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
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

/** Asks in the console's one ConfirmDialog; see ConfirmHost. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs the ConfirmHost above it (app/antd-outlet.tsx).');
  return confirm;
}
