// Compare: the current environment (before) with another environment or a file (after).
import type { PolicyDiffRequest } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../shared/ui/index.ts';
import { EnvironmentSelect } from '../environments/index.ts';
import { DifferencesTable } from './differences-table.tsx';
import { compareDocuments, type ScopeRef } from './policy-code.api.ts';
import { type ChosenFile, YamlFileField } from './yaml-file-field.tsx';

export function ComparePanel({ environment, scope }: { environment: string; scope: ScopeRef }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'environment' | 'file'>('environment');
  const [other, setOther] = useState<string>();
  const [file, setFile] = useState<ChosenFile>();
  const compare = useMutation({
    mutationFn: (request: PolicyDiffRequest) => compareDocuments(request),
  });
  const request: PolicyDiffRequest | undefined =
    source === 'environment'
      ? other
        ? { scope: scope.scope, ...(scope.name ? { name: scope.name } : {}), with: { environment: other } }
        : undefined
      : file
        ? { with: { document: file.text } }
        : undefined;

  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label={t('policyCode.compare.with', { environment })}
        value={source}
        onChange={(event) => setSource(event.target.value as 'environment' | 'file')}
        options={[
          { value: 'environment', label: t('policyCode.compare.otherEnvironment') },
          { value: 'file', label: t('policyCode.compare.file') },
        ]}
      />
      {source === 'environment' ? (
        <EnvironmentSelect
          aria-label={t('policyCode.compare.environment')}
          placeholder={t('policyCode.compare.environment')}
          value={other}
          onChange={setOther}
          without={environment}
          style={{ maxWidth: 320 }}
        />
      ) : (
        <YamlFileField label={t('policyCode.apply.file')} onChosen={setFile} />
      )}
      <Button
        type="primary"
        disabled={!request}
        loading={compare.isPending}
        onClick={() => request && compare.mutate(request)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('policyCode.compare.run')}
      </Button>
      {compare.isError && (
        <Alert
          type="error"
          showIcon
          message={t('policyCode.compare.failed', { reason: failureReason(compare.error) })}
        />
      )}
      {compare.isSuccess && <DifferencesTable differences={compare.data.differences} />}
    </Flex>
  );
}
