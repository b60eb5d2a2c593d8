import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { KNOWN_AUDIT_ACTIONS, type AuditFilter } from '@beacon/contracts';
import { AutoComplete, Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from './audit-page.module.css';

interface FilterFields {
  actor?: string;
  action?: string;
  target?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
}

function fieldsOf(filter: AuditFilter): FilterFields {
  return {
    actor: filter.actor ?? '',
    action: filter.action ?? '',
    target: filter.target ?? '',
    time: [
      filter.from === undefined ? null : dayjs(filter.from),
      filter.to === undefined ? null : dayjs(filter.to),
    ],
  };
}

function filterOf(fields: FilterFields): AuditFilter {
  const [from, to] = fields.time ?? [null, null];
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    actor: text(fields.actor),
    action: text(fields.action),
    target: text(fields.target),
    from: from?.valueOf(),
    to: to?.valueOf(),
  };
}

export interface AuditFilterBarProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/**
 * User, action (a known one, a family ending in a dot, or any text), part of the resource and a
 * time range; Search puts them in the URL. The form is keyed by the filter, so Back refills it.
 */
export function AuditFilterBar({ filter, onChange }: AuditFilterBarProps) {
  const { t } = useTranslation();
  const actionOptions = KNOWN_AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: action.endsWith('.') ? t('audit.filters.actionFamily', { action }) : action,
  }));

  return (
    <Form<FilterFields>
      key={JSON.stringify(filter)}
      layout="vertical"
      className={styles.filters}
      aria-label={t('audit.filters.label')}
      initialValues={fieldsOf(filter)}
      onFinish={(fields) => onChange(filterOf(fields))}
    >
      <Form.Item name="actor" label={t('audit.filters.user')}>
        <Input allowClear placeholder={t('audit.filters.userPlaceholder')} />
      </Form.Item>
      <Form.Item name="action" label={t('audit.filters.action')}>
        <AutoComplete
          allowClear
          options={actionOptions}
          placeholder={t('audit.filters.actionPlaceholder')}
          showSearch={{
            filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
          }}
        />
      </Form.Item>
      <Form.Item name="target" label={t('audit.filters.resource')}>
        <Input allowClear placeholder={t('audit.filters.resourcePlaceholder')} />
      </Form.Item>
      <Form.Item name="time" label={t('audit.filters.time')} className={styles.range}>
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          placeholder={[t('audit.filters.timeStart'), t('audit.filters.timeEnd')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item className={styles.buttons}>
        <span className={styles.buttonRow}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('audit.filters.apply')}
          </Button>
          <Button icon={<ClearOutlined aria-hidden />} onClick={() => onChange({})}>
            {t('audit.filters.clear')}
          </Button>
        </span>
      </Form.Item>
    </Form>
  );
}
