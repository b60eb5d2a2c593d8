import { AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { useKnownBookies, useSetRack, type RackRow } from './bookies.queries.ts';
import { rackSchema, type RackValues } from './rack-schema.ts';

interface RackDialogProps {
  /** The cluster whose metadata store keeps the placement. */
  cluster: string;
  /** The placement to edit; a new one when not given. */
  editing?: RackRow;
  onClose: () => void;
}

/**
 * Add or edit a bookie's rack placement → POST `/admin/v2/bookies/racks-info/{bookie}?group=`
 * `{rack, hostname}`. Editing keeps the bookie (it names the placement) and may move it to another
 * group: Pulsar removes it from its old group first (BookiesRackConfiguration.updateBookie).
 */
export function RackDialog({ cluster, editing, onClose }: RackDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RackValues>();
  const save = useSetRack(cluster);
  const known = useKnownBookies(cluster);
  const rules = useZodRules(rackSchema);
  const initialValues: RackValues = {
    bookie: editing?.bookie ?? '',
    group: editing?.group ?? 'default',
    rack: editing?.rack ?? '',
    hostname: editing?.hostname ?? '',
  };

  return (
    <CreateDialog
      title={
        editing
          ? t('bookies.rackDialog.editTitle', { bookie: editing.bookie })
          : t('bookies.rackDialog.addTitle')
      }
      okText={editing ? t('bookies.actions.save') : t('bookies.actions.add')}
      name="bookie-rack"
      form={form}
      initialValues={initialValues}
      create={{
        ...save,
        mutateAsync: (values: RackValues) =>
          save.mutateAsync({
            bookie: values.bookie.trim(),
            group: values.group.trim(),
            rack: values.rack.trim(),
            hostname: values.hostname.trim(),
          }),
      }}
      createdText={editing ? t('bookies.messages.rackUpdated') : t('bookies.messages.rackAdded')}
      failed={t('bookies.rackDialog.failed')}
      onClose={onClose}
    >
      <Form.Item name="bookie" label={t('bookies.rackDialog.bookie')} rules={rules('bookie')}>
        <AutoComplete
          disabled={editing !== undefined}
          options={(known.data ?? []).map((bookie) => ({ value: bookie }))}
          placeholder={t('bookies.rackDialog.bookiePlaceholder')}
          aria-label={t('bookies.rackDialog.bookie')}
          filterOption={(typed, option) => (option?.value ?? '').includes(typed)}
          autoFocus={editing === undefined}
        />
      </Form.Item>
      <Form.Item
        name="group"
        label={t('bookies.rackDialog.group')}
        rules={rules('group')}
        extra={t('bookies.rackDialog.groupHint')}
      >
        <Input placeholder={t('bookies.rackDialog.groupPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="rack"
        label={t('bookies.rackDialog.rack')}
        rules={rules('rack')}
        extra={t('bookies.rackDialog.rackHint')}
      >
        <Input placeholder={t('bookies.rackDialog.rackPlaceholder')} autoFocus={editing !== undefined} />
      </Form.Item>
      <Form.Item name="hostname" label={t('bookies.rackDialog.hostname')} rules={rules('hostname')}>
        <Input placeholder={t('bookies.rackDialog.hostnamePlaceholder')} />
      </Form.Item>
    </CreateDialog>
  );
}
