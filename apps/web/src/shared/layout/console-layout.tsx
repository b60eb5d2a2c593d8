import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs.tsx';
import type { ConsoleRoute } from './console-route.ts';
import styles from './console-layout.module.css';
import { Sidebar } from './sidebar/sidebar.tsx';
import { useRememberedSidebar } from './sidebar/sidebar-state.ts';
import { KeepAliveOutlet } from './tags-view/keep-alive-outlet.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { createSessionTabs, useClosingGoneTabs } from './tags-view/session-tabs.ts';
import { VisitedViewsContext } from './tags-view/visited-views.ts';
import { useCurrentRoute } from './use-current-route.ts';
import { useIsMobile } from './use-device.ts';

interface ConsoleLayoutProps {
  routes: readonly ConsoleRoute[];
  roles: readonly string[];
  /** The top bar's controls, right of the breadcrumbs. */
  tools: ReactNode;
}

/**
 * The frame of every console screen (spec 2, "Layout"): sidebar, top bar with breadcrumbs and
 * tools, visited-page tabs, and the page. On mobile the sidebar is an overlay that closes on
 * navigation, on resize and on a click on the backdrop.
 */
export function ConsoleLayout({ routes, roles, tools }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [views] = useState(createSessionTabs);
  useClosingGoneTabs(views);
  const isMobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useRememberedSidebar();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useCurrentRoute();

  // Close the mobile overlay when the page changes (adjusting state while rendering).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
  }
  useEffect(() => {
    const close = () => setMobileOpen(false);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);

  const open = isMobile ? mobileOpen : desktopOpen;
  const toggle = () => (isMobile ? setMobileOpen(!mobileOpen) : setDesktopOpen(!desktopOpen));

  return (
    <VisitedViewsContext value={views}>
      <div
        className={styles.shell}
        data-device={isMobile ? 'mobile' : 'desktop'}
        data-sidebar={open ? 'open' : 'closed'}
        style={{ background: token.colorBgLayout, color: token.colorText }}
      >
        <a className={styles.skipLink} href="#console-main">
          {t('layout.skipToContent')}
        </a>
        {isMobile && open && (
          // A mouse shortcut only (the menu button closes the sidebar from the keyboard): presentational.
          <div
            className={styles.backdrop}
            role="presentation"
            data-testid="sidebar-backdrop"
            onClick={() => setMobileOpen(false)}
          />
        )}
        <aside className={styles.sidebar} id="console-sidebar" hidden={isMobile && !open}>
          <Sidebar routes={routes} roles={roles} collapsed={!isMobile && !open} />
        </aside>
        <div className={styles.main}>
          <header
            className={styles.header}
            style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
          >
            <Button
              type="text"
              icon={open ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
              aria-label={t(open ? 'layout.sidebar.close' : 'layout.sidebar.open')}
              aria-expanded={open}
              aria-controls="console-sidebar"
              onClick={toggle}
            />
            <div className={styles.breadcrumbs}>
              <Breadcrumbs roles={roles} />
            </div>
            <div className={styles.tools}>{tools}</div>
          </header>
          <TagsView />
          <main id="console-main" className={styles.content} tabIndex={-1}>
            <KeepAliveOutlet />
          </main>
        </div>
      </div>
    </VisitedViewsContext>
  );
}
