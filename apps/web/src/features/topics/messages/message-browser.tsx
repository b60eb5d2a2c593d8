import { Button, Empty, Input, InputNumber, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/api/index.ts';
import { AsyncState } from '../../../shared/ui/index.ts';
import type { TopicName } from '../topic-name.ts';
import type { InitialPosition } from './message-bytes.api.ts';
import { MessageView } from './message-view.tsx';
import { useMessage, type MessageLocator } from './messages.queries.ts';
import styles from './messages.module.css';

interface MessageBrowserProps {
  /** A non-partitioned topic or one partition: examine refuses partitioned topics (405). */
  topic: TopicName;
  schemaType: string | undefined;
}

const MESSAGE_ID = /^(\d+):(\d+)(?::-?\d+)*$/;

/** Older is further from the newest message: +1 from the latest end, -1 from the earliest. */
function step(locator: MessageLocator, direction: 'older' | 'newer'): MessageLocator | undefined {
  if (locator.kind === 'id') {
    const entryId = locator.entryId + (direction === 'older' ? -1 : 1);
    return entryId < 0 ? undefined : { ...locator, entryId };
  }
  const towardsEnd = (locator.initial === 'latest') === (direction === 'older');
  const position = locator.position + (towardsEnd ? 1 : -1);
  return position < 1 ? undefined : { ...locator, position };
}

/** Reads one message at a time, without a subscription: by position from either end, or by id. */
export function MessageBrowser({ topic, schemaType }: MessageBrowserProps) {
  const { t } = useTranslation();
  const [locator, setLocator] = useState<MessageLocator>({
    kind: 'position',
    initial: 'latest',
    position: 1,
  });
  const [idText, setIdText] = useState('');
  const [idInvalid, setIdInvalid] = useState(false);
  const query = useMessage(topic, locator, true);
  const older = step(locator, 'older');
  const newer = step(locator, 'newer');

  const openId = () => {
    const match = MESSAGE_ID.exec(idText.trim());
    setIdInvalid(!match);
    if (match) setLocator({ kind: 'id', ledgerId: Number(match[1]), entryId: Number(match[2]) });
  };

  const missing = query.isError && isHttpError(query.error) && query.error.status === 404;
  // Pulsar 4.0 refuses to examine a topic that holds no message with 412 (PersistentTopicsBase,
  // PR 20152): an empty topic, not a failure.
  const emptyTopic =
    query.isError &&
    isHttpError(query.error) &&
    query.error.status === 412 &&
    locator.kind === 'position' &&
    /total message is zero/i.test(query.error.message);
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar} role="group" aria-label={t('messages.browser.position')}>
        <Segmented<InitialPosition>
          aria-label={t('messages.browser.from')}
          value={locator.kind === 'position' ? locator.initial : undefined}
          onChange={(initial) => setLocator({ kind: 'position', initial, position: 1 })}
          options={[
            { value: 'latest', label: t('messages.browser.latest') },
            { value: 'earliest', label: t('messages.browser.earliest') },
          ]}
        />
        <InputNumber
          aria-label={t('messages.browser.nth')}
          min={1}
          precision={0}
          value={locator.kind === 'position' ? locator.position : null}
          onChange={(value) =>
            value &&
            setLocator((current) => ({
              kind: 'position',
              initial: current.kind === 'position' ? current.initial : 'latest',
              position: value,
            }))
          }
        />
        <Button disabled={!older} onClick={() => older && setLocator(older)}>
          {t('messages.browser.older')}
        </Button>
        <Button disabled={!newer} onClick={() => newer && setLocator(newer)}>
          {t('messages.browser.newer')}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <Input
          aria-label={t('messages.browser.byId')}
          placeholder={t('messages.browser.idPlaceholder')}
          value={idText}
          status={idInvalid ? 'error' : undefined}
          onChange={(event) => setIdText(event.target.value)}
          onPressEnter={openId}
          style={{ maxWidth: 260 }}
        />
        <Button onClick={openId}>{t('messages.browser.open')}</Button>
        {idInvalid && <span role="alert">{t('messages.browser.idInvalid')}</span>}
        <Button className={styles.toolbarEnd} onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('messages.browser.refresh')}
        </Button>
      </div>
      <p aria-live="polite" className={styles.mono}>
        {locator.kind === 'position'
          ? t(`messages.browser.showing.${locator.initial}`, { position: locator.position })
          : t('messages.browser.showingId', { id: `${String(locator.ledgerId)}:${String(locator.entryId)}` })}
      </p>
      {emptyTopic || missing ? (
        <Empty description={t(emptyTopic ? 'messages.browser.emptyTopic' : 'messages.browser.noMessage')} />
      ) : (
        <AsyncState query={query} errorTitle={t('messages.browser.loadFailed')}>
          {(message) => <MessageView message={message} schemaType={schemaType} />}
        </AsyncState>
      )}
    </div>
  );
}
