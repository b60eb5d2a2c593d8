// The palette's list for a query: the screens, and for super users the users and roles, ranked in
// the browser as the user types; the catalogue's names (tenants … subscriptions, brokers) from the
// server's search, at most one request per THROTTLE_MS and a stale one cancelled (TanStack Query
// aborts the signal of a query nobody observes any more). Users and roles are read when the palette
// opens, at most once a minute, never per keystroke.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRoles } from '../roles/index.ts';
import { fetchUsers } from '../users/index.ts';
import { useMessageReadTenants, useReadsMessages } from '../../shared/auth/index.ts';
import type { ConsoleRoute } from '../../shared/layout/console-route.ts';
import { chosenEnvironmentName } from '../../shared/layout/environment-in-address.ts';
import { searchCatalog } from './palette.api.ts';
import {
  hitTargets,
  mergeRanked,
  rankLocal,
  roleTargets,
  screenTargets,
  type Target,
  userTargets,
} from './palette-targets.ts';
import { useThrottledValue } from './use-throttled-value.ts';

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

export function usePaletteResults(
  query: string,
  routes: readonly ConsoleRoute[],
  roles: readonly string[],
): PaletteResults {
  const { t } = useTranslation();
  const superUser = roles.includes('super');
  const readsMessages = useReadsMessages();
  const readTenants = useMessageReadTenants();
  const wanted = query.trim();
  const sent = useThrottledValue(wanted, THROTTLE_MS);
  const environment = chosenEnvironmentName() ?? '';

  const search = useQuery({
    queryKey: paletteKeys.search(environment, sent),
    queryFn: ({ signal }) => searchCatalog(sent, signal),
    enabled: sent !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
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

  const local = useMemo(
    () => [
      ...screenTargets(routes, roles, readsMessages, t),
      ...userTargets(users.data?.data.map((user) => user.name) ?? []),
      ...roleTargets(roleList.data?.data.map((role) => role.roleName) ?? []),
    ],
    [routes, roles, readsMessages, t, users.data, roleList.data],
  );
  const hits = search.data?.hits;
  const targets = useMemo(() => {
    const mine = rankLocal(wanted, local);
    const readsMessagesOf = (tenant: string) => readTenants === 'all' || readTenants.includes(tenant);
    const remote = sent === '' || wanted === '' ? [] : hitTargets(hits ?? [], superUser, readsMessagesOf);
    return mergeRanked([mine, remote], SHOWN_MAX);
  }, [wanted, sent, local, hits, superUser, readTenants]);

  const current = sent === wanted && !search.isPlaceholderData;
  const answered = wanted === '' ? '' : current && (search.isSuccess || search.isError) ? wanted : undefined;
  return {
    targets,
    answered,
    searching: wanted !== '' && answered === undefined,
    error: current ? search.error : null,
  };
}
