// Export: the document of the chosen scope, shown and downloadable as the server wrote it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../shared/lib/download.ts';
import { AsyncState, failureReason } from '../../shared/ui/index.ts';
import { exportDocument, type ScopeRef } from './policy-code.api.ts';
import styles from './policy-code.module.css';

export function ExportPanel({ environment, scope }: { environment: string; scope: ScopeRef }) {
  const { t } = useTranslation();
  const documentQuery = useQuery({
    queryKey: ['policy-code', 'export', environment, scope.scope, scope.name],
    queryFn: ({ signal }) => exportDocument(scope, signal),
  });
  const saving = useMutation({
    mutationFn: async () => {
      const exported = documentQuery.data ?? (await exportDocument(scope));
      downloadBlob(new Blob([exported.text], { type: 'application/yaml' }), exported.fileName);
      return exported.fileName;
    },
  });
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Button type="primary" onClick={() => saving.mutate()} loading={saving.isPending}>
          {t('policyCode.export.download')}
        </Button>
        {saving.isSuccess && (
          <Typography.Text type="success">
            {t('policyCode.export.downloaded', { fileName: saving.data })}
          </Typography.Text>
        )}
        {saving.isError && (
          <Typography.Text type="danger">
            {t('policyCode.export.failed', { reason: failureReason(saving.error) })}
          </Typography.Text>
        )}
      </Flex>
      <AsyncState query={documentQuery} errorTitle={t('policyCode.export.loadFailed')}>
        {(exported) => (
          <pre className={styles.document} aria-label={exported.fileName}>
            {exported.text}
          </pre>
        )}
      </AsyncState>
    </Flex>
  );
}
