import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import type { ConfigField } from './config-fields.ts';
import styles from './functions.module.css';

/** One config field of the descriptor, entered the way its type says; validated by the form's schema. */
export function ConfigFieldInput({ field, rules }: { field: ConfigField; rules: FormRule[] }) {
  const { t } = useTranslation();
  const label = (t as unknown as (key: string) => string)(`functions.fields.${field.key}`);
  const common = { name: field.key, label, rules };
  switch (field.type) {
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'integer':
    case 'number':
      return (
        <Form.Item {...common}>
          <InputNumber style={{ width: '100%' }} {...(field.type === 'integer' ? { precision: 0 } : {})} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...common}>
          <Select
            allowClear
            options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          />
        </Form.Item>
      );
    case 'topics':
      return (
        <Form.Item {...common} className={styles.wide}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ' ']}
            placeholder={t('functions.form.topicsPlaceholder')}
          />
        </Form.Item>
      );
    case 'json':
      return (
        <Form.Item {...common} className={styles.wide}>
          <Input.TextArea rows={3} spellCheck={false} placeholder={t('functions.form.jsonPlaceholder')} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input spellCheck={false} autoComplete="off" />
        </Form.Item>
      );
  }
}
