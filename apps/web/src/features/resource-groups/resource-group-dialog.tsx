import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import {
  EMPTY_VALUES,
  RATE_FIELDS,
  rateText,
  resourceGroupSchema,
  type ResourceGroupValues,
} from './resource-group-schema.ts';
import { useSaveResourceGroup, type ResourceGroupRow } from './resource-groups.queries.ts';

interface ResourceGroupDialogProps {
  /** The group to edit; a new one when not given. */
  group?: ResourceGroupRow;
  /** The groups there are: a new group may not take one of their names. */
  existing: readonly string[];
  onClose: () => void;
}

const valuesOf = (group: ResourceGroupRow): ResourceGroupValues => ({
  name: group.name,
  publishRateInMsgs: rateText(group.publishRateInMsgs),
  publishRateInBytes: rateText(group.publishRateInBytes),
  dispatchRateInMsgs: rateText(group.dispatchRateInMsgs),
  dispatchRateInBytes: rateText(group.dispatchRateInBytes),
});

/**
 * New and Edit in one form → PUT /admin/v2/resourcegroups/{name} with all four rates. The name is
 * fixed once the group exists (Pulsar has no rename). A refusal is shown in Pulsar's words and the
 * form keeps what was typed.
 */
export function ResourceGroupDialog({ group, existing, onClose }: ResourceGroupDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResourceGroupValues>();
  const save = useSaveResourceGroup(group !== undefined);
  const schema = resourceGroupSchema(group ? [] : existing);
  const rules = useZodRules(schema);

  return (
    <CreateDialog
      title={
        group
          ? t('resourceGroups.dialog.editTitle', { name: group.name })
          : t('resourceGroups.dialog.createTitle')
      }
      okText={group ? t('resourceGroups.actions.save') : t('resourceGroups.actions.create')}
      name="resource-group"
      form={form}
      initialValues={group ? valuesOf(group) : EMPTY_VALUES}
      create={{
        ...save,
        mutateAsync: (values: ResourceGroupValues) => save.mutateAsync(schema.parse(values)),
      }}
      createdText={group ? t('resourceGroups.messages.updated') : t('resourceGroups.messages.created')}
      failed={group ? t('resourceGroups.dialog.saveFailed') : t('resourceGroups.dialog.createFailed')}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('resourceGroups.dialog.name')} rules={rules('name')}>
        <Input
          placeholder={t('resourceGroups.dialog.namePlaceholder')}
          disabled={group !== undefined}
          autoFocus={group === undefined}
        />
      </Form.Item>
      {RATE_FIELDS.map((field, index) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`resourceGroups.columns.${field}`)}
          extra={t('resourceGroups.dialog.rateHint')}
          rules={rules(field)}
        >
          <Input
            inputMode="numeric"
            placeholder={t('resourceGroups.noLimit')}
            autoFocus={group !== undefined && index === 0}
          />
        </Form.Item>
      ))}
    </CreateDialog>
  );
}
