// One read message whole: its id, topic, times, key, producer, properties and its value in the
// format the server decoded it to (JSON indented, text, base64 for bytes); for users who may
// replay, a button that sends this one message on (workbench-replay.tsx).
import type { ReadMessageLine } from '@beacon/contracts';
import { RetweetOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/ui/index.ts';
import { useHoldsMessageGrant } from './message-grants.ts';
import { formatOf, valueText } from './read-value.ts';
import { ReplayDialog } from './workbench-replay.tsx';
import styles from './workbench.module.css';

interface MessageDetailDrawerProps {
  message: ReadMessageLine | undefined;
  onClose: () => void;
}

export function MessageDetailDrawer({ message, onClose }: MessageDetailDrawerProps) {
  const { t } = useTranslation();
  const properties = Object.entries(message?.properties ?? {});
  const replays = useHoldsMessageGrant('replay');
  const [replaying, setReplaying] = useState<ReadMessageLine>();
  return (
    <>
      <Drawer
        open={message !== undefined}
        onClose={onClose}
        // A phone's whole width; beside the rows from 1 024 px.
        size="min(640px, 100vw)"
        title={message && t('workbench.detail.title', { id: message.id })}
        destroyOnHidden
        extra={
          message &&
          replays && (
            <Button icon={<RetweetOutlined aria-hidden />} onClick={() => setReplaying(message)}>
              {t('workbenchReplay.openOne')}
            </Button>
          )
        }
      >
        {message && (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('workbench.table.topic')}>{message.topic}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.table.id')}>{message.id}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.table.publishTime')}>
                <DateTime value={message.publishTime} />
              </Descriptions.Item>
              {message.eventTime > 0 && (
                <Descriptions.Item label={t('workbench.detail.eventTime')}>
                  <DateTime value={message.eventTime} />
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('workbench.table.key')}>{message.key ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.detail.producer')}>{message.producer}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.table.size')}>{message.size}</Descriptions.Item>
              <Descriptions.Item label={t('workbench.detail.properties')}>
                {properties.length === 0
                  ? t('workbench.detail.noProperties')
                  : properties.map(([name, value]) => <div key={name}>{`${name}=${value}`}</div>)}
              </Descriptions.Item>
              <Descriptions.Item label={t('workbench.detail.format')}>
                {t(`workbench.detail.formats.${formatOf(message.value)}`)}
              </Descriptions.Item>
            </Descriptions>
            {message.value?.format === 'undecodable' && (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 12 }}
                title={t('workbench.detail.undecodable', { reason: message.value.reason })}
              />
            )}
            {message.value !== null && (
              <pre
                className={`${styles.value} ${styles.mono}`}
                aria-label={t('workbench.table.value')}
                style={{ marginTop: 12 }}
              >
                {valueText(message.value, true)}
              </pre>
            )}
          </>
        )}
      </Drawer>
      {replaying && (
        <ReplayDialog
          source={{ kind: 'chosen', message: replaying }}
          onClose={() => setReplaying(undefined)}
        />
      )}
    </>
  );
}
