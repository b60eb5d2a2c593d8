import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../ui/console-link.tsx';
import { mayOpen } from '../../auth/index.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** The trail of spec 2 for the current path; crumbs the user may not open are plain text. */
export function Breadcrumbs({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const { handle, pathname } = useCurrentRoute();
  const { search } = useLocation();
  const trail = breadcrumbTrail(pathname, handle?.title, search);

  return (
    <nav aria-label={t('layout.breadcrumb.label')} style={{ minWidth: 0 }}>
      <Breadcrumb
        items={trail.map((crumb, index) => {
          const text = t(crumb.title);
          const last = index === trail.length - 1;
          const linked = !last && crumb.to !== undefined && mayOpen(roles, crumb.roles);
          return {
            key: `${index}-${crumb.title}`,
            title: linked ? (
              <Link to={crumb.to!}>{text}</Link>
            ) : (
              <span aria-current={last ? 'page' : undefined}>{text}</span>
            ),
          };
        })}
      />
    </nav>
  );
}
