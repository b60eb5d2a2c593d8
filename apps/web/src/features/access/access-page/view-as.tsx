import { Card, Menu, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleRoutes } from '../../../console-routes.ts';
import { menuItems } from '../../../shared/layout/sidebar/menu-items.tsx';
import type { EffectiveAccess } from '../access.api.ts';
import { sameViews, type SameView } from './access-view.ts';
import styles from './access-page.module.css';
import { routes } from '../../../shared/routes/route-table.ts';

/** The sidebar that user would see with these roles: the same route table and filter, no links. */
function ReadOnlyMenu({ view, userName }: { view: SameView; userName: string }) {
  const { t } = useTranslation();
  const items = useMemo(
    () =>
      menuItems(consoleRoutes, view.roles, t, t('layout.sidebar.external'), '/', true, view.readsMessages),
    [view.roles, view.readsMessages, t],
  );
  // A user with no role is refused every screen (it is sent to /401), so it has no menu at all.
  if (view.roles.length === 0 || items.length === 0)
    return (
      <Typography.Text type="secondary">{t('access.viewAs.noMenu', { name: userName })}</Typography.Text>
    );
  return (
    <nav aria-label={t('access.viewAs.menu', { name: userName })} className={styles.menu}>
      <Menu
        mode="inline"
        items={items}
        selectable={false}
        defaultOpenKeys={[routes.management.pattern]}
        // A list inside a card, not a sidebar: no divider on its end side.
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

/** "View as": per group of environments with the same menu and tenants, what the user would see. */
export function ViewAs({ access }: { access: EffectiveAccess }) {
  const { t } = useTranslation();
  const views = sameViews(access);
  return (
    <div className={styles.cards}>
      {views.map((view) => (
        <Card
          key={view.environments.join('\u0000')}
          size="small"
          title={
            view.environments.length === 0 ? undefined : (
              <Typography.Title level={3} className={styles.cardTitle}>
                {t('access.viewAs.inEnvironments', { environments: view.environments.join(', ') })}
              </Typography.Title>
            )
          }
        >
          <ReadOnlyMenu view={view} userName={access.userName} />
          {view.tenants.length > 0 && (
            <>
              <Typography.Text strong className={styles.tenantPage}>
                {t('access.viewAs.tenantPage')}
              </Typography.Text>
              <ul className={styles.tenantList}>
                {view.tenants.map((tenant) => (
                  <li key={tenant}>{tenant}</li>
                ))}
              </ul>
            </>
          )}
        </Card>
      ))}
    </div>
  );
}
