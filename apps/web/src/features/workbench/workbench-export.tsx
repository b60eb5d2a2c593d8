// The workbench's Export (issue 30 item 5): a dialog for the format and, for CSV, the columns; the
// download reads again what the last read asked for (a live tail up to the messages there are when
// the export starts), masked as the screen is.
import { DownloadOutlined } from '@ant-design/icons';
import {
  EXPORT_MESSAGE_FIELDS,
  exportColumnSchema,
  type ExportFormat,
  type WorkbenchReadRequest,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { downloadExport } from './download-export.ts';
import { useHoldsMessageGrant } from './message-grants.ts';

interface ExportValues {
  format: ExportFormat;
  columns: string[];
}

const INITIAL: ExportValues = { format: 'jsonl', columns: ['publishTime', 'key', 'value'] };
const COLUMN_CHOICES = [...EXPORT_MESSAGE_FIELDS, 'value'].map((column) => ({
  value: column,
  label: column,
}));

const exportFormSchema = z
  .object({ format: z.enum(['jsonl', 'csv']), columns: z.array(z.string()) })
  .refine(
    ({ format, columns }) =>
      format !== 'csv' ||
      (columns.length > 0 && columns.every((column) => exportColumnSchema.safeParse(column).success)),
    { message: 'workbenchExport.issues.columns', path: ['columns'] },
  );

export function WorkbenchExport({ request }: { request: WorkbenchReadRequest | undefined }) {
  const { t } = useTranslation();
  const exports = useHoldsMessageGrant('export');
  const [open, setOpen] = useState(false);
  if (!exports) return null;
  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={!request}
        title={request ? undefined : t('workbenchExport.openHint')}
        onClick={() => setOpen(true)}
      >
        {t('workbenchExport.open')}
      </Button>
      {open && request && <ExportDialog request={request} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportDialog({ request, onClose }: { request: WorkbenchReadRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExportValues>();
  const rules = useZodRules(exportFormSchema);
  const format = Form.useWatch('format', form) ?? INITIAL.format;
  const download = useMutation({
    mutationFn: ({ format: chosen, columns }: ExportValues) =>
      downloadExport({
        ...request,
        // A tail never ends by itself: an export takes what there is when it starts.
        stop: request.stop.kind === 'tail' ? { kind: 'now' } : request.stop,
        format: chosen,
        ...(chosen === 'csv' ? { columns } : {}),
      }),
  });
  return (
    <CreateDialog
      title={t('workbenchExport.title')}
      okText={t('workbenchExport.ok')}
      name="workbench-export"
      form={form}
      initialValues={INITIAL}
      create={download}
      createdText={t('workbenchExport.downloaded')}
      failed={t('workbenchExport.failed')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('workbenchExport.intro')}</Typography.Paragraph>
      <Form.Item name="format" label={t('workbenchExport.format')}>
        <Radio.Group
          options={[
            { value: 'jsonl', label: t('workbenchExport.formatJsonl') },
            { value: 'csv', label: t('workbenchExport.formatCsv') },
          ]}
        />
      </Form.Item>
      {format === 'csv' && (
        <Form.Item
          name="columns"
          label={t('workbenchExport.columns')}
          extra={t('workbenchExport.columnsHelp')}
          rules={rules('columns')}
        >
          <Select mode="tags" options={COLUMN_CHOICES} tokenSeparators={[',', ' ']} />
        </Form.Item>
      )}
    </CreateDialog>
  );
}
