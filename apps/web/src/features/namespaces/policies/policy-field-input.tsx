// One input of a policy form, chosen by the field's kind. Numbers are typed into text inputs so
// that "-1" and size strings ("50M") stay exactly as the user wrote them until validation.
import { Checkbox, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionText } from './policy-texts.ts';
import type { FieldInput, FormValue, PolicyField } from './policy-types.ts';

interface PolicyFieldInputProps {
  field: PolicyField;
  id: string;
  label: string;
  value: FormValue;
  invalid: boolean;
  disabled: boolean;
  /** While its policy saves: a text field turns read-only rather than disabled, so it keeps the focus. */
  saving: boolean;
  clusterOptions: readonly string[];
  onChange: (value: FormValue) => void;
  onSubmit: () => void;
}

export function PolicyFieldInput(props: PolicyFieldInputProps) {
  const { t } = useTranslation();
  const { field, id, label, value, invalid, saving, onChange } = props;
  // Enter in a text field saves; disabling it then would drop the keyboard user's focus to the page.
  const disabled = props.disabled || (saving && !isTextField(field));
  const status = invalid ? 'error' : undefined;

  switch (field.input) {
    case 'enabled':
      return (
        <Radio.Group
          // A name of its own: radios sharing a name (antd's default under test) would uncheck each other.
          name={id}
          aria-label={label}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value as boolean)}
          options={[
            { value: true, label: t('namespacePolicies.options.enabled') },
            { value: false, label: t('namespacePolicies.options.disabled') },
          ]}
        />
      );
    case 'choice':
      return (
        <Radio.Group
          name={id}
          aria-label={label}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value as string)}
          options={(field.options ?? []).map((option) => ({ value: option, label: t(optionText(option)) }))}
        />
      );
    case 'checkboxes':
      return (
        <Checkbox.Group
          aria-label={label}
          disabled={disabled}
          value={Array.isArray(value) ? value : []}
          onChange={(checked) => onChange(checked.map(String))}
          options={(field.options ?? []).map((option) => ({ value: option, label: t(optionText(option)) }))}
        />
      );
    case 'select':
    case 'clusters': {
      const multiple = field.input === 'clusters';
      const options = multiple ? props.clusterOptions : (field.options ?? []);
      return (
        <Select
          id={id}
          aria-label={label}
          status={status}
          disabled={disabled}
          mode={multiple ? 'multiple' : undefined}
          style={{ width: '100%' }}
          placeholder={t(
            multiple ? 'namespacePolicies.clustersPlaceholder' : 'namespacePolicies.choosePlaceholder',
          )}
          value={
            multiple
              ? Array.isArray(value)
                ? value
                : []
              : typeof value === 'string' && value !== ''
                ? value
                : undefined
          }
          onChange={(next: string | string[]) => onChange(next)}
          options={options.map((option) => ({
            value: option,
            label: multiple ? option : t(optionText(option)),
          }))}
        />
      );
    }
    default:
      return (
        <Input
          id={id}
          status={status}
          disabled={disabled}
          readOnly={saving}
          inputMode={field.input === 'integer' || field.input === 'number' ? 'decimal' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          // Enter saves, as in Pulsar Manager's inputs.
          onPressEnter={props.onSubmit}
        />
      );
  }
}

const TEXT_INPUTS: readonly FieldInput[] = ['integer', 'number', 'size', 'text'];
const isTextField = (field: PolicyField) => TEXT_INPUTS.includes(field.input);
