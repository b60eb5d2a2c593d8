import { Descriptions, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { literalText } from '../../../shared/lib/literal-text.ts';
import { editableValue, valueProblem, valueToSend, type DynamicSettingRow } from './dynamic-settings.ts';
import { DefaultValue } from './dynamic-value.tsx';
import { useSettingHelp } from './use-setting-help.ts';

interface EditDynamicSettingDialogProps {
  setting: DynamicSettingRow;
  /** The checked value, as it will be sent; the caller asks for confirmation next. */
  onReview: (value: string) => void;
  onClose: () => void;
}

/**
 * The value of one dynamic setting, typed by the setting's kind before anything is sent: a 4.0
 * broker would store a wrong type as sent and then fail to apply it (decision 0043). OK leads to the
 * confirmation, which says what changes for which brokers. Above the field, what the setting does,
 * the key it is in broker.conf and the unit of its number, where Beacon has them (decision 0085).
 */
export function EditDynamicSettingDialog({ setting, onReview, onClose }: EditDynamicSettingDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const help = useSettingHelp()(setting.name);
  const choices =
    setting.kind === 'boolean'
      ? ['true', 'false']
      : setting.kind === 'enum'
        ? (setting.values ?? [])
        : undefined;

  return (
    <Modal
      open
      title={t('brokers.dynamic.editTitle', { name: setting.name })}
      okText={t('brokers.dynamic.review')}
      cancelText={t('ui.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {help && <Typography.Paragraph>{help.text}</Typography.Paragraph>}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'brokerKey',
            label: t('brokerSettingHelp.brokerKey'),
            // The longest names run past a phone's width: let them wrap anywhere.
            children: (
              <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
                {setting.name}
              </Typography.Text>
            ),
          },
          {
            key: 'kind',
            label: t('brokers.dynamic.kind'),
            children: t(`brokers.dynamic.kinds.${setting.kind}`),
          },
          ...(help?.unit ? [{ key: 'unit', label: t('brokerSettingHelp.unit'), children: help.unit }] : []),
          { key: 'current', label: t('brokers.dynamic.current'), children: setting.current ?? '—' },
          { key: 'default', label: t('brokers.dynamic.default'), children: <DefaultValue row={setting} /> },
        ]}
      />
      <Form
        form={form}
        name="dynamic-setting"
        layout="vertical"
        initialValues={{ value: editableValue(setting) }}
        onFinish={({ value }) => onReview(valueToSend(setting.kind, value))}
      >
        <Form.Item
          name="value"
          label={t('brokers.dynamic.newValue')}
          extra={setting.kind === 'list' ? t('brokers.dynamic.listHint') : undefined}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = valueProblem(setting.kind, value ?? '', setting.values);
                return problem
                  ? Promise.reject(
                      new Error(t(`brokers.dynamic.problems.${problem}`, { values: choices?.join(', ') })),
                    )
                  : Promise.resolve();
              },
            },
          ]}
        >
          {choices ? (
            <Select
              options={choices.map((choice) => ({ value: choice, label: literalText(choice, t) }))}
              autoFocus
            />
          ) : (
            <Input autoFocus autoComplete="off" spellCheck={false} />
          )}
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('brokers.dynamic.clusterWide')}</Typography.Text>
    </Modal>
  );
}
