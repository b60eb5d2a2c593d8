// The sidebar's items, derived from the route table: hidden routes and routes the user may not
// open are left out (spec 2 and 6); a parent with a single visible child shows that child alone,
// and one with none is left out. The command palette offers the same screens (isVisible).
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from '../../ui/console-link.tsx';
import { mayOpen } from '../../auth/index.ts';
import { joinPath, type ConsoleRoute } from '../console-route.ts';
import { MENU_ICONS } from './menu-icons.tsx';

type MenuItem = NonNullable<MenuProps['items']>[number];

export function isVisible(route: ConsoleRoute, roles: readonly string[], readsMessages: boolean): boolean {
  const { hidden, messageReaders } = route.handle;
  const isSuper = roles.includes('super');
  if (hidden === true || (hidden === 'for-super' && isSuper) || (hidden === 'except-super' && !isSuper))
    return false;
  if (messageReaders && !readsMessages) return false;
  return mayOpen(roles, route.handle.roles);
}

export function menuItems(
  routes: readonly ConsoleRoute[],
  roles: readonly string[],
  t: TFunction,
  externalHint: string,
  parentPath = '/',
  /** Plain titles instead of links: another user's menu, shown on its effective access page. */
  readOnly = false,
  /** May the user read messages in some tenant (decision 0069)? The workbench is listed only then. */
  readsMessages = true,
): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (!isVisible(route, roles, readsMessages)) return [];
    const path = joinPath(parentPath, route.link ?? route.path);
    const Icon = route.handle.icon && MENU_ICONS[route.handle.icon];
    const icon = Icon ? <Icon aria-hidden /> : undefined;
    const title = t(route.handle.title);

    if (route.children && !route.page) {
      const children = menuItems(route.children, roles, t, externalHint, path, readOnly, readsMessages);
      if (children.length <= 1) return children;
      return [{ key: path, icon, label: title, children }];
    }
    const external = /^https?:/.test(path);
    const label = readOnly ? (
      <span>{title}</span>
    ) : external ? (
      <a href={path} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="beacon-visually-hidden"> {externalHint}</span>
      </a>
    ) : (
      <Link to={path}>{title}</Link>
    );
    return [{ key: path, icon, label, title }];
  });
}
