// Apply: a document from disk, planned against the chosen environment (optionally as another
// namespace), its differences, then the shared change plan: preview, dry run, apply with progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../shared/ui/index.ts';
import { ChangePlan } from '../changes/index.ts';
import { EnvironmentSelect } from '../environments/index.ts';
import { DifferencesTable } from './differences-table.tsx';
import { planDocument } from './policy-code.api.ts';
import styles from './policy-code.module.css';
import { type ChosenFile, YamlFileField } from './yaml-file-field.tsx';

export function ApplyPanel({ environment }: { environment: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile>();
  const [target, setTarget] = useState(environment);
  const [rename, setRename] = useState('');
  const renameId = useId();
  const plan = useMutation({
    mutationFn: () => {
      if (!file) throw new Error(t('policyCode.noFile'));
      const to = rename.trim();
      return planDocument(target, { document: file.text, ...(to ? { renameNamespace: to } : {}) });
    },
  });
  const planned = plan.data;
  const applied = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['policy-code'] }),
    [queryClient],
  );

  return (
    <Flex vertical gap="middle">
      <Flex vertical gap="middle" className={styles.form}>
        <YamlFileField
          label={t('policyCode.apply.file')}
          onChosen={(chosen) => {
            setFile(chosen);
            plan.reset();
          }}
        />
        <Flex vertical gap={4}>
          <Typography.Text>{t('policyCode.apply.target')}</Typography.Text>
          <EnvironmentSelect
            aria-label={t('policyCode.apply.target')}
            value={target}
            including={environment}
            onChange={(value) => {
              setTarget(value);
              plan.reset();
            }}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={renameId}>{t('policyCode.apply.rename')}</label>
          <Input
            id={renameId}
            value={rename}
            placeholder={t('policyCode.apply.renamePlaceholder')}
            onChange={(event) => {
              setRename(event.target.value);
              plan.reset();
            }}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <Button
          type="primary"
          disabled={!file}
          loading={plan.isPending}
          onClick={() => plan.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('policyCode.apply.preview')}
        </Button>
      </Flex>
      {plan.isError && (
        <Alert
          type="error"
          showIcon
          message={t('policyCode.apply.failed', { reason: failureReason(plan.error) })}
        />
      )}
      {planned && (
        <>
          <Typography.Title level={3}>{t('policyCode.apply.differences')}</Typography.Title>
          <DifferencesTable differences={planned.differences} />
          <ChangePlan environment={target} calls={planned.calls} onApplied={applied} />
        </>
      )}
    </Flex>
  );
}
