import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TenantSelectorProps {
  value: string;
  options: readonly string[];
  loading?: boolean;
  onChange: (tenant: string) => void;
}

/** Switches the page to another tenant; searchable, since environments can have hundreds. */
export function TenantSelector({ value, options, loading = false, onChange }: TenantSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  // The current tenant stays listed while the names load (or if the list lags behind).
  const names = options.includes(value) ? options : [value, ...options];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <label htmlFor={id}>{t('tenants.tenantPage.selector')}</label>
      <Select
        id={id}
        showSearch
        value={value}
        loading={loading}
        onChange={onChange}
        options={names.map((name) => ({ value: name, label: name }))}
        style={{ width: 240, maxWidth: '60vw' }}
      />
    </div>
  );
}
