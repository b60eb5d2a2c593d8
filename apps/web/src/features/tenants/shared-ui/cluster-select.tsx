import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../../shared/ui/index.ts';
import { useClusterNames } from '../tenants.queries.ts';

interface ClusterSelectProps {
  value?: string[];
  onChange?: (clusters: string[]) => void;
  id?: string;
  placeholder: string;
  disabled?: boolean;
}

/**
 * The environment's clusters (proxied GET /admin/v2/clusters). When they cannot be read the
 * reason is shown under the field instead of an unexplained empty list (inventory 6, #383).
 */
export function ClusterSelect({ value, onChange, id, placeholder, disabled = false }: ClusterSelectProps) {
  const { t } = useTranslation();
  const clusters = useClusterNames();
  // A cluster the tenant already allows stays selectable even if the list no longer has it.
  const options = [...new Set([...(clusters.data ?? []), ...(value ?? [])])].map((name) => ({
    value: name,
    label: name,
  }));
  return (
    <>
      <Select
        id={id}
        mode="multiple"
        allowClear
        value={value}
        onChange={onChange}
        options={options}
        placeholder={placeholder}
        loading={clusters.isPending}
        disabled={disabled}
        style={{ width: '100%' }}
      />
      {clusters.isError && (
        <Typography.Text type="danger" role="alert">
          {t('tenants.tenantDialog.clustersLoadFailed', { message: failureReason(clusters.error) })}
        </Typography.Text>
      )}
    </>
  );
}
