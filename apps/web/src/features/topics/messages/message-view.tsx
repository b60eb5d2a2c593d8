import { Descriptions, Segmented, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../shared/ui/index.ts';
import { splitBatch, type BatchedMessage } from './message-batch.ts';
import type { FetchedMessage } from './message-bytes.api.ts';
import type { MessageMetadata } from './message-metadata.ts';
import {
  HEX_LIMIT,
  defaultView,
  payloadHex,
  payloadJson,
  payloadText,
  type PayloadView,
} from './message-payload.ts';
import styles from './messages.module.css';

interface MessageViewProps {
  message: FetchedMessage;
  /** The topic's schema type, when it has one: decides how the payload opens. */
  schemaType: string | undefined;
}

/** One message: what Pulsar says about it, then its payload as text, JSON or hex. */
export function MessageView({ message, schemaType }: MessageViewProps) {
  const { t } = useTranslation();
  const batch = useMemo(
    () =>
      message.metadata.batchCount === undefined
        ? undefined
        : splitBatch(message.payload, message.metadata.batchCount),
    [message],
  );
  // The chosen message of a batch, remembered for this entry only.
  const [pick, setPick] = useState<{ id?: string; index: number }>({ index: 0 });
  const index = pick.id === message.metadata.messageId ? pick.index : 0;
  const { metadata, payload } = withBatched(message, batch?.[index]);
  const json = payloadJson(payload);
  const [chosen, setChosen] = useState<PayloadView>();
  // A choice that does not fit this message (JSON for a non-JSON payload) falls back to the default.
  const view =
    chosen === undefined || (chosen === 'json' && !json) ? defaultView(payload, schemaType) : chosen;
  // Every value below is a string rendered as a text node: payloads, keys and properties can hold
  // anything, including markup, and must show literally.
  const shown = view === 'hex' ? payloadHex(payload) : view === 'json' && json ? json : payloadText(payload);
  const none = t('messages.view.none');

  const items = [
    { key: 'id', label: t('messages.view.messageId'), children: metadata.messageId ?? none },
    // The console's one date-time format, Pulsar's own value on hover (issue 14 item 10).
    {
      key: 'publish',
      label: t('messages.view.publishTime'),
      children: metadata.publishTime ? <DateTime value={metadata.publishTime} /> : none,
    },
    {
      key: 'event',
      label: t('messages.view.eventTime'),
      children: metadata.eventTime ? <DateTime value={metadata.eventTime} /> : none,
    },
    { key: 'key', label: t('messages.view.key'), children: metadata.key ?? none },
    { key: 'producer', label: t('messages.view.producer'), children: metadata.producerName ?? none },
    { key: 'sequence', label: t('messages.view.sequenceId'), children: metadata.sequenceId ?? none },
    {
      key: 'batch',
      label: t('messages.view.batch'),
      children:
        metadata.batchCount === undefined
          ? t('messages.view.notBatched')
          : t('messages.view.batchOf', { count: metadata.batchCount, size: metadata.batchSize ?? '?' }),
    },
    { key: 'schema', label: t('messages.view.schemaVersion'), children: metadata.schemaVersion ?? none },
    {
      key: 'size',
      label: t('messages.view.size'),
      children: t('messages.view.bytes', { count: payload.length }),
    },
  ];
  if (metadata.encrypted)
    items.push({ key: 'encrypted', label: t('messages.view.encrypted'), children: t('messages.view.yes') });
  if (metadata.replicatedFrom)
    items.push({
      key: 'replicated',
      label: t('messages.view.replicatedFrom'),
      children: metadata.replicatedFrom,
    });

  return (
    <section className={styles.tab} aria-label={t('messages.view.region')}>
      {batch && (
        <div className={styles.toolbar}>
          <Select
            aria-label={t('messages.view.batchIndex')}
            value={index}
            onChange={(chosenIndex) => setPick({ id: message.metadata.messageId, index: chosenIndex })}
            style={{ minWidth: 200 }}
            options={batch.map((_, position) => ({
              value: position,
              label: t('messages.view.batchPosition', { index: position, count: batch.length }),
            }))}
          />
        </div>
      )}
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2, lg: 3 }} items={items} />
      <div>
        <Typography.Title level={5}>{t('messages.view.properties')}</Typography.Title>
        {metadata.properties.length === 0 ? (
          <Typography.Text type="secondary">{t('messages.view.noProperties')}</Typography.Text>
        ) : (
          <Descriptions
            size="small"
            bordered
            column={1}
            aria-label={t('messages.view.properties')}
            items={metadata.properties.map(([name, value]) => ({ key: name, label: name, children: value }))}
          />
        )}
      </div>
      <div className={styles.toolbar}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('messages.view.payload')}
        </Typography.Title>
        <Segmented<PayloadView>
          aria-label={t('messages.view.format')}
          value={view}
          onChange={setChosen}
          options={[
            { value: 'text', label: t('messages.view.text') },
            { value: 'json', label: t('messages.view.json'), disabled: json === undefined },
            { value: 'hex', label: t('messages.view.hex') },
          ]}
        />
      </div>
      {view === 'hex' && payload.length > HEX_LIMIT && (
        <Typography.Text type="secondary">
          {t('messages.view.hexTruncated', { shown: HEX_LIMIT, count: payload.length })}
        </Typography.Text>
      )}
      {metadata.nullValue ? (
        <Typography.Text type="secondary">{t('messages.view.nullValue')}</Typography.Text>
      ) : (
        <pre
          className={view === 'hex' ? `${styles.payload} ${styles.hex}` : styles.payload}
          role="region"
          aria-label={t('messages.view.payload')}
          tabIndex={0}
        >
          {shown}
        </pre>
      )}
    </section>
  );
}

/** What to show for one message of a batch: its own key, properties and payload over the entry's. */
function withBatched(
  message: FetchedMessage,
  inner: BatchedMessage | undefined,
): { metadata: MessageMetadata; payload: Uint8Array } {
  if (!inner) return message;
  return {
    metadata: {
      ...message.metadata,
      key: inner.key,
      properties: inner.properties,
      eventTime: inner.eventTime ? new Date(inner.eventTime).toISOString() : undefined,
      sequenceId: inner.sequenceId === undefined ? message.metadata.sequenceId : String(inner.sequenceId),
      nullValue: inner.nullValue,
    },
    payload: inner.payload,
  };
}
