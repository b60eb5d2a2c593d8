import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Tooltip } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearErrorLog,
  errorLogEntries,
  subscribeToErrorLog,
  type ErrorLogEntry,
} from '../../lib/error-log.ts';
import { useIsMobile } from '../use-device.ts';
import { DateTime } from '../../ui/date-time.tsx';
import { ResourceTable, ResourceValue } from '../../ui/resource-table.tsx';
import styles from './error-log-button.module.css';

/** Spec 3 and 9: the dialog takes 80 % of the window's width. */
const DIALOG_WIDTH = '80%';

/**
 * Spec 3: a bug button with a dot badge, shown only when errors were logged and not on mobile,
 * opening the "Error Log" dialog (Msg, Info, Url, Stack).
 */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(subscribeToErrorLog, errorLogEntries, errorLogEntries);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  if (entries.length === 0 || isMobile) return null;
  const label = t('layout.errorLog.open', { count: entries.length });

  return (
    <>
      <Tooltip title={label}>
        <Badge dot offset={[-6, 6]}>
          <Button
            type="text"
            danger
            icon={<BugOutlined aria-hidden />}
            aria-label={label}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Modal
        title={t('layout.errorLog.title')}
        open={open}
        width={DIALOG_WIDTH}
        onCancel={() => setOpen(false)}
        footer={
          <Button
            onClick={() => {
              clearErrorLog();
              setOpen(false);
            }}
          >
            {t('layout.errorLog.clear')}
          </Button>
        }
      >
        {/* The log lives in memory for this page only: no paging, sort or filter in the URL. */}
        <ResourceTable<ErrorLogEntry>
          rowKey="id"
          rows={[...entries].reverse()}
          emptyText={null}
          columns={[
            { title: t('layout.errorLog.message'), dataIndex: 'message', className: styles.message },
            {
              title: t('layout.errorLog.info'),
              key: 'info',
              render: (_, entry) => (
                <>
                  <div>{entry.info}</div>
                  <div className={styles.time}>
                    <DateTime value={entry.at} />
                  </div>
                </>
              ),
            },
            {
              title: t('layout.errorLog.url'),
              key: 'url',
              render: (_, { url }) => <ResourceValue title={url}>{url}</ResourceValue>,
            },
            {
              title: t('layout.errorLog.stack'),
              dataIndex: 'stack',
              render: (stack: string | undefined) => stack && <pre className={styles.stack}>{stack}</pre>,
            },
          ]}
        />
      </Modal>
    </>
  );
}
