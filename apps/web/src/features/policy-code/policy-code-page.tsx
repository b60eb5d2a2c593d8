// /policy-code (issue 33 item 2, decision 0094): the current environment, a tenant or a namespace as
// a YAML policy document — exported, compared with another environment or a file, or a file applied
// through the shared change plan. The scope and name are in the address (?scope=&name=), so a tenant's
// or namespace's page links here for it; super users reach it from the menu.
import type { PolicyScope } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Input, Radio, Tabs, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { userInfoQueryOptions } from '../../shared/auth/index.ts';
import { currentEnvironmentName } from '../environments/index.ts';
import { ListPageHeader } from '../../shared/ui/index.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { ComparePanel } from './compare-panel.tsx';
import { ExportPanel } from './export-panel.tsx';
import styles from './policy-code.module.css';

const SCOPES = ['environment', 'tenant', 'namespace'] as const satisfies readonly PolicyScope[];
const TABS = ['export', 'compare', 'apply'] as const;

const isScope = (value: string | null): value is PolicyScope => SCOPES.includes(value as PolicyScope);

export function PolicyCodePage() {
  const { t } = useTranslation();
  const environment = currentEnvironmentName() ?? '';
  const [params, setParams] = useSearchParams();
  const userInfo = useQuery(userInfoQueryOptions());
  const isSuper = userInfo.data?.roles.includes('super') ?? false;
  const requested = params.get('scope');
  const scope: PolicyScope = isScope(requested) ? requested : isSuper ? 'environment' : 'namespace';
  const [name, setName] = useState(params.get('name') ?? '');
  const tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'export';
  const nameId = useId();
  const update = (changes: Record<string, string>) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const shownName = scope === 'environment' ? undefined : (params.get('name') ?? undefined);
  const ready = scope === 'environment' || Boolean(shownName);
  const scopeRef = { scope, name: shownName };

  return (
    <>
      <ListPageHeader title={t('routes.policyCode')} intro={t('policyCode.intro')} />
      <Flex vertical gap="middle" className={`${styles.form} ${styles.scope}`}>
        <Radio.Group
          aria-label={t('policyCode.scope')}
          value={scope}
          onChange={(event) => update({ scope: event.target.value as string })}
          options={SCOPES.filter((candidate) => isSuper || candidate !== 'environment').map((candidate) => ({
            value: candidate,
            label: t(`policyCode.scopes.${candidate}`),
          }))}
        />
        {scope !== 'environment' && (
          <Flex vertical gap={4}>
            <label htmlFor={nameId}>{t('policyCode.name')}</label>
            <Input.Search
              id={nameId}
              value={name}
              placeholder={t(`policyCode.namePlaceholder.${scope}`)}
              enterButton={t('policyCode.export.show')}
              onChange={(event) => setName(event.target.value)}
              onSearch={(value) => update({ name: value.trim() })}
            />
          </Flex>
        )}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key })}
        items={TABS.map((key) => ({
          key,
          label: t(`policyCode.tabs.${key}`),
          children:
            key === 'apply' ? (
              <ApplyPanel environment={environment} />
            ) : !ready ? (
              <Typography.Paragraph type="secondary">{t('policyCode.nameFirst')}</Typography.Paragraph>
            ) : key === 'export' ? (
              <ExportPanel environment={environment} scope={scopeRef} />
            ) : (
              <ComparePanel environment={environment} scope={scopeRef} />
            ),
        }))}
      />
    </>
  );
}
