// The one key/value properties editor of namespaces, topics, partitioned topics and subscriptions:
// the properties in a table, a form below that adds one or edits the value of the one chosen, and
// removing confirmed in the shared dialog. The caller passes the resource's own read and calls;
// Pulsar's reason for a refusal is shown in place and the form keeps what was typed (decision 0081).
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RefusalNotice } from '../forms/form-failure.tsx';
import { useZodRules } from '../forms/zod-rules.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { ErrorState } from './error-state.tsx';
import { failureReason } from './failure-reason.ts';
import { ResourceTable, type ResourceColumn } from './resource-table.tsx';
import { toast } from './toast-store.ts';

/** The properties query as TanStack Query answers it (null: Pulsar answered none at all). */
export interface PropertiesQuery {
  data: Readonly<Record<string, string>> | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PropertiesEditorProps {
  /** The resource's name in questions, e.g. `acme/iot` or `persistent://acme/iot/telemetry`. */
  resource: string;
  /** The table's accessible name. */
  label: string;
  properties: PropertiesQuery;
  canWrite: boolean;
  /** Sets one key to a value (adding or replacing it), keeping the others. */
  save: (key: string, value: string) => Promise<unknown>;
  remove: (key: string) => Promise<unknown>;
}

/**
 * A key Pulsar stores and Beacon can name again: Pulsar takes any string (an empty one too), but a
 * namespace's key is removed by `DELETE …/property/{key}`, and the proxy refuses a path with an
 * encoded `/`, `\`, `%` or `;` or a dot segment (canonical-path.ts); blanks around a key are
 * invisible in the table. The messages are translation keys (issue-message.ts).
 */
export function propertyKeySchema(existing: readonly string[]) {
  return z
    .string()
    .min(1, { error: 'properties.issues.keyRequired' })
    .refine((key) => key.trim() === key, { error: 'properties.issues.keyBlank' })
    .refine(
      // eslint-disable-next-line no-control-regex
      (key) => !/[/\\%;\u0000-\u001f\u007f]/.test(key) && key !== '.' && key !== '..',
      { error: 'properties.issues.keyCharacters' },
    )
    .refine((key) => !existing.includes(key), { error: 'properties.issues.keyExists' });
}

interface Row {
  key: string;
  value: string;
}

interface Values {
  key: string;
  value: string;
}

export function PropertiesEditor({
  resource,
  label,
  properties,
  canWrite,
  save,
  remove,
}: PropertiesEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<string>();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const rows: Row[] = Object.entries(properties.data ?? {})
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const data = properties.data;
  // Editing a row keeps its key: only a new key must be one Pulsar has not got yet.
  const schema = useMemo(
    () =>
      z.object({
        key: editing === undefined ? propertyKeySchema(Object.keys(data ?? {})) : z.string(),
        value: z.string(),
      }),
    [editing, data],
  );
  const rules = useZodRules(schema);

  if (properties.isError)
    return (
      <ErrorState
        title={t('properties.loadFailed')}
        detail={properties.error?.message}
        onRetry={() => void properties.refetch()}
        retrying={properties.isFetching}
      />
    );

  function startEditing(row: Row) {
    setRefusal(undefined);
    setEditing(row.key);
    form.setFieldsValue({ key: row.key, value: row.value });
  }

  function stopEditing() {
    setEditing(undefined);
    form.resetFields();
  }

  async function submit({ key, value }: Values) {
    if (pending) return;
    setPending(true);
    setRefusal(undefined);
    try {
      await save(key, value ?? '');
      toast.success(t(editing === undefined ? 'properties.added' : 'properties.saved', { key }));
      stopEditing();
    } catch (error) {
      // Refused: what was typed stays in the form, beside Pulsar's reason.
      setRefusal(failureReason(error));
    } finally {
      setPending(false);
    }
  }

  const columns: ResourceColumn<Row>[] = [
    { key: 'key', title: t('properties.key'), dataIndex: 'key' },
    {
      key: 'value',
      title: t('properties.value'),
      render: (_, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.value}</Typography.Text>,
    },
  ];
  if (canWrite)
    columns.push({
      key: 'operation',
      title: t('properties.operation'),
      render: (_, row) => (
        <Flex gap="small">
          <Button
            size="small"
            aria-label={t('properties.editNamed', { key: row.key })}
            onClick={() => startEditing(row)}
          >
            {t('properties.edit')}
          </Button>
          <ConfirmButton
            danger
            label={t('properties.remove')}
            buttonProps={{ size: 'small', 'aria-label': t('properties.removeNamed', { key: row.key }) }}
            title={t('properties.removeTitle', { key: row.key })}
            description={t('properties.removeQuestion', { key: row.key, resource })}
            confirmLabel={t('properties.remove')}
            onConfirm={async () => {
              setRefusal(undefined);
              await remove(row.key);
              if (editing === row.key) stopEditing();
              toast.success(t('properties.removed', { key: row.key }));
            }}
          />
        </Flex>
      ),
    });

  return (
    <div>
      {!canWrite && <Typography.Paragraph type="secondary">{t('properties.readOnly')}</Typography.Paragraph>}
      <ResourceTable<Row>
        aria-label={label}
        rowKey="key"
        columns={columns}
        rows={rows}
        loading={properties.isPending}
        emptyText={t('properties.empty')}
      />
      {canWrite && (
        <Form<Values>
          form={form}
          layout="inline"
          aria-label={
            editing === undefined ? t('properties.addTitle') : t('properties.editTitle', { key: editing })
          }
          initialValues={{ key: '', value: '' }}
          onFinish={(values) => void submit(values)}
          style={{ marginTop: 12, rowGap: 8 }}
        >
          <Form.Item name="key" label={t('properties.key')} rules={rules('key')}>
            <Input placeholder={t('properties.keyPlaceholder')} disabled={editing !== undefined} />
          </Form.Item>
          <Form.Item name="value" label={t('properties.value')} rules={rules('value')}>
            <Input placeholder={t('properties.valuePlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pending}>
            {editing === undefined ? t('properties.add') : t('properties.save')}
          </Button>
          {editing !== undefined && <Button onClick={stopEditing}>{t('properties.cancel')}</Button>}
        </Form>
      )}
      <RefusalNotice
        text={refusal === undefined ? undefined : t('properties.refused', { reason: refusal })}
      />
    </div>
  );
}
