// The message workbench (issue 30 item 2, decision 0070): a form for what to read, the read's
// status, and the messages it kept in a virtualized table with a detail drawer. For users who may
// read messages in some tenant (decision 0069); the server refuses a read in any other tenant, and
// the page shows its reason.
import type { ReadMessageLine, WorkbenchReadRequest } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReadsMessages, userInfoQueryOptions } from '../../shared/auth/index.ts';
import { WORKBENCH_TOPIC_PARAM } from '../../shared/routes/route-table.ts';
import { ForbiddenPage, ListPageHeader, PageLoading } from '../../shared/ui/index.ts';
import { MessageDetailDrawer } from './message-detail-drawer.tsx';
import { useWorkbenchRead } from './use-workbench-read.ts';
import { WorkbenchExport } from './workbench-export.tsx';
import { WorkbenchForm } from './workbench-form.tsx';
import { WorkbenchReplay } from './workbench-replay.tsx';
import { readRequestOf } from './workbench-form-values.ts';
import { WorkbenchStatus } from './workbench-status.tsx';
import { WorkbenchTable } from './workbench-table.tsx';
import styles from './workbench.module.css';

export function WorkbenchPage() {
  const { t } = useTranslation();
  const user = useQuery(userInfoQueryOptions());
  const readsMessages = useReadsMessages();
  const [search] = useSearchParams();
  const topic = search.get(WORKBENCH_TOPIC_PARAM) ?? undefined;
  const read = useWorkbenchRead();
  const [opened, setOpened] = useState<ReadMessageLine>();
  /** The last read started: what Export and Replay read again; its colour rules are those the rows' `colour` indexes. */
  const [lastRequest, setLastRequest] = useState<WorkbenchReadRequest>();

  if (user.isPending) return <PageLoading />;
  if (!readsMessages)
    return <ForbiddenPage title={t('routes.workbench')} detail={t('workbench.forbidden')} />;

  const { status } = read;
  return (
    <div className={styles.page}>
      <ListPageHeader title={t('routes.workbench')} intro={t('workbench.intro')} />
      <WorkbenchForm
        // A link to another topic opens the form afresh on it.
        key={topic}
        topic={topic}
        phase={status.phase}
        onStart={(values) => {
          const request = readRequestOf(values);
          setLastRequest(request);
          read.start(request);
        }}
        onPause={read.pause}
        onResume={read.resume}
        onStop={read.stop}
      />
      <WorkbenchStatus status={status} kept={read.rowCount} />
      <div className={styles.toolbar}>
        <WorkbenchExport request={lastRequest} />
        <WorkbenchReplay request={lastRequest} />
      </div>
      {status.phase !== 'idle' && status.phase !== 'starting' && status.outcome?.kind !== 'refused' && (
        <WorkbenchTable
          rows={read.rows}
          count={read.rowCount}
          finished={status.phase === 'done'}
          colours={lastRequest?.colours}
          onOpen={setOpened}
        />
      )}
      <MessageDetailDrawer message={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
