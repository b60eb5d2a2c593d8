// The palette's way in: the top bar's search button and the keys of palette-shortcut.ts. The dialog's
// code is fetched on first use; it stays mounted, closed, so antd can return focus after it closes.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import { asksForPalette, isMac } from './palette-shortcut.ts';

const CommandPalette = lazy(() => import('./command-palette.tsx'));

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
            focusAfterClose={focusAfterClose}
            routes={routes}
            roles={roles}
          />
        </Suspense>
      )}
    </>
  );
}
