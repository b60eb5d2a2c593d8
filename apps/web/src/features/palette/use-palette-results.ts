// The palette's list for a query: the screens, for super users the users and roles, and the
// functions, sources and sinks the user may read, ranked in the browser as the user types; the
// catalogue's names (tenants … subscriptions, brokers) from the server's search, at most one request
// per THROTTLE_MS and a stale one cancelled (TanStack Query aborts the signal of a query nobody
// observes any more), followed by the actions the user may run on the best of them. Users, roles and
// components are read when the palette opens, at most once a minute, never per keystroke.
import { can, type Permission } from '@beacon/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRoles } from '../roles/index.ts';
import { fetchUsers } from '../users/index.ts';
import { useMessageReadTenants, useReadsMessages, userInfoQueryOptions } from '../../shared/auth/index.ts';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import { chosenEnvironmentName } from '../../shared/layout/environment-in-address.ts';
import { searchCatalog } from './palette.api.ts';
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

export const paletteKeys = {
  all: ['palette'] as const,
  search: (environment: string, query: string) => [...paletteKeys.all, 'search', environment, query] as const,
  users: ['palette', 'users'] as const,
  roles: ['palette', 'roles'] as const,
};

/** The catalogue's search of one query: the list's, and the one started as the query is sent. */
const searchOptions = (environment: string, query: string) =>
  queryOptions({
    queryKey: paletteKeys.search(environment, query),
    queryFn: ({ signal }) => searchCatalog(query, signal),
    staleTime: 15_000,
    retry: false,
  });

/**
 * Starts the search of a query in the keystroke's own event, as the throttle sends it: left to the
 * list's useQuery it went out a commit later (bench/palette-browser.ts, "keydown → search request
 * sent"). The list then finds it in flight, under the same key.
 */
export function useStartSearch(): (query: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (query: string) => {
      if (query !== '') void queryClient.prefetchQuery(searchOptions(chosenEnvironmentName() ?? '', query));
    },
    [queryClient],
  );
}

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
  const environment = chosenEnvironmentName() ?? '';
  const userInfo = useQuery(userInfoQueryOptions()).data;

  const search = useQuery({
    ...searchOptions(environment, sent),
    enabled: sent !== '',
    placeholderData: keepPreviousData,
  });
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
  const hits = search.data?.hits;
  const targets = useMemo(() => {
    const mine = rankLocal(wanted, local);
    const remote = sent === '' || wanted === '' ? [] : hitTargets(hits ?? [], superUser, rights);
    return mergeRanked([mine, remote], SHOWN_MAX);
  }, [wanted, sent, local, hits, superUser, rights]);

  const current = sent === wanted && !search.isPlaceholderData;
  const answered = wanted === '' ? '' : current && (search.isSuccess || search.isError) ? wanted : undefined;
  return {
    targets,
    answered,
    searching: wanted !== '' && answered === undefined,
    error: current ? search.error : null,
  };
}
