// The one field that picks an environment by name (alert rules, policy-as-code apply and compare).
// Searchable: a console with dozens of environments renders only the options in view, so typing is
// how one is reached, by keyboard or otherwise.
import { Select, type SelectProps } from 'antd';
import { useEnvironments } from './environments.queries.ts';

// What a Form.Item or a caller passes (value, onChange, id, aria-*), all but the choices themselves.
type EnvironmentSelectProps = Omit<SelectProps<string>, 'options' | 'showSearch' | 'loading'> & {
  /** Left out of the choices (the environment a comparison starts from). */
  without?: string;
  /** Offered even before the list has it (the environment in force). */
  including?: string;
};

export function EnvironmentSelect({ without, including, ...props }: EnvironmentSelectProps) {
  const environments = useEnvironments();
  const listed = (environments.data?.data ?? []).map((entry) => entry.name);
  const names = including && !listed.includes(including) ? [including, ...listed] : listed;
  return (
    <Select
      {...props}
      showSearch
      loading={environments.isPending}
      options={names.filter((name) => name !== without).map((name) => ({ value: name, label: name }))}
    />
  );
}
