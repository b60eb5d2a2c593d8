import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import type { EnvironmentStatus } from '../environments.api.ts';
import styles from './environments-page.module.css';

/** A status's tone, both as a Tag colour (the list) and as a Badge status (the switcher). */
export const STATUS_TONE = {
  online: 'success',
  unreachable: 'error',
  unauthorized: 'warning',
  forbidden: 'warning',
  invalid: 'error',
  unknown: 'default',
} as const satisfies Record<EnvironmentStatus, string>;

interface EnvironmentStatusProps {
  status: EnvironmentStatus;
  message: string;
  checkedAt?: number | null;
}

/**
 * The status as a coloured tag, why (as tooltip and text) and, when known, when it was checked. The
 * server's words for a success ("Connected: clusters …") are English and say nothing the translated
 * status and the result's own fields do not: they stay in the tooltip. A failure's words carry the
 * reason (an address, a status code, the broker's answer) and are shown.
 */
export function EnvironmentStatusView({ status, message, checkedAt }: EnvironmentStatusProps) {
  const { t } = useTranslation();
  const label = t(`layout.environment.status.${status}`);
  const showsMessage = message !== '' && status !== 'online';
  return (
    <span className={styles.status}>
      <span>
        <Tooltip title={message || undefined}>
          <Tag color={STATUS_TONE[status] ?? 'default'} tabIndex={message ? 0 : undefined}>
            {label}
          </Tag>
        </Tooltip>
      </span>
      {showsMessage && (
        <Typography.Text type="secondary" className={styles.secondary}>
          {message}
        </Typography.Text>
      )}
      {checkedAt !== undefined && (
        <Typography.Text type="secondary" className={styles.secondary}>
          {checkedAt === null
            ? t('environments.notChecked')
            : t('environments.checkedAt', { ago: formatTimeAgo(checkedAt) })}
        </Typography.Text>
      )}
    </span>
  );
}
