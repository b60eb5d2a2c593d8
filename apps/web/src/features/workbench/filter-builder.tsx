// The filter builder (issue 30 item 3): field, operator and value for the common cases, written as
// CEL into the form's filter field (filter-cel.ts), where the user can still edit it. Each control is
// labelled and in tab order; Enter in the value adds the condition.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_OPERATORS, isFilterField, withCondition, type FilterOperator } from './filter-cel.ts';
import styles from './workbench-view.module.css';

/** The operators' names in the texts (i18next keys do not hold `=` or `>` well). */
const OPERATOR_TEXT = {
  '==': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '<': 'lt',
  contains: 'contains',
  startsWith: 'startsWith',
  exists: 'exists',
} as const satisfies Record<FilterOperator, string>;

export function FilterBuilder() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ filter?: string }>();
  const [field, setField] = useState('');
  const [operator, setOperator] = useState<FilterOperator>('==');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  function add() {
    if (!isFilterField(field)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const current = form.getFieldValue('filter') as string | undefined;
    const filter = withCondition(current ?? '', {
      field: field.trim(),
      operator,
      value,
    });
    form.setFieldValue('filter', filter);
  }

  return (
    <fieldset className={styles.builder}>
      <legend>{t('workbenchView.builder.label')}</legend>
      <Input
        aria-label={t('workbenchView.builder.field')}
        placeholder={t('workbenchView.builder.fieldPlaceholder')}
        value={field}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'workbench-builder-field-issue' : undefined}
        spellCheck={false}
        onChange={(event) => setField(event.target.value)}
        className={styles.builderField}
      />
      <Select<FilterOperator>
        aria-label={t('workbenchView.builder.operator')}
        value={operator}
        onChange={setOperator}
        options={FILTER_OPERATORS.map((choice) => ({
          value: choice,
          label: `${choice} · ${t(`workbenchView.builder.operators.${OPERATOR_TEXT[choice]}`)}`,
        }))}
        className={styles.builderOperator}
        popupMatchSelectWidth={false}
      />
      {operator !== 'exists' && (
        <Input
          aria-label={t('workbenchView.builder.value')}
          value={value}
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={(event) => {
            // Enter adds the condition here; it does not start the read.
            event.preventDefault();
            add();
          }}
          className={styles.builderValue}
        />
      )}
      <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
        {t('workbenchView.builder.add')}
      </Button>
      {invalid && (
        <div id="workbench-builder-field-issue" role="alert" className={styles.issue}>
          {t('workbenchView.builder.invalidField')}
        </div>
      )}
    </fieldset>
  );
}
