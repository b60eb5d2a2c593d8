// Spec 4: the desktop sidebar's open or closed state, remembered under `sidebarStatus` ('1' open,
// '0' closed, as Pulsar Manager wrote it). On mobile the sidebar is an overlay that starts
// closed; its state is not remembered, so a phone visit does not collapse the desktop menu.
import { STORAGE_KEYS } from '@beacon/contracts';
import { useCallback, useState } from 'react';
import { readStoredSetting, writeStoredSetting } from '../../lib/stored-setting.ts';

export function useRememberedSidebar(): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(
    () => readStoredSetting(STORAGE_KEYS.sidebarStatus, ['1', '0'], '1') === '1',
  );
  const remember = useCallback((next: boolean) => {
    writeStoredSetting(STORAGE_KEYS.sidebarStatus, next ? '1' : '0');
    setOpened(next);
  }, []);
  return [opened, remember];
}
