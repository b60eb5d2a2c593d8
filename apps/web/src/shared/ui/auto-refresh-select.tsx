import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the chosen interval is kept: this browser tab's session, as Pulsar Manager kept its
 * `sessionStorage.refreshInterval`, so every page of the tab offering it starts with the last choice.
 */
export const REFRESH_INTERVAL_KEY = 'beacon.refreshInterval';

/** Seconds between refreshes; 0 is off (Pulsar Manager's off, 5s, 10s, 30s, 60s). */
export const REFRESH_CHOICES = [0, 5, 10, 30, 60] as const;

function storedInterval(): number {
  const stored = Number(sessionStorage.getItem(REFRESH_INTERVAL_KEY));
  return (REFRESH_CHOICES as readonly number[]).includes(stored) ? stored : 0;
}

/**
 * Auto Refresh (inventory 1.11): every so many seconds the page's figures are read again. Pulsar
 * Manager reloaded the whole page; here only the active queries under `scope` are refetched, so
 * the open tab, a dialog and what was typed stay as they are.
 */
export function AutoRefreshSelect({ scope }: { scope: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelId = useId();
  const [seconds, setSeconds] = useState(storedInterval);
  // The scope's identity changes every render; its content is what matters.
  const scopeText = JSON.stringify(scope);

  useEffect(() => {
    if (seconds === 0) return undefined;
    const keys = JSON.parse(scopeText) as QueryKey[];
    const timer = setInterval(() => {
      for (const queryKey of keys) void queryClient.refetchQueries({ queryKey, type: 'active' });
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, scopeText, queryClient]);

  function choose(next: number) {
    sessionStorage.setItem(REFRESH_INTERVAL_KEY, String(next));
    setSeconds(next);
  }

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span id={labelId}>{t('ui.autoRefresh.label')}</span>
      <Select
        aria-labelledby={labelId}
        // Our own id: antd's are all 'test-id' under test, which then names other elements.
        id={`${labelId}-select`}
        value={seconds}
        onChange={choose}
        style={{ minWidth: 96 }}
        options={REFRESH_CHOICES.map((value) => ({
          value,
          label: value === 0 ? t('ui.autoRefresh.off') : t('ui.autoRefresh.seconds', { count: value }),
        }))}
      />
    </span>
  );
}
