// What to read: the topics (full names, or a namespace and a regex), where to start and stop, how
// many messages at most and the CEL filter; Start submits, Pause/Resume and Stop act on the read.
import { CaretRightOutlined, PauseOutlined, StopOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/index.ts';
import { ColourRulesField } from './colour-rules-field.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import type { ReadStatus } from './use-workbench-read.ts';
import {
  MAX_READ_BACK,
  MAX_READ_MESSAGES,
  MAX_READ_PARTITIONS,
  initialValues,
  workbenchFormSchema,
  type WorkbenchFormValues,
} from './workbench-form-values.ts';
import styles from './workbench.module.css';

/** What the server's filter names of a message (message-filter's FilterInput): code, in every language. */
const FILTER_FIELDS = ['key', 'value', 'properties', 'publishTime', 'eventTime', 'producer', 'size', 'topic'];

interface WorkbenchFormProps {
  /** The topic the page was opened on (the topic page's link), if any. */
  topic: string | undefined;
  phase: ReadStatus['phase'];
  onStart: (values: WorkbenchFormValues) => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

export function WorkbenchForm({ topic, phase, onStart, onPause, onResume, onStop }: WorkbenchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkbenchFormValues>();
  const rules = useZodRules(workbenchFormSchema, { maximum: MAX_READ_PARTITIONS });
  const limitRules = useZodRules(workbenchFormSchema, { maximum: MAX_READ_MESSAGES });
  const backRules = useZodRules(workbenchFormSchema, { maximum: MAX_READ_BACK });
  const source = Form.useWatch('source', form) ?? 'topics';
  const start = Form.useWatch('start', form) ?? 'earliest';
  const stop = Form.useWatch('stop', form) ?? 'now';
  const running = phase === 'starting' || phase === 'reading' || phase === 'paused';

  return (
    <Form<WorkbenchFormValues>
      form={form}
      name="workbench"
      layout="vertical"
      aria-label={t('workbench.form.label')}
      initialValues={initialValues(topic)}
      onFinish={onStart}
      className={styles.form}
    >
      <Form.Item name="source" label={t('workbench.form.source')} className={styles.wide}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'topics', label: t('workbench.form.sourceTopics') },
            { value: 'pattern', label: t('workbench.form.sourcePattern') },
          ]}
        />
      </Form.Item>
      {source === 'topics' ? (
        <Form.Item
          name="topics"
          label={t('workbench.form.topics')}
          extra={t('workbench.form.topicsHelp')}
          rules={rules('topics')}
          className={styles.wide}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} spellCheck={false} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="namespace" label={t('workbench.form.namespace')} rules={rules('namespace')}>
            <Input placeholder={t('workbench.form.namespacePlaceholder')} spellCheck={false} />
          </Form.Item>
          <Form.Item
            name="regex"
            label={t('workbench.form.regex')}
            extra={t('workbench.form.regexHelp')}
            rules={rules('regex')}
          >
            <Input spellCheck={false} />
          </Form.Item>
        </>
      )}
      <Form.Item name="start" label={t('workbench.form.start')}>
        <Select
          options={[
            { value: 'earliest', label: t('workbench.form.startEarliest') },
            { value: 'latest', label: t('workbench.form.startLatest') },
            { value: 'time', label: t('workbench.form.startTime') },
            { value: 'messageId', label: t('workbench.form.startMessageId') },
            { value: 'back', label: t('workbenchView.startBack') },
          ]}
        />
      </Form.Item>
      {start === 'back' && (
        <Form.Item
          name="startBack"
          label={t('workbenchView.back')}
          extra={t('workbenchView.backHelp')}
          rules={backRules('startBack')}
        >
          <InputNumber min={1} max={MAX_READ_BACK} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {start === 'time' && (
        <Form.Item name="startAt" label={t('workbench.form.startAt')} rules={rules('startAt')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      )}
      {start === 'messageId' && (
        <Form.Item name="startId" label={t('workbench.form.startId')} rules={rules('startId')}>
          <Input placeholder="ledger:entry" spellCheck={false} />
        </Form.Item>
      )}
      <Form.Item name="stop" label={t('workbench.form.stop')}>
        <Select
          options={[
            { value: 'now', label: t('workbench.form.stopNow') },
            { value: 'time', label: t('workbench.form.stopTime') },
            { value: 'tail', label: t('workbench.form.stopTail') },
          ]}
        />
      </Form.Item>
      {stop === 'time' && (
        <Form.Item name="stopAt" label={t('workbench.form.stopAt')} rules={rules('stopAt')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="limit" label={t('workbench.form.limit')} rules={limitRules('limit')}>
        <InputNumber min={1} max={MAX_READ_MESSAGES} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="filter"
        label={t('workbench.form.filter')}
        extra={
          <>
            {t('workbench.form.filterHelp')}{' '}
            {FILTER_FIELDS.map((field, index) => (
              <Fragment key={field}>
                {index > 0 && ' '}
                <code>{field}</code>
              </Fragment>
            ))}
          </>
        }
        className={styles.wide}
      >
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('workbench.form.filterPlaceholder')}
          spellCheck={false}
        />
      </Form.Item>
      <FilterBuilder />
      <ColourRulesField />
      <div className={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<CaretRightOutlined aria-hidden />}
          loading={phase === 'starting'}
        >
          {t('workbench.form.run')}
        </Button>
        {phase === 'paused' ? (
          <Button icon={<CaretRightOutlined aria-hidden />} onClick={onResume}>
            {t('workbench.form.resume')}
          </Button>
        ) : (
          <Button icon={<PauseOutlined aria-hidden />} onClick={onPause} disabled={phase !== 'reading'}>
            {t('workbench.form.pause')}
          </Button>
        )}
        <Button danger icon={<StopOutlined aria-hidden />} onClick={onStop} disabled={!running}>
          {t('workbench.form.stopAction')}
        </Button>
      </div>
    </Form>
  );
}
