import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/console-link.tsx';
import { LeaveConfirm } from '../../forms/index.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import styles from './tags-view.module.css';
import { tabLabel } from './resource-paths.ts';
import { useTabActions } from './use-tab-actions.ts';
import { useVisitedViews, type VisitedView } from './visited-views.ts';

type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * One tab per visited page (spec 1). Each tab offers Refresh, Close, Close Others and Close All
 * from its context menu (right click, or Shift+F10 / the menu key on a focused tab); the button at
 * the end offers them for the tab in front.
 */
export function TagsView() {
  const { t } = useTranslation();
  const { views } = useVisitedViews();
  const { pathname } = useCurrentRoute();
  const actions = useTabActions();
  const active = views.find((view) => view.pathname === pathname);

  const menuFor = (view: VisitedView): MenuProps => ({
    items: (['refresh', 'close', 'closeOthers', 'closeAll'] as const).map((action) => ({
      key: action,
      label: t(`layout.tags.${action}`),
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TabAction, view);
    },
  });

  function run(action: TabAction, view: VisitedView): void {
    if (action === 'closeAll') actions.closeAll();
    else if (action === 'refresh') actions.refresh(view);
    else if (action === 'close') actions.close(view);
    else actions.closeOthers(view);
  }

  return (
    <nav className={styles.bar} aria-label={t('layout.tags.label')}>
      <ul className={styles.tabs}>
        {views.map((view) => {
          const title = tabLabel(t(view.title), view.pathname);
          const isActive = view === active;
          return (
            <li key={view.pathname}>
              <Dropdown menu={menuFor(view)} trigger={['contextMenu']}>
                <span className={`${styles.tab} ${isActive ? styles.active : ''}`}>
                  <Link
                    to={view.fullPath}
                    className={styles.link}
                    aria-current={isActive ? 'page' : undefined}
                    title={title}
                  >
                    {title}
                  </Link>
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={t('layout.tags.closeTab', { title })}
                    onClick={() => actions.close(view)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                </span>
              </Dropdown>
            </li>
          );
        })}
      </ul>
      {/* Mounted only while asked (see leave-confirm.tsx). */}
      {actions.pending && (
        <LeaveConfirm open onLeave={actions.pending.discard} onStay={actions.pending.stay} />
      )}
      {active && (
        <Dropdown menu={menuFor(active)} trigger={['click']} autoFocus>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('layout.tags.actions')}
          />
        </Dropdown>
      )}
    </nav>
  );
}
