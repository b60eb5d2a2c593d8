// Every date and time the console shows (issue 14 item 10): one format in the reader's language,
// the raw ISO value on hover, machine-readable in <time>. `relative` shows "3 minutes ago" instead.
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isoOf, toDate, type DateTimeValue } from '../lib/date-time.ts';
import { formatTimeAgo } from '../lib/relative-time.ts';

export interface DateTimeProps {
  value: DateTimeValue | null | undefined;
  relative?: boolean;
}

export function DateTime({ value, relative = false }: DateTimeProps) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return <>—</>;
  const date = toDate(value);
  if (!date) return <>{String(value)}</>;
  const iso = isoOf(value);
  return (
    <Tooltip title={iso}>
      <time dateTime={date.toISOString()}>
        {relative ? formatTimeAgo(date.getTime()) : formatDateTime(date, i18n.language)}
      </time>
    </Tooltip>
  );
}
