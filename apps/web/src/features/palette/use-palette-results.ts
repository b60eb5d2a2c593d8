// The palette's list for a query: the screens, for super users the users and roles, and the
// functions, sources and sinks the user may read, ranked in the browser as the user types; the
// catalogue's names (tenants … subscriptions, brokers) from the browser's copy of them, or the
// server's search until it is in (palette-catalog.ts), followed by the actions the user may run on
// the best of them. Users, roles, components and names are read when the palette opens, users and
// roles at most once a minute, never per keystroke.
import { can, type Permission } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRoles } from '../roles/index.ts';
import { fetchUsers } from '../users/index.ts';
import { useMessageReadTenants, useReadsMessages, userInfoQueryOptions } from '../../shared/auth/index.ts';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import { useCatalogHits } from './palette-catalog.ts';
import type { ActionRights } from './palette-actions.ts';
import { paletteComponentsQuery } from './palette-components.ts';
import {
  componentTargets,
  hitTargets,
  mergeRanked,
  rankLocal,
  roleTargets,
  screenTargets,
  type Target,
  userTargets,
} from './palette-targets.ts';

export const THROTTLE_MS = 60;
/** Rows shown: enough to choose from, few enough to read. */
export const SHOWN_MAX = 12;
/** Users asked for once (the users API's largest page). */
const USERS_READ = 1000;

const paletteKeys = {
  users: ['palette', 'users'] as const,
  roles: ['palette', 'roles'] as const,
};

export interface PaletteResults {
  targets: Target[];
  /**
   * The query the list fully answers (the catalogue's part included), undefined while its answer
   * is on the way: the tests and the benchmark wait for it.
   */
  answered: string | undefined;
  searching: boolean;
  error: unknown;
}

/**
 * `query` as typed; `sent`, the query the server is asked (useThrottledValue's, trimmed): the field's
 * change handler offers each keystroke to the throttle.
 */
export function usePaletteResults(
  query: string,
  sent: string,
  routes: readonly ConsoleRoute[],
  roles: readonly string[],
): PaletteResults {
  const { t } = useTranslation();
  const superUser = roles.includes('super');
  const readsMessages = useReadsMessages();
  const readTenants = useMessageReadTenants();
  const wanted = query.trim();
  const userInfo = useQuery(userInfoQueryOptions()).data;
  const catalog = useCatalogHits(wanted, sent);
  const users = useQuery({
    queryKey: paletteKeys.users,
    queryFn: ({ signal }) => fetchUsers({ page_num: 1, page_size: USERS_READ, search: '' }, signal),
    enabled: superUser,
    staleTime: 60_000,
  });
  const roleList = useQuery({
    queryKey: paletteKeys.roles,
    queryFn: ({ signal }) => fetchRoles('', signal),
    enabled: superUser,
    staleTime: 60_000,
  });

  const rights = useMemo((): ActionRights => {
    const access = userInfo && {
      roles: userInfo.roles,
      tenants: userInfo.tenants,
      messages: userInfo.messages,
    };
    return {
      may: (permission: Permission, tenant?: string) => (access ? can(access, permission, tenant) : false),
      readsMessagesOf: (tenant) => readTenants === 'all' || readTenants.includes(tenant),
    };
  }, [userInfo, readTenants]);
  // Whose functions to look for: a super user's every tenant; a tenant admin's own, where allowed.
  const componentTenants = superUser
    ? undefined
    : (userInfo?.tenants ?? []).filter((tenant) => rights.may('function.read', tenant));
  const components = useQuery({
    ...paletteComponentsQuery(componentTenants),
    enabled: userInfo !== undefined && (superUser || (componentTenants?.length ?? 0) > 0),
  });

  const local = useMemo(
    () => [
      ...screenTargets(routes, roles, readsMessages, t),
      ...userTargets(users.data?.data.map((user) => user.name) ?? []),
      ...roleTargets(roleList.data?.data.map((role) => role.roleName) ?? []),
      ...componentTargets(components.data?.components ?? []),
    ],
    [routes, roles, readsMessages, t, users.data, roleList.data, components.data],
  );
  const hits = catalog.hits;
  const targets = useMemo(() => {
    const mine = rankLocal(wanted, local);
    const remote = wanted === '' ? [] : hitTargets(hits, superUser, rights);
    return mergeRanked([mine, remote], SHOWN_MAX);
  }, [wanted, local, hits, superUser, rights]);

  const answered = wanted === '' ? '' : catalog.answered ? wanted : undefined;
  return {
    targets,
    answered,
    searching: wanted !== '' && answered === undefined,
    error: catalog.error,
  };
}
