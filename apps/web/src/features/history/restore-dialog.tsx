import { Modal, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../shared/ui/index.ts';
import type { HistoryEntry, HistoryKind, RestoreVersion } from './history.api.ts';
import { refreshAfterRestore, useRestorePlan } from './history.queries.ts';
import { ChangePlan } from '../changes/index.ts';
import { currentEnvironmentName } from '../environments/index.ts';

/**
 * "Restore this version": the calls the server builds for it (read against what the resource holds
 * now), shown in the change plan's preview — each call checked against the permission table — and
 * applied through it, as any change. Afterwards every read of the environment is refreshed: the
 * resource, and its history, which now lists the restore itself.
 */
export function RestoreDialog({
  entry,
  kind,
  version,
  subject,
  onClose,
}: {
  entry: HistoryEntry;
  kind: HistoryKind;
  version: RestoreVersion;
  subject: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const plan = useRestorePlan(entry.id, version);
  const queryClient = useQueryClient();
  return (
    <Modal
      open
      title={t(`history.restore.title.${version}`, { subject, name: entry.name || kind })}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <AsyncState query={plan} errorTitle={t('history.restore.planFailed')}>
        {({ calls }) =>
          calls.length === 0 ? (
            <Result status="success" title={t('history.restore.nothing', { name: entry.name || kind })} />
          ) : (
            <ChangePlan
              environment={currentEnvironmentName() ?? ''}
              calls={calls}
              onApplied={() => void refreshAfterRestore(queryClient)}
            />
          )
        }
      </AsyncState>
    </Modal>
  );
}
