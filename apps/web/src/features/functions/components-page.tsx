import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can } from '../../shared/auth/index.ts';
import { useFoundSearchParams } from '../../shared/lib/use-found-search-params.ts';
import { AsyncState, ListPageHeader, ListSearch, PageLoading } from '../../shared/ui/index.ts';
import { useQuery } from '@tanstack/react-query';
import { TenantNamespaceSelects } from '../namespaces/index.ts';
import { componentNamesQuery, isNoWorker } from './components.api.ts';
import { ComponentsTable } from './components-table.tsx';
import { firstPlaceQuery } from './first-place.ts';
import styles from './functions.module.css';
import { KINDS, type ComponentKind } from './kinds.ts';
import { NoWorker } from './no-worker.tsx';
import { useAskToDelete } from './use-ask-to-delete.ts';
import { useKindText } from './use-kind-text.ts';

const ComponentFormDialog = lazy(async () => ({
  default: (await import('./component-form-dialog.tsx')).ComponentFormDialog,
}));

/**
 * /management/functions, /sources and /sinks (issue 17 item 1): tenant and namespace in the URL,
 * then what runs there with its instances, topics, runtime and last error; New, Update and Delete
 * for whoever may write in the tenant. One page for the three kinds (kinds.ts).
 */
export function ComponentsPage({ kind }: { kind: ComponentKind }) {
  const { t } = useTranslation();
  const text = useKindText(kind);
  const [params, setParams] = useSearchParams();
  const hasPlace = params.has('tenant');
  // Nothing chosen: the first namespace where some run, said in the URL once found.
  const firstPlace = useQuery({ ...firstPlaceQuery(kind), enabled: !hasPlace });
  useFoundSearchParams(firstPlace.data, hasPlace);
  const tenant = hasPlace ? (params.get('tenant') ?? undefined) : firstPlace.data?.tenant;
  const namespace = hasPlace ? (params.get('namespace') ?? undefined) : firstPlace.data?.namespace;
  const filter = params.get('filter') ?? '';
  const [dialog, setDialog] = useState<{ mode: 'create' } | { mode: 'update'; name: string }>();
  const names = useQuery({
    ...componentNamesQuery(kind, tenant ?? '', namespace ?? ''),
    enabled: tenant !== undefined && namespace !== undefined,
  });

  function setParam(update: (next: URLSearchParams) => void) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      update(next);
      return next;
    });
  }

  /** A tenant alone (namespace undefined) waits for its namespace; the search starts afresh. */
  function pick(nextTenant: string, nextNamespace: string | undefined) {
    setParam((next) => {
      next.set('tenant', nextTenant);
      if (nextNamespace === undefined) next.delete('namespace');
      else next.set('namespace', nextNamespace);
      next.delete('filter');
    });
  }

  const place = tenant !== undefined && namespace !== undefined ? { tenant, namespace } : undefined;
  // Asked only from a row of the list, which shows once the place is known.
  const askToDelete = useAskToDelete(kind, tenant ?? '', namespace ?? '');
  const newButton = place && (
    <Can permission="function.write" tenant={place.tenant}>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setDialog({ mode: 'create' })}
      >
        {text('new')}
      </Button>
    </Can>
  );

  return (
    <div className={styles.page}>
      <ListPageHeader title={text('title')} intro={text('intro')} actions={newButton} />
      <TenantNamespaceSelects
        tenant={tenant}
        namespace={namespace}
        namespacesNow={namespace === undefined}
        onTenant={(nextTenant) => pick(nextTenant, undefined)}
        onNamespace={(nextNamespace) => tenant !== undefined && pick(tenant, nextNamespace)}
      />
      {!hasPlace && firstPlace.isPending ? (
        <PageLoading />
      ) : !place ? (
        <Alert type="info" showIcon title={t('functions.place.choose')} />
      ) : isNoWorker(names.error) ? (
        <NoWorker error={names.error} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <ListSearch
              placeholder={text('search')}
              value={filter}
              onSearch={(value) =>
                setParam((next) => (value ? next.set('filter', value) : next.delete('filter')))
              }
            />
          </div>
          <AsyncState
            query={names}
            errorTitle={t('functions.list.loadFailed')}
            forbiddenTitle={t('functions.list.forbidden')}
            isEmpty={(list) => list.length === 0}
            empty={text('empty')}
          >
            {(list) => (
              <ComponentsTable
                descriptor={KINDS[kind]}
                tenant={place.tenant}
                namespace={place.namespace}
                names={list.filter((name) => name.toLowerCase().includes(filter.toLowerCase()))}
                emptyText={t('functions.list.noMatch', { filter })}
                onUpdate={(name) => setDialog({ mode: 'update', name })}
                onDelete={askToDelete}
              />
            )}
          </AsyncState>
        </>
      )}
      {place && dialog && (
        <Suspense fallback={<PageLoading />}>
          <ComponentFormDialog
            kind={kind}
            tenant={place.tenant}
            namespace={place.namespace}
            name={dialog.mode === 'update' ? dialog.name : undefined}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
