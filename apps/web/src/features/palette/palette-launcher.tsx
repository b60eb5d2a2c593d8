// The palette's way in: the top bar's search button and the keys of palette-shortcut.ts. The dialog's
// code is fetched on first use; it stays mounted, closed, so antd can return focus after it closes.
// An action chosen in it runs here once it has closed: focus is back where it was, then the console's
// one confirmation asks (so that is where focus returns after it too).
import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import type { PaletteAction } from './palette-actions.ts';
import { asksForPalette, isMac } from './palette-shortcut.ts';

const CommandPalette = lazy(() => import('./command-palette.tsx'));
const PaletteActionRunner = lazy(() => import('./palette-action-runner.tsx'));

export interface PaletteLauncherProps {
  routes: readonly ConsoleRoute[];
  roles: readonly string[];
}

export function PaletteLauncher({ routes, roles }: PaletteLauncherProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  /** What had focus when the palette opened: it gets it back when the palette closes. */
  const trigger = useRef<Element | null>(null);
  /** Chosen in the palette, run once it has closed; then running until its question is answered. */
  const chosenAction = useRef<PaletteAction | undefined>(undefined);
  const [running, setRunning] = useState<{ id: number; action: PaletteAction }>();

  const openPalette = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    trigger.current = document.activeElement;
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
  }, []);
  const choose = useCallback(() => {
    trigger.current = null;
    close();
  }, [close]);
  const runAction = useCallback(
    (action: PaletteAction) => {
      chosenAction.current = action;
      close();
    },
    [close],
  );
  const closed = useCallback(() => {
    const action = chosenAction.current;
    chosenAction.current = undefined;
    if (action) setRunning((previous) => ({ id: (previous?.id ?? 0) + 1, action }));
  }, []);
  const done = useCallback(() => setRunning(undefined), []);
  const focusAfterClose = useCallback(() => trigger.current, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!asksForPalette(event)) return;
      event.preventDefault();
      openPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette]);

  const label = t('palette.open', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' });
  return (
    <>
      <Tooltip title={label}>
        <Button
          type="text"
          icon={<SearchOutlined aria-hidden />}
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={openPalette}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onClose={close}
            onChoose={choose}
            onAction={runAction}
            onClosed={closed}
            focusAfterClose={focusAfterClose}
            routes={routes}
            roles={roles}
          />
        </Suspense>
      )}
      {running && (
        <Suspense fallback={null}>
          <PaletteActionRunner key={running.id} action={running.action} onDone={done} />
        </Suspense>
      )}
    </>
  );
}
