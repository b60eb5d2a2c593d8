import { CloudServerOutlined, DownOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/ui/index.ts';
import type { EnvironmentSummary } from '../environments.api.ts';
import { useEnvironments } from '../environments.queries.ts';
import { chooseEnvironment, currentEnvironmentName } from '../current-environment.ts';
import { STATUS_TONE } from '../environments-page/environment-status.tsx';
import styles from './environment-switcher.module.css';
import { routes } from '../../../shared/routes/route-table.ts';

const DEFAULT_KEY = 'default-environment';
const MANAGE_KEY = 'manage-environments';
const RETRY_KEY = 'retry-environments';

/**
 * Spec 3: the environment in use, and the others to switch to — each with its name, its broker
 * address and its status. The default option (no environment chosen) is the server's
 * localhost:8080. Choosing one stores it and reloads; "Manage environments" opens /environments.
 */
export function EnvironmentSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environments = useEnvironments();
  const current = currentEnvironmentName();
  const list = environments.data?.data ?? [];
  const currentEntry = list.find((environment) => environment.name === current);

  const option = (environment: EnvironmentSummary) => ({
    key: `environment:${environment.name}`,
    disabled: environment.name === current,
    label: (
      <span className={styles.option} title={environment.statusMessage || undefined}>
        <Badge status={STATUS_TONE[environment.status] ?? 'default'} />
        <span className={styles.names}>
          <span className={styles.name}>{environment.name}</span>
          <span className={styles.broker}>{environment.broker}</span>
        </span>
        <span className={styles.status}>{t(`layout.environment.status.${environment.status}`)}</span>
      </span>
    ),
  });

  const listState = (): NonNullable<MenuProps['items']> => {
    if (environments.isPending)
      return [{ key: 'loading', disabled: true, label: t('layout.environment.loading') }];
    if (environments.isError) {
      return [
        { key: 'failed', disabled: true, danger: true, label: t('layout.environment.loadFailed') },
        { key: RETRY_KEY, label: t('common.actions.retry') },
      ];
    }
    if (list.length === 0) return [{ key: 'empty', disabled: true, label: t('layout.environment.empty') }];
    return list.map(option);
  };

  const items: MenuProps['items'] = [
    {
      key: DEFAULT_KEY,
      disabled: current === undefined,
      label: (
        // A placeholder, not an environment: no status badge, as nothing answers at this address.
        <span className={styles.option}>
          <span className={styles.names}>
            <span className={styles.name}>{t('layout.environment.defaultName')}</span>
            <span className={styles.broker}>{t('layout.environment.defaultBroker')}</span>
          </span>
        </span>
      ),
    },
    ...listState(),
    { type: 'divider' },
    { key: MANAGE_KEY, label: t('layout.environment.manage') },
  ];

  function onClick({ key }: { key: string }) {
    if (key === MANAGE_KEY) void navigate(routes.environments.href({}));
    else if (key === RETRY_KEY) void environments.refetch();
    else if (key === DEFAULT_KEY) chooseEnvironment(undefined);
    else if (key.startsWith('environment:')) chooseEnvironment(key.slice('environment:'.length));
  }

  const shownName = current ?? t('layout.environment.defaultBroker');
  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, onClick }}>
      <Button
        type="text"
        className={styles.trigger}
        aria-label={`${t('layout.environment.label')}: ${shownName}`}
        icon={<CloudServerOutlined aria-hidden />}
      >
        {current && currentEntry && <Badge status={STATUS_TONE[currentEntry.status] ?? 'default'} />}
        <span className={current ? styles.current : `${styles.current} ${styles.placeholder}`}>
          {shownName}
        </span>
        <DownOutlined aria-hidden className={styles.caret} />
      </Button>
    </Dropdown>
  );
}
