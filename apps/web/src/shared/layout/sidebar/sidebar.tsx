import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BeaconMark } from '../../ui/beacon-mark.tsx';
import type { ConsoleRoute } from '../console-route.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { useReadsMessages } from '../../auth/reads-messages.ts';
import { menuItems } from './menu-items.tsx';
import styles from './sidebar.module.css';
import { routes as routeTable } from '../../routes/route-table.ts';

interface SidebarProps {
  routes: readonly ConsoleRoute[];
  roles: readonly string[];
  collapsed: boolean;
}

/** Spec 3: submenus of the collapsed menu open after 200 ms of hovering. */
const SUBMENU_SHOW_DELAY_S = 0.2;

export function Sidebar({ routes, roles, collapsed }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname, fullPath } = useCurrentRoute();
  const readsMessages = useReadsMessages();
  const items = useMemo(
    () => menuItems(routes, roles, t, t('layout.sidebar.external'), '/', false, readsMessages),
    [routes, roles, t, readsMessages],
  );
  // Menu-only links carry a query (…?tab=namespaces): they are selected only on exactly that view.
  const selectedKeys = [fullPath, pathname];

  return (
    <>
      <div className={styles.brand}>
        <BeaconMark size={28} />
        {!collapsed && <span>{t('common.appName')}</span>}
      </div>
      <nav aria-label={t('layout.sidebar.navigation')}>
        <Menu
          mode="inline"
          theme="dark"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selectedKeys}
          defaultOpenKeys={[routeTable.management.pattern]}
          subMenuOpenDelay={SUBMENU_SHOW_DELAY_S}
          className={styles.menu}
        />
      </nav>
    </>
  );
}
