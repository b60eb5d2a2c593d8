import { routes } from '../../shared/routes/route-table.ts';

/** Read on the page: `created=true` opens the form for a new policy. */
export const CREATE_FLAG = 'created';

/**
 * The page as the form for a new policy: Pulsar Manager's own link (`…/create/…?created=true`,
 * inventory §1.2), kept so its bookmarks still work; the name is then typed in the form
 * (decision 0047).
 */
export const newIsolationPolicyPath = (cluster: string) =>
  routes.isolationPolicy.href({ cluster, namespaceIsolation: 'create' }, { [CREATE_FLAG]: true });
